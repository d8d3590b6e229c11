/**
 * Menu paths of the identity administration pages (JeecgBoot's /isystem/* URLs). A resource
 * schema's `menuPath` points here; the server resolves the data rules of a resource by it.
 */
export const ADMIN_PATHS = {
  system: '/isystem',
  user: '/isystem/user',
  role: '/isystem/role',
  depart: '/isystem/depart',
  permission: '/isystem/permission',
  tenant: '/isystem/tenant',
  position: '/isystem/position',
  online: '/isystem/online',
  log: '/isystem/log',
  announcement: '/isystem/annountCement',
  messageTemplate: '/isystem/messageTemplate',
} as const;

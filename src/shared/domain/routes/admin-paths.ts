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
  dict: '/isystem/dict',
  category: '/isystem/category',
  checkRule: '/isystem/checkRule',
  fillRule: '/isystem/fillRule',
  dataSource: '/isystem/dataSource',
  addressList: '/isystem/addressList',
  oss: '/isystem/ossFile',
  thirdApp: '/isystem/thirdApp',
  /** 系统监控 folder and its pages. */
  monitor: '/monitor',
  quartzJob: '/monitor/quartzJob',
  dataLog: '/monitor/dataLog',
  gateway: '/monitor/gateway',
  monitorServer: '/monitor/server',
  monitorProcess: '/monitor/process',
  monitorDisk: '/monitor/disk',
  monitorDatabase: '/monitor/database',
  monitorTrace: '/monitor/httpTrace',
  /** 在线开发 folder: report configuration and the report list. */
  onlineDev: '/online',
  cgreportHead: '/online/cgreport',
  cgreportList: '/online/cgreportList',
  /** 表单开发 (issue 9): the online form designer. */
  cgformHead: '/online/cgform',
} as const;

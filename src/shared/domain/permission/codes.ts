/**
 * Button/route permission codes of the identity administration (sys_permission.perms of
 * menu_type 2 rows). The server guards its routes with them, the seed grants them and the pages
 * check them, so each code is written once.
 */
function codes<P extends string, A extends readonly string[]>(prefix: P, actions: A) {
  return Object.fromEntries(actions.map((a) => [a, `${prefix}${a}`])) as { [K in A[number]]: `${P}${K}` };
}

export const PERMISSION_PREFIX = {
  user: 'system:user:',
  role: 'system:role:',
  depart: 'system:depart:',
  permission: 'system:permission:',
  tenant: 'system:tenant:',
  position: 'system:position:',
  online: 'system:online:',
  log: 'system:log:',
  announcement: 'system:announcement:',
  messageTemplate: 'system:messageTemplate:',
  dict: 'system:dict:',
  category: 'system:category:',
  checkRule: 'system:checkRule:',
  fillRule: 'system:fillRule:',
  quartzJob: 'system:quartzJob:',
  dataLog: 'system:dataLog:',
  monitor: 'system:monitor:',
  gateway: 'system:gateway:',
  dataSource: 'system:dataSource:',
  oss: 'system:oss:',
  addressList: 'system:addressList:',
  thirdApp: 'system:thirdApp:',
  cgreport: 'online:cgreport:',
  onlineForm: 'online:cgform:',
  plant: 'cwxt:plant:',
  unit: 'cwxt:unit:',
  settlement: 'cwxt:settlement:',
  ledger: 'cwxt:ledger:',
  invoice: 'cwxt:invoice:',
  notice: 'cwxt:notice:',
  feedback: 'cwxt:feedback:',
  news: 'cwxt:news:',
} as const;

export const PERM = {
  user: codes(PERMISSION_PREFIX.user, [
    'list',
    'add',
    'edit',
    'delete',
    'frozen',
    'password',
    'recycle',
    'export',
    'import',
  ] as const),
  role: codes(PERMISSION_PREFIX.role, ['list', 'add', 'edit', 'delete', 'auth', 'users'] as const),
  depart: codes(PERMISSION_PREFIX.depart, [
    'list',
    'add',
    'edit',
    'delete',
    'auth',
    'role',
    'users',
  ] as const),
  permission: codes(PERMISSION_PREFIX.permission, ['list', 'add', 'edit', 'delete', 'datarule'] as const),
  tenant: codes(PERMISSION_PREFIX.tenant, ['list', 'add', 'edit', 'delete'] as const),
  position: codes(PERMISSION_PREFIX.position, ['list', 'add', 'edit', 'delete', 'export', 'import'] as const),
  online: codes(PERMISSION_PREFIX.online, ['list', 'forceLogout'] as const),
  log: codes(PERMISSION_PREFIX.log, ['list'] as const),
  announcement: codes(PERMISSION_PREFIX.announcement, [
    'list',
    'add',
    'edit',
    'delete',
    'release',
    'revoke',
  ] as const),
  messageTemplate: codes(PERMISSION_PREFIX.messageTemplate, [
    'list',
    'add',
    'edit',
    'delete',
    'send',
  ] as const),
  dict: codes(PERMISSION_PREFIX.dict, ['list', 'add', 'edit', 'delete', 'refresh', 'registry'] as const),
  category: codes(PERMISSION_PREFIX.category, ['list', 'add', 'edit', 'delete'] as const),
  checkRule: codes(PERMISSION_PREFIX.checkRule, ['list', 'add', 'edit', 'delete'] as const),
  fillRule: codes(PERMISSION_PREFIX.fillRule, ['list', 'add', 'edit', 'delete', 'test'] as const),
  quartzJob: codes(PERMISSION_PREFIX.quartzJob, [
    'list',
    'add',
    'edit',
    'delete',
    'pause',
    'resume',
    'execute',
    'log',
  ] as const),
  dataLog: codes(PERMISSION_PREFIX.dataLog, ['list'] as const),
  /** One code per monitoring page: server, Node process, disk, database, request trace. */
  monitor: codes(PERMISSION_PREFIX.monitor, ['server', 'process', 'disk', 'database', 'trace'] as const),
  gateway: codes(PERMISSION_PREFIX.gateway, ['list', 'add', 'edit', 'delete'] as const),
  /** `allowlist` edits the hosts a data source or gateway route may reach despite the private-address rule. */
  dataSource: codes(PERMISSION_PREFIX.dataSource, [
    'list',
    'add',
    'edit',
    'delete',
    'test',
    'allowlist',
  ] as const),
  oss: codes(PERMISSION_PREFIX.oss, ['list', 'delete'] as const),
  addressList: codes(PERMISSION_PREFIX.addressList, ['list'] as const),
  /** WeCom / DingTalk app configuration per tenant (`config`) and the directory import (`sync`). */
  thirdApp: codes(PERMISSION_PREFIX.thirdApp, ['config', 'sync'] as const),
  /** `sql` is the dedicated permission to write or change a report's SQL; `list` also opens reports. */
  cgreport: codes(PERMISSION_PREFIX.cgreport, ['list', 'add', 'edit', 'delete', 'sql'] as const),
  /** The online form designer (issue 9); each form's own list has `online:form:<tableName>:` codes. */
  onlineForm: codes(PERMISSION_PREFIX.onlineForm, ['list', 'add', 'edit', 'delete', 'sync', 'copy'] as const),
  // ---- The business (issue 7). Plant users' rows are further narrowed by the plant data rule. ----
  plant: codes(PERMISSION_PREFIX.plant, ['list', 'add', 'edit', 'delete', 'import', 'export'] as const),
  unit: codes(PERMISSION_PREFIX.unit, ['list', 'add', 'edit', 'delete', 'import', 'export'] as const),
  /**
   * Settlement tasks: `open`/`edit`/`revise`/`pay` are the grid's side, `confirm`/`dispute` the
   * plant's; `log` reads the transition history; `line` edits the 电量明细 (both sides).
   */
  settlement: codes(PERMISSION_PREFIX.settlement, [
    'list',
    'open',
    'edit',
    'delete',
    'revise',
    'confirm',
    'dispute',
    'pay',
    'log',
    'export',
    'line',
  ] as const),
  ledger: codes(PERMISSION_PREFIX.ledger, ['list', 'export'] as const),
  /** Invoices: the plant adds/edits/submits its own; the grid verifies, returns and books; `tolerance` sets the match tolerance. */
  invoice: codes(PERMISSION_PREFIX.invoice, [
    'list',
    'add',
    'edit',
    'delete',
    'submit',
    'verify',
    'return',
    'book',
    'export',
    'stats',
    'tolerance',
  ] as const),
  /** Work notices and 公文: the grid publishes and reminds; plants read (receipt) and `reply`. */
  notice: codes(PERMISSION_PREFIX.notice, [
    'list',
    'add',
    'edit',
    'delete',
    'publish',
    'remind',
    'reply',
  ] as const),
  /** 信息反馈: plants `add`; both sides `reply`; the grid `handle`s (state changes). */
  feedback: codes(PERMISSION_PREFIX.feedback, ['list', 'add', 'reply', 'handle', 'delete'] as const),
  /** `read` opens the published news (every staff role); the rest is the news administration. */
  news: codes(PERMISSION_PREFIX.news, ['read', 'list', 'add', 'edit', 'delete', 'publish'] as const),
} as const;

/** The role whose holders implicitly hold every permission (and are never restricted by data rules). */
export const SUPER_ROLE_CODE = 'admin';

/** Reviewed lists of the permission matrix (tests/server/identity-matrix.test.ts). */

/**
 * Identity routes that any signed-in user may call: self-service and the pickers every form
 * needs (tenant-scoped, no secrets). Reviewed list: a new entry needs a reason.
 */
export const AUTHENTICATED_OK = new Set([
  // Online-form auto list (issue 9): the permission is per form (`online:form:<table>:<action>`), so
  // the policy is `authenticated` and the handler checks the form's code, its menu's data rules and
  // the tenant (tests/server/online-cgform-runtime.test.ts refuses each route without the code).
  'GET /online/cgform/api/getColumns/:headId',
  'GET /online/cgform/api/getData/:headId',
  'GET /online/cgform/api/getTreeData/:headId',
  'GET /online/cgform/api/form/:headId/:id',
  'POST /online/cgform/api/form/:headId',
  'PUT /online/cgform/api/form/:headId',
  'DELETE /online/cgform/api/form/:headId/:id',
  'DELETE /online/cgform/api/form/:headId',
  'GET /online/cgform/api/subForm/:subHeadId/:mainId',
  'GET /online/cgform/api/exportXls/:headId',
  'POST /online/cgform/api/importXls/:headId',
  'GET /sys/permission/getUserPermissionByToken', // the caller's own menu
  'POST /sys/logout', // ends the caller's own session (tests/server/sessions.test.ts)
  // The caller's own notifications (tests/server/notify-bell.test.ts).
  'GET /sys/annountCement/listByUser',
  'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT /sys/sysAnnouncementSend/readAll',
  'GET /sys/sysAnnouncementSend/getMyAnnouncementSend',
  'GET /sys/sysAnnouncementSend/getOne',
  // Every form's upload widget: the file belongs to the caller (tests/server/upload.test.ts).
  'POST /sys/common/upload',
  'GET /sys/user/getCurrentUserDeparts', // the caller's own departments
  'PUT /sys/selectDepart',
  'POST /sys/selectDepart',
  'PUT /sys/user/updatePassword', // own password
  'GET /sys/tenant/getCurrentUserTenant', // own tenants, for switching
  // JeecgBoot's admin client (tests/server/jeecg-client-compat*.test.ts): the user form's tenant
  // select (own tenants), the home page's sign-in figures (the tenant's login log), the 同步
  // buttons' enabled apps (two booleans) and the bell refresh (the caller's own sockets only).
  'GET /sys/tenant/queryList',
  'GET /sys/loginfo',
  'GET /sys/visitInfo',
  'GET /sys/thirdApp/getEnabledType',
  'GET /sys/annountCement/syncNotic',
  // 个人设置: each acts on the caller only, no user id from input (tests/server/account-settings.test.ts).
  'GET /sys/user/login/setting/getUserData',
  'PUT /sys/user/login/setting/userEdit',
  'POST /sys/user/login/setting/userEdit',
  'GET /sys/thirdApp/getThirdAccountByUserId',
  'DELETE /sys/thirdApp/unbindThirdAccount',
  // Binding the caller's own WeCom / DingTalk account: the provider proves the app account, the
  // session names the console user; nobody else's binding is reachable (tests/server/in-app-login-*.test.ts).
  'POST /sys/thirdLogin/bindTicket',
  'POST /sys/thirdApp/bindByCode',
  // Starts the caller's own GitHub binding round trip (the state records the session's user).
  'POST /sys/thirdLogin/bindStart',
  'GET /sys/user/setting/notification',
  'PUT /sys/user/setting/notification',
  // Fill rules are executed by the forms of every user; platform-wide codes, nothing else readable.
  'PUT /sys/fillRule/executeRuleByCode/:ruleCode',
  'PUT /sys/fillRule/executeRuleByCodeBatch',
  // The gateway proxy: upstreams the administrator published to every signed-in user; the user's
  // token never leaves (tests/server/gateway.test.ts).
  // Dictionary reads every form needs and the header's 清理缓存 (JeecgBoot lets every user refresh).
  'GET /sys/dict/getDictItems/:code',
  'GET /sys/dict/queryAllDictItems',
  'GET /sys/dict/refleshCache',
  'POST /sys/dict/refleshCache',
  'PUT /sys/dict/refleshCache',
  'DELETE /sys/dict/refleshCache',
  'GET /gateway/*',
  'POST /gateway/*',
  'PUT /gateway/*',
  'PATCH /gateway/*',
  'DELETE /gateway/*',
  // Business dashboards open for every role; each section needs its module's list permission and
  // is scoped by that module's data rules, else it is left out (tests/server/cwxt-dashboard.test.ts).
  'GET /cwxt/dashboard/analysis',
  'GET /cwxt/dashboard/todo',
  'GET /cwxt/dashboard/workplace',
  'GET /cwxt/dashboard/charts',
  'GET /cwxt/dashboard/board',
  'GET /cwxt/dashboard/monitor',
]);

/** Picker reads every form needs; tenant-scoped and without secrets (asserted in the area tests). */
export const PICKER_ROUTES = new Set([
  'GET /sys/role/queryall',
  'GET /sys/sysDepart/queryTreeList',
  'GET /sys/sysDepart/queryDepartTreeSync',
  'GET /sys/sysDepart/queryIdTree',
  'GET /sys/sysDepart/searchBy',
  'GET /sys/sysDepart/queryMyDeptTreeList',
  'GET /sys/sysDepart/queryAllParentId',
  'GET /sys/sysDepart/listAll',
  'GET /sys/sysDepart/getDepartName',
  'GET /sys/user/queryUserComponentData',
  'GET /sys/user/queryUserByDepId',
  'GET /sys/user/getMultiUser',
  'GET /sys/position/list',
  'GET /sys/position/queryByCode',
  // Widget kit: registry-only table dictionaries, categories, duplicate and rule-code checks;
  // tenant-scoped, allowlisted columns only (tests/server/widget-*.test.ts).
  'GET /sys/dict/loadDict/:code',
  'GET /sys/dict/loadDictOrderByValue/:code',
  'GET /sys/dict/loadDictItem/:code',
  'GET /sys/dict/getDictText/:code/:key',
  'GET /sys/dict/loadTreeData',
  'GET /sys/category/loadTreeRoot',
  'GET /sys/category/loadTreeChildren',
  'GET /sys/category/loadOne',
  'GET /sys/category/loadTreeData',
  'GET /sys/category/loadDictItem',
  'GET /sys/category/loadDictItem/',
  'GET /sys/duplicate/check',
  'GET /sys/checkRule/checkByCode',
  // The plant picker: only the plants the caller's business menus show; nothing without one
  // (tests/server/cwxt-plant.test.ts).
  'GET /cwxt/plant/options',
]);

/**
 * Routes whose policy is a session but whose handler authorizes per object, refusing (403, 510)
 * a caller without that object's grant, an unknown object alike (so existence is not revealed).
 * Their refusals and rows per role are asserted in the named tests, not by the any-user sweep.
 */
export const HANDLER_AUTHORIZED = new Set([
  // Online report runtime: the report's menu or grant, tenant and plant scope in
  // server/modules/cgreport/report-access.ts (tests/server/report-access-matrix.test.ts).
  'GET /online/cgreport/api/getRpColumns/:key',
  'GET /online/cgreport/api/getQueryInfo/:key',
  'GET /online/cgreport/api/getData/:key',
  'GET /online/cgreport/api/getColumnsAndData/:key',
  'GET /online/cgreport/api/getParamsInfo/:key',
]);

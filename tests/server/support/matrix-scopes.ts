import { ADMIN_PATHS as A } from '../../../src/shared/domain/routes/admin-paths';
import { BIZ_PATHS as B } from '../../../src/shared/domain/routes/business-paths';

/**
 * The reviewed table of the tenant and data rules each route applies, read from the owning
 * modules (server/modules/<area>: business/scope.ts bizScope, access/tenant-scope.ts,
 * access/rule-conditions.ts dataRuleConditions(menu), the handlers' own-user reads). Keys are
 * "METHOD /path" (exact, relative to the API base) or "/prefix/" (every method and path under it);
 * an exact key wins over a prefix, a longer prefix over a shorter one. A route matching nothing
 * fails tests/server/route-inventory.test.ts, and the generated docs/security/route-inventory.md
 * changes with every new route, so both force a review.
 *
 * Vocabulary:
 *   none            — no session and no tenant (sign-in, registration, recovery, public files)
 *   own-user        — acts on the caller only; no user id is taken from input
 *   tenant          — rows of the acting tenant (header tenant checked against the user's, else the first)
 *   tenant+platform — the tenant's rows and the shared platform rows (tenant_id NULL) for reads
 *   platform        — platform-wide configuration, not per tenant (menu tree, jobs, data sources…)
 *   dataRule(menu)  — the data rules granted on that menu page (JeecgBoot's rule model), ANDed
 *   plant           — the business plant rule `plantId IN #{sys_plant_ids}` of 电厂用户, carried as a data rule
 *   reportGrant     — the online report's menu (`/online/cgreport/<code or id>`) or its read code
 *                     (server/modules/cgreport/report-access.ts)
 */
const rule = (menu: string) => `dataRule(${menu})`;
const biz = (menu: string) => `tenant+${rule(menu)}+plant`;

export const ROUTE_SCOPES: Readonly<Record<string, string>> = {
  // Sign-in, registration, recovery, third-party and CAS sign-in: before any session.
  'GET /sys/randomImage/:key': 'none',
  'POST /sys/login': 'none',
  'POST /sys/phoneLogin': 'none',
  'POST /sys/sms': 'none',
  'POST /sys/user/register': 'none (new user joins the default tenant)',
  'GET /sys/user/checkOnlyUser': 'none',
  'POST /sys/user/phoneVerification': 'none',
  'POST /sys/user/passwordChange': 'none (single-use ticket names the user)',
  'GET /sys/common/static/*': 'none (128-bit random file names)',
  '/sys/thirdLogin/': 'none (signed single-use state names the user)',
  '/sys/cas/': 'none (CAS ticket names the user)',
  'GET /websocket/:userId': 'own-user (token user = path userId)',
  'GET /vxeSocket/:userId/:pageId': 'own-user + the record module authorize() (tenant+dataRule)',

  // Self-service: the caller's own session, menu, departments, settings and bindings.
  'POST /sys/logout': 'own-user',
  'GET /sys/permission/getUserPermissionByToken': 'own-user (tenant menus)',
  'GET /sys/user/getCurrentUserDeparts': 'own-user',
  'PUT /sys/selectDepart': 'own-user',
  'POST /sys/selectDepart': 'own-user',
  'PUT /sys/user/updatePassword': 'own-user',
  'GET /sys/tenant/getCurrentUserTenant': 'own-user',
  'GET /sys/tenant/queryList': 'own-user (own tenants; super users every active one)',
  'GET /sys/annountCement/syncNotic': 'own-user+tenant (announcements the caller may read)',
  'GET /sys/annountCement/show/:id':
    'own-user+tenant (token in the query; announcements the caller may read)',
  'GET /sys/loginfo': `tenant+login log of the tenant's users (super users: all)`,
  'GET /sys/visitInfo': `tenant+login log of the tenant's users (super users: all)`,
  'GET /sys/thirdApp/getEnabledType': 'tenant (the tenant app configuration)',
  '/sys/user/login/setting/': 'own-user',
  '/sys/user/setting/': 'own-user',
  'GET /sys/thirdApp/getThirdAccountByUserId': 'own-user',
  'DELETE /sys/thirdApp/unbindThirdAccount': 'own-user',
  'POST /sys/thirdApp/bindByCode': 'own-user',
  'POST /sys/thirdLogin/bindTicket': 'own-user',
  'POST /sys/thirdLogin/bindStart': 'own-user',
  'GET /sys/annountCement/listByUser': 'own-user+tenant',
  '/sys/sysAnnouncementSend/': 'own-user+tenant',
  'POST /sys/common/upload': 'own-user (file owner) + tenant',

  // Identity administration.
  '/sys/user/': `tenant+${rule(A.user)}`,
  'GET /sys/user/queryByOrgCodeForAddressList': `tenant+${rule(A.addressList)}`,
  'GET /sys/user/queryUserComponentData': 'tenant',
  'GET /sys/user/queryUserByDepId': 'tenant',
  'GET /sys/user/getMultiUser': 'tenant',
  '/sys/role/': 'tenant+platform (platform roles read-only)',
  '/sys/permission/': 'platform (menu tree, super users for platform writes)',
  'GET /sys/permission/queryRolePermission': 'tenant (role of the tenant)',
  'POST /sys/permission/saveRolePermission': 'tenant (role of the tenant, grant guard)',
  'GET /sys/permission/queryDepartPermission': 'tenant (department of the tenant)',
  'POST /sys/permission/saveDepartPermission': 'tenant (department of the tenant, grant guard)',
  '/sys/sysDepart/': `tenant+${rule(A.depart)}`,
  '/sys/sysDepartRole/': 'tenant (department of the tenant)',
  '/sys/sysDepartPermission/': 'tenant (department of the tenant, grant guard)',
  '/sys/position/': `tenant+platform+${rule(A.position)}`,
  '/sys/tenant/': `platform+${rule(A.tenant)} (non-super: own tenants only)`,
  '/sys/online/': `tenant+${rule(A.online)}`,
  '/sys/log/': `tenant+${rule(A.log)}`,
  '/sys/annountCement/': `tenant+${rule(A.announcement)}`,
  '/sys/message/': `tenant+platform+${rule(A.messageTemplate)}`,

  // Platform administration.
  '/sys/dict/': 'tenant+platform',
  '/sys/dict/load': 'tenant+platform (registry tables only)',
  'GET /sys/dict/getDictText/:code/:key': 'tenant+platform (registry tables only)',
  '/sys/dictItem/': 'tenant+platform',
  '/sys/dictTableRegistry/': 'platform',
  '/sys/category/': 'tenant+platform',
  '/sys/duplicate/': 'tenant (allowlisted tables and fields)',
  '/sys/checkRule/': `platform+${rule(A.checkRule)}`,
  'GET /sys/checkRule/checkByCode': 'platform',
  '/sys/fillRule/': `platform+${rule(A.fillRule)}`,
  '/sys/fillRule/executeRuleByCode': 'platform',
  '/sys/dataSource/': `platform+${rule(A.dataSource)}`,
  '/sys/gatewayRoute/': `platform+${rule(A.gateway)}`,
  '/gateway/': 'platform (published upstreams; the caller token never leaves)',
  '/sys/quartzJob/': `platform+${rule(A.quartzJob)}`,
  '/sys/monitor/': 'platform',
  '/actuator/': 'platform',
  'GET /sys/actuator/redis/queryDiskInfo': 'platform',
  'GET /sys/dataSource/options': 'platform (codes and names only)',
  '/sys/dataLog/': `tenant+${rule(A.dataLog)}`,
  '/sys/oss/': `tenant+${rule(A.oss)}`,
  '/sys/thirdApp/': 'tenant (the tenant app configuration)',
  '/online/cgreport/': 'tenant+platform (reads), tenant (writes)',
  '/online/cgreport/api/':
    'tenant+platform+reportGrant+plant (report menu or grant; declared plant/tenant columns)',
  '/online/cgform/': 'tenant+platform (reads), tenant (writes)',
  '/online/cgform/api/form/': 'tenant+form code+dataRule(form menu)',
  '/online/cgform/api/get': 'tenant+form code+dataRule(form menu)',
  '/online/cgform/api/subForm/': 'tenant+form code+dataRule(form menu)',
  '/online/cgform/api/exportXls/': 'tenant+form code+dataRule(form menu)',
  '/online/cgform/api/importXls/': 'tenant+form code+dataRule(form menu)',

  // The business: every read and write through bizScope (tenant + the menu data rules).
  '/cwxt/plant/': biz(B.plant),
  'GET /cwxt/plant/options': `tenant+dataRule(each business menu held)+plant`,
  '/cwxt/unit/': biz(B.unit),
  '/cwxt/settlement/': biz(B.settlement),
  '/cwxt/settlementLine/': biz(B.settlement),
  '/cwxt/ledger/': biz(B.ledger),
  '/cwxt/invoice/': `tenant+dataRule(${B.invoiceFolder} page of the view)+plant`,
  'GET /cwxt/invoice/submitTasks': biz(B.invoiceSubmit),
  'POST /cwxt/invoice/submit': biz(B.invoiceSubmit),
  '/cwxt/invoice/statistics': biz(B.invoiceStats),
  'GET /cwxt/invoice/exportStatistics': biz(B.invoiceStats),
  '/cwxt/invoice/tolerance': 'tenant',
  '/cwxt/notice/': biz(B.notice),
  '/cwxt/notice/rec': `${biz(B.noticeFeedback)}+own-user (recipient)`,
  'POST /cwxt/notice/read': `${biz(B.noticeFeedback)}+own-user (recipient)`,
  'POST /cwxt/notice/reply': `${biz(B.noticeFeedback)}+own-user (recipient)`,
  '/cwxt/feedback/': biz(B.feedback),
  '/cwxt/news/': biz(B.newsManage),
  'GET /cwxt/news/feed': biz(B.newsIndex),
  'GET /cwxt/news/detail': biz(B.newsIndex),
  '/cwxt/dashboard/': 'tenant+dataRule(menu of each section held)+plant',
};

/** The reviewed scope of `METHOD /path` (relative to the API base), or undefined when none applies. */
export function scopeOf(method: string, path: string): string | undefined {
  const exact = ROUTE_SCOPES[`${method} ${path}`];
  if (exact) return exact;
  let best: string | undefined;
  for (const key of Object.keys(ROUTE_SCOPES)) {
    if (key.startsWith('/') && path.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return best ? ROUTE_SCOPES[best] : undefined;
}

// Who may read a report's data, and under which scope (docs/decisions.md "Online report access").
// Every runtime read (columns, query info, params, data, columns-and-data, export) opens the report
// here first. A reader needs the report's menu (`/online/cgreport/<code or id>`) or its grant code
// (cgreportReadCode); report admins (PERM.cgreport.list) may preview reports that declare a tenant
// column, or reviewed-source reports (tenant-scoped by their source). A report the reader may not
// read answers exactly like one that does not exist: 403, code 510, 没有权限，请联系管理员授权.
import { PERM } from '../../../src/shared/domain/permission/codes';
import { cgreportReadCode } from '../../../src/shared/domain/resources/cgreport';
import { REPORT_MESSAGES } from '../../../src/shared/domain/widgets/popup-report/wire';
import type { Db } from '../../db/db';
import { NO_SCOPE, type ReportScope } from '../../lib/report-sql/scope';
import { BizError, MESSAGES } from '../../plugins/envelope';
import { canReadContacts } from '../access/contact-fields';
import { hasPermissionCode } from '../access/permission-check';
import { grantDataRuleIdsSql, heldPermissionIdsSql } from '../access/grants-sql';
import { PLANT_IDS_VARIABLE, plantIdsOfUser } from '../access/plant-ids';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { loadAnyReport, type AnyReport, type ReportHead } from './report-meta';

export interface OpenedReport {
  any: AnyReport;
  /** SQL reports: the plant and tenant conditions every run applies (NO_SCOPE for a source report). */
  scope: ReportScope;
  tenantId: number | null;
  /** Source reports: whether the reader may see the source's contact fields (contact-fields.ts). */
  contacts: boolean;
}

const denied = () => new BizError(MESSAGES.noAuth, 510, 403);

/** The menu urls that open this report (JeecgBoot's `/online/cgreport/:code` menus; its id too). */
export const reportMenuUrls = (head: Pick<ReportHead, 'id' | 'code'>): string[] => [
  `/online/cgreport/${head.code}`,
  `/online/cgreport/${head.id}`,
];

/** Holds an active menu or page row (menu_type 0/1) whose url opens the report, in the tenant. */
async function holdsReportMenu(db: Db, auth: AuthContext, tenantId: number | null, head: ReportHead) {
  const rows = await db.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sys_permission p
        WHERE p.del_flag = 0 AND p.menu_type IN (0, 1) AND p.url = ANY ($3::text[])
          AND p.id IN (${heldPermissionIdsSql('$1', '$2')})) AS yes`,
    [auth.user.id, tenantId, reportMenuUrls(head)],
  );
  return rows[0]?.yes === true;
}

/**
 * A reader bound to their own plants: one of their grants in the tenant (roles or department
 * roles) chose an active data rule on `#{sys_plant_ids}` — the seeded 电厂用户 rule. Such a reader
 * sees reports only through a declared plant column, whatever menu the report hangs under.
 */
async function isPlantBound(db: Db, auth: AuthContext, tenantId: number | null): Promise<boolean> {
  if (auth.isSuper) return false;
  const rows = await db.query<{ yes: boolean }>(
    `WITH grants AS (${grantDataRuleIdsSql('$1', '$2')})
     SELECT EXISTS (SELECT 1 FROM grants g JOIN sys_permission_data_rule d
                       ON d.id = ANY (string_to_array(coalesce(g.data_rule_ids, ''), ','))
                    WHERE d.status = '1' AND strpos(d.rule_value, $3) > 0) AS yes`,
    [auth.user.id, tenantId, PLANT_IDS_VARIABLE],
  );
  return rows[0]?.yes === true;
}

/** Every plant of the tenant: the plant scope of a reader who is not bound to their own plants. */
async function tenantPlantIds(db: Db, tenantId: number | null): Promise<string[]> {
  if (tenantId === null) return [];
  const rows = await db.query<{ id: string }>('SELECT id FROM biz_plant WHERE tenant_id = $1::integer', [
    tenantId,
  ]);
  return rows.map((r) => r.id);
}

async function mayRead(
  db: Db,
  auth: AuthContext,
  tenantId: number | null,
  any: AnyReport,
  reportAdmin: boolean,
): Promise<boolean> {
  if (auth.isSuper) return true;
  const head = any.report.head;
  // Report admins preview what is tenant-scoped anyway; an unscoped SQL report needs a grant.
  if (reportAdmin && (any.kind === 'source' || head.scope_tenant_col)) return true;
  if (await holdsReportMenu(db, auth, tenantId, head)) return true;
  return hasPermissionCode(db, auth.user.id, tenantId, cgreportReadCode(head.code));
}

/**
 * The report by code or id, if the caller may read it, with the scope its SQL runs under.
 * Unknown, foreign-tenant and ungranted reports all answer 403 to a reader who is not a report
 * admin (report admins list every head of the tenant anyway, so they get 实体不存在).
 */
export async function openReport(
  db: Db,
  auth: AuthContext,
  by: 'code' | 'id',
  key: string,
): Promise<OpenedReport> {
  const tenantId = effectiveTenantId(auth);
  const reportAdmin =
    auth.isSuper || (await hasPermissionCode(db, auth.user.id, tenantId, PERM.cgreport.list));
  let any: AnyReport;
  try {
    any = await loadAnyReport(db, tenantId, by, key);
  } catch (err) {
    if (!reportAdmin && err instanceof BizError && err.message === REPORT_MESSAGES.notFound) throw denied();
    throw err;
  }
  if (!(await mayRead(db, auth, tenantId, any, reportAdmin))) throw denied();
  if (any.kind === 'source') {
    // People's contact details follow the user-admin rule of the pickers, report grant or not.
    const contacts = any.report.source.contactFields.length === 0 || (await canReadContacts(db, auth));
    return { any, scope: NO_SCOPE, tenantId, contacts };
  }
  const head = any.report.head;
  const plantBound = await isPlantBound(db, auth, tenantId);
  // Fail closed: a plant-bound reader never reads a report that cannot be cut to their plants.
  if (plantBound && !head.scope_plant_col) throw denied();
  const scope: ReportScope = {
    tenant: head.scope_tenant_col ? { column: head.scope_tenant_col, id: tenantId } : null,
    plant: head.scope_plant_col
      ? {
          column: head.scope_plant_col,
          ids: plantBound ? await plantIdsOfUser(db, auth) : await tenantPlantIds(db, tenantId),
        }
      : null,
  };
  return { any, scope, tenantId, contacts: true };
}

import type { Page } from '../../../src/shared/domain/contract/result';
import { addressListSchema } from '../../../src/shared/domain/resources/address-list';
import type { AppDeps } from '../../fastify-types';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { RESERVED_USERNAME } from '../user/user-scope';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';

export const ADDRESS_LIST_MESSAGES = { badOrgCode: '部门编码格式不正确' } as const;

/** Department codes are letters and digits (A01A03), so a prefix match needs no LIKE escaping. */
const ORG_CODE = /^[A-Za-z0-9]{1,64}$/;

interface AddressRow {
  [key: string]: unknown;
  id: string;
  realname: string | null;
  work_no: string | null;
  post: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
  depart_names: string | null;
}

/** One person of the address list: contact fields only, never credentials or account settings. */
export interface AddressEntry {
  id: string;
  realname: string | null;
  workNo: string | null;
  departNames: string | null;
  post: string | null;
  postNames: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
}

const toEntry = (r: AddressRow): AddressEntry => ({
  id: r.id,
  realname: r.realname,
  workNo: r.work_no,
  departNames: r.depart_names,
  post: r.post,
  postNames: null,
  phone: r.phone,
  email: r.email,
  telephone: r.telephone,
});

/**
 * GET /sys/user/queryByOrgCodeForAddressList: live, enabled users of the acting tenant, those of
 * the department `orgCode` and its sub-departments when given, searchable by realname / workNo.
 */
export async function queryAddressList(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AddressEntry>> {
  const tenantId = effectiveTenantId(auth);
  const orgCode = typeof query.orgCode === 'string' ? query.orgCode.trim() : '';
  if (orgCode !== '' && !ORG_CODE.test(orgCode)) throw new BizError(ADDRESS_LIST_MESSAGES.badOrgCode);
  // Only the schema's own filters reach the list engine (orgCode is handled here).
  const { orgCode: _orgCode, ...rest } = query;
  const departs = (p: SqlParams) => `d.del_flag = '0' AND ${rowTenantCondition('d', p, tenantId, true)}`;
  const page = await runListQuery<AddressRow, AddressEntry>(deps.db, {
    schema: addressListSchema,
    alias: 'u',
    query: rest,
    dataRules: await dataRuleConditions(deps.db, auth, ADMIN_PATHS.addressList),
    select: `u.id, u.realname, u.work_no, u.post, u.phone, u.email, u.telephone,
      (SELECT string_agg(d.depart_name, ',' ORDER BY d.org_code) FROM sys_user_depart ud
         JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id AND d.del_flag = '0') AS depart_names`,

    from: 'sys_user u',
    fixedWhere: (p) => [
      userTenantCondition('u', p, tenantId),
      'u.del_flag = 0',
      'u.status = 1',
      `u.username <> ${p.add(RESERVED_USERNAME)}`,
      ...(orgCode
        ? [
            `EXISTS (SELECT 1 FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
               WHERE ud.user_id = u.id AND ${departs(p)} AND d.org_code LIKE ${p.add(`${orgCode}%`)})`,
          ]
        : []),
    ],
    mapRow: toEntry,
  });
  await attachPostNames(deps.db, tenantId, page.records);
  return page;
}

const codesOf = (post: string | null) =>
  (post ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** Position names for the page's post codes: the tenant's positions first, then platform ones. */
async function attachPostNames(db: Db, tenantId: number | null, entries: AddressEntry[]): Promise<void> {
  const codes = [...new Set(entries.flatMap((e) => codesOf(e.post)))];
  if (codes.length === 0) return;
  const p = new SqlParams();
  const rows = await db.query<{ code: string; name: string }>(
    `SELECT s.code, s.name FROM sys_position s
      WHERE s.code = ANY(${p.add(codes)}::varchar[]) AND ${rowTenantCondition('s', p, tenantId, true)}
      ORDER BY s.tenant_id NULLS FIRST`,
    p.values,
  );
  // Later rows (the tenant's own) overwrite platform names of the same code.
  const names = new Map(rows.map((r) => [r.code, r.name]));
  for (const e of entries) {
    const list = codesOf(e.post).map((c) => names.get(c) ?? c);
    e.postNames = list.length ? list.join(',') : null;
  }
}

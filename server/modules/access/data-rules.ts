import { memoByGrants } from './grants-cache';
import { grantDataRuleIdsSql } from './grants-sql';
import type { Db, Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { formatDate, formatDateTime } from '../../lib/time';
import type { AuthContext } from '../session/auth-context';
import { effectiveTenantId } from './tenant-scope';
import { PLANT_IDS_VARIABLE, plantIdsOfUser } from './plant-ids';

/** A data rule with its variables already substituted (the list engine's DataRuleCondition). */
export interface ResolvedDataRule {
  field: string;
  condition: string;
  value: string;
}

interface RuleRow extends Row {
  rule_column: string;
  rule_conditions: string;
  rule_value: string;
}

/** Current-user variables a rule value may use (JeecgBoot's #{...} names). */
export function variablesOf(auth: AuthContext, now: Date): Record<string, string> {
  return {
    sys_user_id: auth.user.id,
    sys_user_code: auth.user.username,
    sys_user_name: auth.user.realname ?? '',
    sys_org_code: auth.user.org_code ?? '',
    sys_multi_org_code: auth.user.org_code ?? '',
    sys_date: formatDate(now) ?? '',
    sys_time: formatDateTime(now) ?? '',
    tenant_id: String(effectiveTenantId(auth) ?? ''),
  };
}

/** Substitutes #{name}; an unknown variable makes the rule unusable, which is refused loudly. */
export function substituteVariables(value: string, vars: Record<string, string>): string {
  return value.replace(/#\{\s*([a-z_]+)\s*\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new BizError(`数据规则变量不存在：${name}`);
    return v;
  });
}

/**
 * The data rules that restrict the caller on the resource shown by the menu at `menuPath`:
 * the rules chosen (data_rule_ids) on each of the caller's grants of that menu, through roles and
 * department roles of the acting tenant. Super users are not restricted.
 * All rules are ANDed, as JeecgBoot does: holding the menu through several roles never widens access.
 */
export async function resolveDataRules(
  db: Db,
  auth: AuthContext,
  menuPath: string,
): Promise<ResolvedDataRule[]> {
  if (auth.isSuper) return [];
  const tenantId = effectiveTenantId(auth);
  // The rules and the user's plants change only with a grants version bump (migration 036).
  const { rows, plantIds } = await memoByGrants(
    db,
    auth.grantsVersion,
    JSON.stringify(['rules', auth.user.id, tenantId, menuPath]),
    async () => {
      const rows = await db.query<RuleRow>(
        `WITH grants AS (${grantDataRuleIdsSql('$1', '$3', '$2')})
         SELECT DISTINCT d.rule_column, d.rule_conditions, d.rule_value
           FROM grants g
           JOIN sys_permission_data_rule d
             ON d.id = ANY (string_to_array(coalesce(g.data_rule_ids, ''), ','))
          WHERE d.status = '1'`,
        [auth.user.id, menuPath, tenantId],
      );
      // Resolved only when a rule uses it: it costs a query.
      const plantIds = rows.some((r) => r.rule_value.includes(PLANT_IDS_VARIABLE))
        ? (await plantIdsOfUser(db, auth)).join(',')
        : null;
      return { rows, plantIds };
    },
  );
  const vars = variablesOf(auth, new Date());
  if (plantIds !== null) vars[PLANT_IDS_VARIABLE] = plantIds;
  return rows.map((r) => ({
    field: r.rule_column,
    condition: r.rule_conditions,
    value: substituteVariables(r.rule_value, vars),
  }));
}

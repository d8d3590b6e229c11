import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import type { Actor } from '../access/grant-guard';
import { isSuperUser } from '../access/permission-check';

export const ACTOR_RULE_MESSAGES = {
  loosened: '不能去除自己也受其约束的数据规则',
} as const;

const splitIds = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * The data rules that restrict the actor on each of these permissions: the rules chosen on every
 * grant through which the actor holds it (roles and department roles of the acting tenant).
 * Rules are ANDed when applied, so the union is what binds the actor. Empty map for super users.
 */
export async function actorRuleIds(
  db: Db,
  actor: Actor,
  permissionIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (permissionIds.length === 0 || (await isSuperUser(db, actor.userId))) return out;
  const rows = await db.query<{ permission_id: string; data_rule_ids: string | null }>(
    `SELECT rp.permission_id, rp.data_rule_ids FROM sys_role_permission rp
       JOIN sys_user_role ur ON ur.role_id = rp.role_id
       JOIN sys_role r ON r.id = ur.role_id
      WHERE ur.user_id = $1 AND (r.tenant_id IS NULL OR r.tenant_id = $2::integer)
        AND rp.permission_id = ANY($3::varchar[])
     UNION ALL
     SELECT drp.permission_id, drp.data_rule_ids FROM sys_depart_role_permission drp
       JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id
       JOIN sys_depart_role dr ON dr.id = dru.drole_id
       JOIN sys_depart d ON d.id = dr.depart_id
      WHERE dru.user_id = $1 AND (d.tenant_id IS NULL OR d.tenant_id = $2::integer)
        AND drp.permission_id = ANY($3::varchar[])`,
    [actor.userId, actor.tenantId, permissionIds],
  );
  for (const row of rows) {
    const ids = splitIds(row.data_rule_ids);
    if (ids.length === 0) continue;
    out.set(row.permission_id, [...new Set([...(out.get(row.permission_id) ?? []), ...ids])]);
  }
  return out;
}

/** data_rule_ids for a new grant made by the actor: the actor's own restrictions carry over. */
export function inheritedRuleIds(rules: Map<string, string[]>, permissionId: string): string | null {
  const ids = rules.get(permissionId);
  return ids && ids.length > 0 ? ids.join(',') : null;
}

/** A grant's chosen rules may not drop a rule that restricts the actor on that permission. */
export async function assertKeepsActorRules(
  db: Db,
  actor: Actor,
  permissionId: string,
  chosen: readonly string[],
): Promise<void> {
  const own = (await actorRuleIds(db, actor, [permissionId])).get(permissionId) ?? [];
  if (own.some((id) => !chosen.includes(id))) throw new BizError(ACTOR_RULE_MESSAGES.loosened);
}

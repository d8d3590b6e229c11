/**
 * Data-permission rule conditions (JeecgBoot `sys_permission_data_rule.rule_conditions`).
 * The editor offers DATA_RULE_CONDITIONS; `USE_SQL_RULES` (a free SQL fragment in JeecgBoot)
 * is a known value so stored rows can be read, but it is never offered and the server refuses it.
 */

export const DATA_RULE_CONDITIONS = [
  { value: '=', label: '等于' },
  { value: '!=', label: '不等于' },
  { value: '>', label: '大于' },
  { value: '>=', label: '大于等于' },
  { value: '<', label: '小于' },
  { value: '<=', label: '小于等于' },
  { value: 'LIKE', label: '包含' },
  { value: 'LEFT_LIKE', label: '左模糊' },
  { value: 'RIGHT_LIKE', label: '右模糊' },
  { value: 'IN', label: '在…中' },
] as const;

export type OfferedDataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number]['value'];

/** Stored in JeecgBoot for custom SQL; refused by this project's server (no free SQL ever). */
export const SQL_RULES_CONDITION = 'USE_SQL_RULES';

export type DataRuleConditionCode = OfferedDataRuleCondition | typeof SQL_RULES_CONDITION;

export const DATA_RULE_CONDITION_LABELS: Readonly<Record<OfferedDataRuleCondition, string>> =
  Object.fromEntries(DATA_RULE_CONDITIONS.map((c) => [c.value, c.label])) as Record<
    OfferedDataRuleCondition,
    string
  >;

/** A stored string → a known condition code (trimmed, symbols exact, words case-insensitive), else null. */
export function toDataRuleConditionCode(raw: string): DataRuleConditionCode | null {
  const value = raw.trim();
  const upper = value.toUpperCase();
  if (upper === SQL_RULES_CONDITION) return SQL_RULES_CONDITION;
  const hit = DATA_RULE_CONDITIONS.find((c) => c.value === value || c.value === upper);
  return hit ? hit.value : null;
}

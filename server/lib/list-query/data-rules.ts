// Data-permission rules (JeecgBoot `sys_permission_data_rule`) → SQL. Rules restrict what a
// user may see or change, so everything here fails closed: an unknown field or condition is an
// error (never a skipped rule), an IN list with no items matches nothing, and the free-SQL
// condition `USE_SQL_RULES` is refused outright.
import {
  SQL_RULES_CONDITION,
  toDataRuleConditionCode,
  type DataRuleConditionCode,
} from '../../../src/shared/domain/query/data-rule-conditions';
import { QUERY_RULE_SYMBOLS, type QueryRule } from '../../../src/shared/domain/query/rules';
import {
  columnOf,
  type ResourceField,
  type ResourceSchema,
} from '../../../src/shared/domain/resources/types';
import { BizError } from '../../plugins/envelope';
import { fieldCondition } from './condition';
import { LIST_MESSAGES } from './messages';
import type { SqlParams } from './sql-params';

export interface DataRuleCondition {
  /** Field key (camelCase, as JeecgBoot's rule_column) or its column name. */
  field: string;
  condition: DataRuleConditionCode;
  /** Already resolved: the caller substitutes `#{sys_user_code}` and the like. IN takes a comma list. */
  value: string;
}

/** Data-rule conditions are JeecgBoot QueryRuleEnum symbols: the query rules' own table (checked exhaustive here). */
const RULE_OF: Readonly<Record<Exclude<DataRuleConditionCode, typeof SQL_RULES_CONDITION>, QueryRule>> =
  QUERY_RULE_SYMBOLS;

/** Any non-secret field, by key or by column name (data rules may name fields that are not filters). */
function ruleField(schema: ResourceSchema, name: string): ResourceField | undefined {
  const key = name.trim();
  const field = schema.fields.find((f) => f.key === key) ?? schema.fields.find((f) => columnOf(f) === key);
  return field && !field.secret ? field : undefined;
}

/** JeecgBoot writes literal rule values in single quotes (`'A01'`); the quotes are not part of the value. */
function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith("'") && v.endsWith("'") ? v.slice(1, -1) : v;
}

/** One rule → its condition. */
export function dataRuleToSql(
  schema: ResourceSchema,
  alias: string,
  rule: DataRuleCondition,
  p: SqlParams,
): string {
  const code = toDataRuleConditionCode(String(rule.condition));
  if (code === SQL_RULES_CONDITION) throw new BizError(LIST_MESSAGES.dataRuleSql);
  if (code === null) throw new BizError(LIST_MESSAGES.dataRuleCondition(String(rule.condition)));
  const field = ruleField(schema, rule.field);
  if (!field) throw new BizError(LIST_MESSAGES.dataRuleField(rule.field));
  const queryRule = RULE_OF[code];
  const values =
    queryRule === 'in'
      ? rule.value
          .split(',')
          .map(unquote)
          .filter((v) => v !== '')
      : [unquote(rule.value)];
  return fieldCondition(field, alias, { rule: queryRule, values }, p) ?? 'FALSE';
}

/** All rules ANDed, e.g. `(u."org_code" ILIKE $2 ESCAPE '\' AND u."status" = $3)`; null when there are none. */
export function dataRulesToSql(
  schema: ResourceSchema,
  alias: string,
  rules: readonly DataRuleCondition[] | undefined,
  p: SqlParams,
): string | null {
  if (!rules || rules.length === 0) return null;
  const parts = rules.map((r) => dataRuleToSql(schema, alias, r, p));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

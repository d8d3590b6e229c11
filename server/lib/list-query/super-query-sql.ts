// superQueryParams + superQueryMatchType (CONTRACT §5.4) → one bracketed group. Unlike
// JeecgBoot, an unreadable advanced query is refused instead of silently skipped: a list that
// looks filtered but is not would mislead the user.
import { decodeSuperQuery } from '../../../src/shared/domain/query/super-query';
import { toMatchType } from '../../../src/shared/domain/query/rules';
import { findField, isFilterable, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import { BizError } from '../../plugins/envelope';
import { fieldCondition } from './condition';
import { checkDbType, checkValueType } from './field-values';
import { LIST_MESSAGES } from './messages';
import { queryText } from './query-input';
import type { SqlParams } from './sql-params';

/**
 * The advanced-query group, e.g. `(u."sex" = $3 OR u."username" ILIKE $4 ESCAPE '\')`, or null
 * when no condition remains. Every field must be a filterable schema field: an unknown or
 * secret one is refused with `高级查询字段不存在：<field>`.
 */
export function superQueryToSql(
  schema: ResourceSchema,
  alias: string,
  rawParams: unknown,
  rawMatchType: unknown,
  p: SqlParams,
): string | null {
  const decoded = decodeSuperQuery(queryText(rawParams));
  if (!decoded.ok) throw new BizError(decoded.error);
  const parts: string[] = [];
  for (const c of decoded.conditions) {
    const field = findField(schema, c.field);
    if (!field || !isFilterable(field)) throw new BizError(LIST_MESSAGES.superQueryField(c.field));
    const values =
      c.rule === 'in'
        ? c.val
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== '')
        : [c.val];
    if (!values.every((v) => checkValueType(c.type, v) && checkDbType(c.dbType, v))) {
      throw new BizError(LIST_MESSAGES.badValue(field.title));
    }
    const sql = fieldCondition(field, alias, { rule: c.rule, values }, p);
    if (sql) parts.push(sql);
  }
  if (parts.length === 0) return null;
  const joiner = toMatchType(queryText(rawMatchType)) === 'or' ? ' OR ' : ' AND ';
  return `(${parts.join(joiner)})`;
}

// One field, one rule, its values → one SQL condition with bound values. Plain params,
// superQueryParams and data rules all end here, so they type and escape values the same way.
import { MULTI_LIKE } from '../../../src/shared/domain/query/plain-params';
import type { QueryRule } from '../../../src/shared/domain/query/rules';
import type { ResourceField } from '../../../src/shared/domain/resources/types';
import { BizError } from '../../plugins/envelope';
import {
  parseDate,
  parseDateTimeInterval,
  parseDecimal,
  parseInteger,
  valueClassOf,
  type ValueClass,
} from './field-values';
import { qualifiedColumn } from './identifiers';
import { LIST_MESSAGES, MAX_IN_VALUES } from './messages';
import type { SqlParams } from './sql-params';

export type ConditionRule = QueryRule | typeof MULTI_LIKE;

/** A rule with its values: one value, except `in` and `multi_like` (a list). */
export interface FieldFilter {
  rule: ConditionRule;
  values: readonly string[];
}

const COMPARE: Readonly<Record<'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le', string>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

/** `%`, `_` and the escape character itself are literal in a LIKE value. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likePattern(rule: 'like' | 'left_like' | 'right_like' | typeof MULTI_LIKE, value: string): string {
  const v = escapeLike(value);
  if (rule === 'left_like') return `%${v}`; // "ends with"
  if (rule === 'right_like') return `${v}%`; // "starts with"
  return `%${v}%`;
}

const isLike = (rule: ConditionRule): rule is 'like' | 'left_like' | 'right_like' | typeof MULTI_LIKE =>
  rule === 'like' || rule === 'left_like' || rule === 'right_like' || rule === MULTI_LIKE;

/**
 * The condition for `filter` on `field`, or null when there is nothing to compare (an empty list).
 * Throws BizError (`查询条件「<title>」的值格式不正确`) for a value the field's kind cannot take,
 * and for pattern rules on numbers and dates.
 */
export function fieldCondition(
  field: ResourceField,
  alias: string,
  filter: FieldFilter,
  p: SqlParams,
): string | null {
  const values = filter.values;
  if (values.length === 0) return null;
  if (values.length > MAX_IN_VALUES) throw new BizError(LIST_MESSAGES.tooManyValues(field.title));
  const column = qualifiedColumn(alias, field);
  const cls = valueClassOf(field.kind);
  const bad = () => new BizError(LIST_MESSAGES.badValue(field.title));
  // PostgreSQL text cannot hold NUL: refuse it here rather than let the statement fail.
  if (values.some((v) => v.includes('\u0000'))) throw bad();

  if (isLike(filter.rule)) {
    if (cls !== 'text' && cls !== 'castText') throw bad();
    const rule = filter.rule;
    // ILIKE: JeecgBoot's reference database (MySQL, *_ci collation) matches case-insensitively.
    const parts = values.map(
      (v) => `CAST(${column} AS text) ILIKE ${p.add(likePattern(rule, v))} ESCAPE '\\'`,
    );
    return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
  }

  if (cls === 'datetime') return dateTimeCondition(column, filter.rule, values, p, bad);

  const bind = typedBinder(cls, p, bad);
  const left = cls === 'castText' ? `CAST(${column} AS text)` : column;
  if (filter.rule === 'in') return `${left} IN (${values.map(bind).join(', ')})`;
  return `${left} ${COMPARE[filter.rule]} ${bind(values[0]!)}`;
}

function typedBinder(
  cls: Exclude<ValueClass, 'datetime'>,
  p: SqlParams,
  bad: () => BizError,
): (v: string) => string {
  switch (cls) {
    case 'integer':
      return (v) => p.add(parseInteger(v) ?? throwIt(bad()), 'bigint');
    case 'number':
      return (v) => p.add(parseDecimal(v) ?? throwIt(bad()), 'numeric');
    case 'date':
      return (v) => p.add(parseDate(v) ?? throwIt(bad()), 'date');
    case 'castText':
      return (v) => p.add(v, 'text');
    case 'text':
      return (v) => p.add(v);
  }
}

function throwIt(error: BizError): never {
  throw error;
}

/** Date-times compare as half-open intervals (see parseDateTimeInterval). */
function dateTimeCondition(
  column: string,
  rule: Exclude<ConditionRule, 'like' | 'left_like' | 'right_like' | typeof MULTI_LIKE>,
  values: readonly string[],
  p: SqlParams,
  bad: () => BizError,
): string {
  const intervals = values.map((v) => parseDateTimeInterval(v) ?? throwIt(bad()));
  const from = (i: { from: string }) => p.add(i.from, 'timestamptz');
  const to = (i: { to: string }) => p.add(i.to, 'timestamptz');
  const within = (i: { from: string; to: string }) => `(${column} >= ${from(i)} AND ${column} < ${to(i)})`;
  const first = intervals[0]!;
  switch (rule) {
    case 'eq':
      return within(first);
    case 'ne':
      return `(${column} < ${from(first)} OR ${column} >= ${to(first)})`;
    case 'gt':
      return `${column} >= ${to(first)}`;
    case 'ge':
      return `${column} >= ${from(first)}`;
    case 'lt':
      return `${column} < ${from(first)}`;
    case 'le':
      return `${column} < ${to(first)}`;
    case 'in':
      return intervals.length === 1 ? within(first) : `(${intervals.map(within).join(' OR ')})`;
  }
}

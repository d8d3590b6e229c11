// Plain list parameters (CONTRACT §5.2) → SQL conditions. Only schema fields that pass
// isFilterable count; any other key (secret fields, unknown names, `_t`, paging, sorting) is
// ignored, as Spring ignores what is not a property of the entity.
import {
  MULTI_STRING_SUFFIX,
  parsePlainValue,
  RANGE_BEGIN_SUFFIX,
  RANGE_END_SUFFIX,
} from '../../../src/shared/domain/query/plain-params';
import {
  findField,
  isFilterable,
  type ResourceField,
  type ResourceSchema,
} from '../../../src/shared/domain/resources/types';
import { fieldCondition, type FieldFilter } from './condition';
import { NON_FILTER_KEYS, queryText, type RawQuery } from './query-input';
import type { SqlParams } from './sql-params';

function filterableField(schema: ResourceSchema, key: string): ResourceField | undefined {
  const field = findField(schema, key);
  return field && isFilterable(field) ? field : undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The key/value pair as a field and filter, or null when the key is not a filter. */
function readParam(
  schema: ResourceSchema,
  key: string,
  value: string,
): { field: ResourceField; filter: FieldFilter } | null {
  const exact = filterableField(schema, key);
  if (exact) {
    const plain = parsePlainValue(value);
    if (!plain) return null;
    const values = 'values' in plain ? plain.values : [plain.value];
    return { field: exact, filter: { rule: plain.rule, values } };
  }
  const ranged = (suffix: string, rule: 'ge' | 'le') => {
    if (!key.endsWith(suffix)) return null;
    const field = filterableField(schema, key.slice(0, -suffix.length));
    const v = value.trim();
    return field && v ? { field, filter: { rule, values: [v] } } : null;
  };
  const range = ranged(RANGE_BEGIN_SUFFIX, 'ge') ?? ranged(RANGE_END_SUFFIX, 'le');
  if (range) return range;
  if (key.endsWith(MULTI_STRING_SUFFIX)) {
    const field = filterableField(schema, key.slice(0, -MULTI_STRING_SUFFIX.length));
    const values = splitList(value);
    return field && values.length ? { field, filter: { rule: 'in', values } } : null;
  }
  return null;
}

/** One SQL condition per plain filter parameter in `query` (ANDed by the caller). */
export function plainFilterConditions(
  schema: ResourceSchema,
  alias: string,
  query: RawQuery,
  p: SqlParams,
): string[] {
  const conditions: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (NON_FILTER_KEYS.has(key)) continue;
    const value = queryText(raw);
    if (value === undefined) continue;
    const hit = readParam(schema, key, value);
    if (!hit) continue;
    const sql = fieldCondition(hit.field, alias, hit.filter, p);
    if (sql) conditions.push(sql);
  }
  return conditions;
}

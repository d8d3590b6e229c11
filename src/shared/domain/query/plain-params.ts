import type { FieldKind, SearchMode } from '../resources/types';
import type { QueryRule } from './rules';

/**
 * Plain list parameters (CONTRACT §5.2): how a search form wraps its values on the client, and
 * how the server reads a wrapped value back into a rule. Both sides live here so they cannot drift.
 */

// ---------------------------------------------------------------------------------------------
// Client side: wrapping
// ---------------------------------------------------------------------------------------------

/** The text-input modes of the spec (002 §5: contains, not-equal, >=, <=) plus plain equality. */
export type WrapMode = 'eq' | 'like' | 'ne' | 'ge' | 'le';

/**
 * Wraps one search value: like → `*v*`, ne → `!v`, ge → `>= v`, le → `<= v`, eq → v.
 * `>=`/`<=` get a space after the symbol because JeecgBoot only reads the operator when the
 * third character is a space (`>=10` would be an equality on the text ">=10").
 * The value is trimmed; an empty value gives '' (the list mixin drops empty params).
 */
export function wrapSearchValue(mode: WrapMode, value: string | number): string {
  const v = String(value).trim();
  if (v === '') return '';
  switch (mode) {
    case 'like':
      return `*${v}*`;
    case 'ne':
      return `!${v}`;
    case 'ge':
      return `>= ${v}`;
    case 'le':
      return `<= ${v}`;
    case 'eq':
      return v;
  }
}

export const RANGE_BEGIN_SUFFIX = '_begin';
export const RANGE_END_SUFFIX = '_end';
export const MULTI_STRING_SUFFIX = '_MultiString';

export type SearchInput =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | null | undefined>;

/**
 * One search-form field → its query params. `range` takes `[begin, end]` and gives
 * `{key}_begin` / `{key}_end` (date fields are cut to the 10-char day, the server adds the
 * times); an array for eq/like is sent as a comma list (the server reads it as IN).
 * Empty values give no param at all.
 */
export function searchParams(
  key: string,
  mode: SearchMode,
  value: SearchInput,
  kind?: FieldKind,
): Record<string, string> {
  if (value === null || value === undefined) return {};
  if (mode === 'range') {
    const [begin, end] = Array.isArray(value) ? value : [value, undefined];
    const out: Record<string, string> = {};
    const b = rangeBound(begin, kind);
    const e = rangeBound(end, kind);
    if (b) out[key + RANGE_BEGIN_SUFFIX] = b;
    if (e) out[key + RANGE_END_SUFFIX] = e;
    return out;
  }
  if (Array.isArray(value)) {
    const parts = value
      .map((v) => (v === null || v === undefined ? '' : String(v).trim()))
      .filter((v) => v !== '');
    return parts.length ? { [key]: parts.join(',') } : {};
  }
  const wrapped = wrapSearchValue(mode, String(value));
  return wrapped ? { [key]: wrapped } : {};
}

function rangeBound(value: string | number | boolean | null | undefined, kind?: FieldKind): string {
  if (value === null || value === undefined) return '';
  const v = String(value).trim();
  return kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : v;
}

// ---------------------------------------------------------------------------------------------
// Server side: reading a plain value (CONTRACT §5.2 steps 1–8)
// ---------------------------------------------------------------------------------------------

/** `,a,b,` on a multi-value column: any of the parts as a contains-match. */
export const MULTI_LIKE = 'multi_like';

export type PlainCondition =
  | { rule: Exclude<QueryRule, 'in'>; value: string }
  | { rule: 'in'; values: string[] }
  | { rule: typeof MULTI_LIKE; values: string[] };

/** Two-character operators read when the third character is a space (symbols and codes). */
const TWO_CHAR_OPS: Readonly<Record<string, QueryRule>> = {
  '>=': 'ge',
  '<=': 'le',
  '!=': 'ne',
  '<>': 'ne',
  ge: 'ge',
  le: 'le',
  gt: 'gt',
  lt: 'lt',
  eq: 'eq',
  ne: 'ne',
  in: 'in',
  IN: 'in',
};

/** One-character operators read when the second character is a space. */
const ONE_CHAR_OPS: Readonly<Record<string, QueryRule>> = { '>': 'gt', '<': 'lt', '=': 'eq' };

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function withRule(rule: QueryRule, value: string): PlainCondition | null {
  if (rule === 'in') {
    const values = splitList(value);
    return values.length ? { rule: 'in', values } : null;
  }
  return { rule, value };
}

/**
 * Reads one plain query value. Returns null when there is nothing to filter on (empty value,
 * or a list with no items). Departures from JeecgBoot, all towards what the user meant:
 * operator values are trimmed (`>= 10` → `10`, JeecgBoot kept the space), `!= x` / `ne x` give
 * not-equal `x` and `in a,b` gives IN [a, b] (broken in JeecgBoot), and list items are trimmed.
 */
export function parsePlainValue(raw: string): PlainCondition | null {
  const val = raw.trim();
  if (val === '') return null;

  // Special form: `,1,3,` → any of the parts, contains-match (multi-value columns).
  if (val.length > 1 && val.startsWith(',') && val.endsWith(',')) {
    const values = splitList(val);
    return values.length ? { rule: MULTI_LIKE, values } : null;
  }
  if (val === ',') return null;

  // 1. `>= 10`, `ge 10`, …
  if (val.length >= 3 && val[2] === ' ') {
    const rule = TWO_CHAR_OPS[val.slice(0, 2)];
    if (rule) return withRule(rule, val.slice(3).trim());
  }
  // 2. `> 5`, `< 5`, `= 5`
  if (val.length >= 2 && val[1] === ' ') {
    const rule = ONE_CHAR_OPS[val.slice(0, 1)];
    if (rule) return withRule(rule, val.slice(2).trim());
  }
  // 3. a lone star is the literal star
  if (val === '*') return { rule: 'eq', value: '*' };
  // 4. stars: *v* contains, *v ends with, v* starts with
  if (val.includes('*')) {
    const starts = val.startsWith('*');
    const ends = val.endsWith('*');
    if (starts && ends) return { rule: 'like', value: val.slice(1, -1) };
    if (starts) return { rule: 'left_like', value: val.slice(1) };
    if (ends) return { rule: 'right_like', value: val.slice(0, -1) };
  }
  // 5. comma list → IN
  if (val.includes(',')) return withRule('in', val);
  // 6. !v → not equal
  if (val.startsWith('!')) return { rule: 'ne', value: val.slice(1) };
  // 7. legacy `a++b` → equality on `a,b`
  if (val.indexOf('++') > 0) return { rule: 'eq', value: val.replace(/\+\+/g, ',') };
  // 8. equality; JeecgBoot drops one leading `=` (`=5` → 5) except for the value `=` itself
  if (val.startsWith('=') && val !== '=') return { rule: 'eq', value: val.slice(1) };
  return { rule: 'eq', value: val };
}

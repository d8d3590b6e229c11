/**
 * The advanced-query rule catalogue (CONTRACT §5.2/§5.4, spec 002 §5 "Advanced query"):
 * the rule codes the builder sends, the symbols JeecgBoot also accepts for them, the labels
 * the builder shows, and the two match types.
 */

export const QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

/** Builder labels, in the builder's option order (JeecgBoot JSuperQuery). */
export const QUERY_RULE_OPTIONS: ReadonlyArray<{ value: QueryRule; label: string }> = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];

export const QUERY_RULE_LABELS: Readonly<Record<QueryRule, string>> = Object.fromEntries(
  QUERY_RULE_OPTIONS.map((o) => [o.value, o.label]),
) as Record<QueryRule, string>;

/**
 * Symbol and upper-case aliases (JeecgBoot QueryRuleEnum values). `<>` is not in JeecgBoot 3.4
 * but is the SQL spelling of not-equal, so it is accepted too.
 */
export const QUERY_RULE_SYMBOLS = {
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
  IN: 'in',
} as const satisfies Readonly<Record<string, QueryRule>>;

/** Rules that compare text patterns (only meaningful on text-like fields). */
export const LIKE_RULES: ReadonlySet<QueryRule> = new Set<QueryRule>(['like', 'left_like', 'right_like']);

export function isQueryRule(value: string): value is QueryRule {
  return (QUERY_RULES as readonly string[]).includes(value);
}

/** A rule code or symbol → the rule code; anything else → null. Codes are matched case-insensitively. */
export function toQueryRule(value: string): QueryRule | null {
  const trimmed = value.trim();
  const symbols: Readonly<Record<string, QueryRule>> = QUERY_RULE_SYMBOLS;
  const symbol = symbols[trimmed] ?? symbols[trimmed.toUpperCase()];
  if (symbol) return symbol;
  const lower = trimmed.toLowerCase();
  return isQueryRule(lower) ? lower : null;
}

export const MATCH_TYPES = ['and', 'or'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const MATCH_TYPE_OPTIONS: ReadonlyArray<{ value: MatchType; label: string }> = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/** `or` in any case → or; anything else (missing included) → and, as JeecgBoot does. */
export function toMatchType(value: unknown): MatchType {
  return typeof value === 'string' && value.trim().toLowerCase() === 'or' ? 'or' : 'and';
}

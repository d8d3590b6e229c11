import { toQueryRule, type QueryRule } from './rules';

/**
 * The advanced query (`superQueryParams`, CONTRACT §5.4). The builder sends
 * `encodeURI(JSON.stringify(conditions))` (and axios URL-encodes that once more); the server
 * decodes it back into typed conditions. Extra builder keys (dictCode, options, popup, …) are
 * dropped on decode: the server reads only field, type, dbType, rule and val.
 */

export interface SuperQueryCondition {
  /** camelCase field key of the resource schema. */
  field: string;
  /** Builder control type; `date` / `datetime` make the server parse the value as such. */
  type?: string;
  /** Value conversion hint: int, bigdecimal, short, long, float, double, boolean. */
  dbType?: string;
  rule: QueryRule;
  /** The value; IN takes a comma list. */
  val: string;
}

/** What the builder holds before sending: `val` may be an array (multi-select) or a number. */
export interface SuperQueryDraft {
  field?: string | null;
  type?: string | null;
  dbType?: string | null;
  rule?: string | null;
  val?: unknown;
  [extra: string]: unknown;
}

/** More conditions than any builder screen holds: a longer list is not from our client. */
export const SUPER_QUERY_MAX_CONDITIONS = 50;

export const SUPER_QUERY_MESSAGES = {
  malformed: '高级查询条件格式不正确',
  tooMany: `高级查询条件过多，最多 ${SUPER_QUERY_MAX_CONDITIONS} 个`,
  badRule: (rule: string) => `高级查询规则不正确：${rule}`,
} as const;

function valueText(val: unknown): string {
  if (val === null || val === undefined) return '';
  if (Array.isArray(val)) {
    return val
      .filter((v) => v !== null && v !== undefined && String(v).trim() !== '')
      .map((v) => String(v).trim())
      .join(',');
  }
  if (typeof val === 'string') return val.trim();
  if (typeof val === 'number' || typeof val === 'boolean') return String(val);
  return '';
}

function optionalText(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * The items worth sending, in the server's shape: items with an empty field, rule or value are
 * dropped, arrays are joined with ','. A rule that is neither a code nor a known symbol makes
 * the whole list invalid (returned as `error`).
 */
export function normalizeSuperQuery(
  items: readonly unknown[],
): { ok: true; conditions: SuperQueryCondition[] } | { ok: false; error: string } {
  const conditions: SuperQueryCondition[] = [];
  for (const item of items) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      return { ok: false, error: SUPER_QUERY_MESSAGES.malformed };
    }
    const draft = item as SuperQueryDraft;
    const field = typeof draft.field === 'string' ? draft.field.trim() : '';
    const ruleText = typeof draft.rule === 'string' ? draft.rule.trim() : '';
    const val = valueText(draft.val);
    if (!field || !ruleText || !val) continue;
    const rule = toQueryRule(ruleText);
    if (!rule) return { ok: false, error: SUPER_QUERY_MESSAGES.badRule(ruleText.slice(0, 32)) };
    const condition: SuperQueryCondition = { field, rule, val };
    const type = optionalText(draft.type);
    const dbType = optionalText(draft.dbType);
    if (type) condition.type = type;
    if (dbType) condition.dbType = dbType;
    conditions.push(condition);
  }
  if (conditions.length > SUPER_QUERY_MAX_CONDITIONS)
    return { ok: false, error: SUPER_QUERY_MESSAGES.tooMany };
  return { ok: true, conditions };
}

/** `encodeURI(JSON.stringify(…))` of the normalised conditions, as the JeecgBoot list mixin sends it. */
export function encodeSuperQuery(items: readonly SuperQueryDraft[] | readonly SuperQueryCondition[]): string {
  const normalized = normalizeSuperQuery(items);
  const conditions = normalized.ok ? normalized.conditions : [];
  return encodeURI(JSON.stringify(conditions));
}

export type SuperQueryDecodeResult =
  { ok: true; conditions: SuperQueryCondition[] } | { ok: false; error: string };

/**
 * Reads `superQueryParams` as the server receives it (the query-string parser has undone the
 * outer encoding, leaving the `encodeURI` one). Tolerant: plain JSON, once- or twice-encoded
 * JSON all decode. An empty value is an empty list; anything unreadable is an error.
 */
export function decodeSuperQuery(raw: string | null | undefined): SuperQueryDecodeResult {
  let text = (raw ?? '').trim();
  if (text === '') return { ok: true, conditions: [] };
  // Decode until it looks like JSON; at most twice (encodeURI + the transport's encoding).
  for (let i = 0; i < 3 && !text.startsWith('['); i++) {
    try {
      const decoded = decodeURIComponent(text).trim();
      if (decoded === text) break;
      text = decoded;
    } catch {
      return { ok: false, error: SUPER_QUERY_MESSAGES.malformed };
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON that was encoded once but whose `%` also needs decoding (e.g. a value containing `%25`).
    try {
      parsed = JSON.parse(decodeURIComponent(text));
    } catch {
      return { ok: false, error: SUPER_QUERY_MESSAGES.malformed };
    }
  }
  if (!Array.isArray(parsed)) return { ok: false, error: SUPER_QUERY_MESSAGES.malformed };
  return normalizeSuperQuery(parsed);
}

/**
 * Pure helpers of the offline drafts: the storage key, secret stripping, the JSON snapshot with its
 * size cap, and the comparison that decides whether a form differs from its loaded record.
 */

/** Drafts live 7 days; older ones are removed on open and never offered. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One draft may take at most 1 MB of JSON (a pasted image or a huge grid is not worth keeping). */
export const DRAFT_MAX_BYTES = 1024 * 1024;

/** Field names whose values are never written to a draft (at any depth). */
export const SECRET_FIELD = /password|secret|captcha|token|smscode/i;

export interface DraftScope {
  userId: string;
  tenantId: string | null;
  formKey: string;
  recordId?: string | number | null;
}

/** `${userId}|${tenantId}|${formKey}|${recordId || 'new'}`: a draft belongs to one user, tenant and record. */
export function draftKey({ userId, tenantId, formKey, recordId }: DraftScope): string {
  const record = recordId === null || recordId === undefined || recordId === '' ? 'new' : String(recordId);
  return `${userId}|${tenantId ?? ''}|${formKey}|${record}`;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A copy without secret-named keys, recursively through plain objects and arrays. */
export function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!SECRET_FIELD.test(k)) out[k] = stripSecrets(v);
  }
  return out;
}

export interface DraftSnapshot {
  /** The stored value: secrets stripped, JSON round-tripped (dates as ISO strings, no functions). */
  data: unknown;
  json: string;
}

/**
 * What a draft stores for `value`, or null when it cannot be kept: not serialisable (a cycle) or
 * over DRAFT_MAX_BYTES (a console warning says which form).
 */
export function snapshotDraft(value: unknown, label = 'draft'): DraftSnapshot | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(stripSecrets(value));
  } catch {
    console.warn(`[drafts] ${label}: the values cannot be serialised; no draft kept`);
    return null;
  }
  if (json === undefined) return null;
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > DRAFT_MAX_BYTES) {
    console.warn(
      `[drafts] ${label}: ${bytes} bytes exceeds the ${DRAFT_MAX_BYTES}-byte draft limit; no draft kept`,
    );
    return null;
  }
  return { data: JSON.parse(json) as unknown, json };
}

/** Empty values ('', null, undefined, []) are dropped so an untouched field equals a cleared one. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) {
    const v = value[k];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = comparable(v);
  }
  return out;
}

/** True when two snapshots hold the same input (key order and empty fields ignored). */
export function sameDraftData(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/** 'HH:mm' of a draft's save time, in local time (the restore banner's text). */
export function draftTimeText(savedAt: number): string {
  const d = new Date(savedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The restore question (issue 8: offline drafts). */
export function draftOfferText(savedAt: number): string {
  return `发现未保存的草稿（保存于 ${draftTimeText(savedAt)}），是否恢复？`;
}

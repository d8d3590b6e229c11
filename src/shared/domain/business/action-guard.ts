// What guards a workflow action against being applied twice: the record's version the user saw
// (a stale one is refused) and an idempotency key per intent (a repeat gets the first answer).

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** URL-safe, long enough to be unique per intent, short enough for the receipt's key column. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const ACTION_MESSAGES = {
  stale: '该记录已被他人修改，请刷新后重试',
  keyFormat: '请求标识格式不正确',
  keyReused: '该请求标识已用于另一请求，请刷新后重试',
} as const;

/** The optional guard an action body or header carries. */
export interface ActionGuard {
  /** The version of the record as the user saw it; null when the caller sent none. */
  version: number | null;
  /** The Idempotency-Key; null when the caller sent none. */
  key: string | null;
}

/** A version from a body: a non-negative integer, else null (absent). */
export function versionOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

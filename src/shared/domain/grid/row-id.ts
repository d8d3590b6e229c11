/**
 * Temporary row ids (spec 001 §3): a new row gets `prefix + core + suffix`; everything the caller
 * sees (values, events, selection, deleted ids) carries the cleaned `core`. The markers are unusual
 * enough that no server id (UUID, snowflake number) starts and ends with them.
 */
export const TEMP_ID_PREFIX = '__grid_new_';
export const TEMP_ID_SUFFIX = '__';

let sequence = 0;

/** A fresh temporary id; `now` is injectable for tests. */
export function createTempId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${TEMP_ID_PREFIX}${now.toString(36)}${sequence.toString(36).padStart(4, '0')}${TEMP_ID_SUFFIX}`;
}

export function isTempId(id: string): boolean {
  return (
    id.length > TEMP_ID_PREFIX.length + TEMP_ID_SUFFIX.length &&
    id.startsWith(TEMP_ID_PREFIX) &&
    id.endsWith(TEMP_ID_SUFFIX)
  );
}

/** The id as the caller sees it: temporary markers removed, other ids unchanged. */
export function cleanRowId(id: string): string {
  return isTempId(id) ? id.slice(TEMP_ID_PREFIX.length, id.length - TEMP_ID_SUFFIX.length) : id;
}

import { CLICK_TOO_FAST } from '../validation/messages';
import { GRID_DEFAULTS } from './constants';

/**
 * Add-row rules (spec 001 §5, 002 §5 "Grid add-row"): the count is at least 1; the insert position
 * is 0..row count where 0 means the bottom; user inserts are throttled to one per 1500 ms with the
 * warning 你点击的太快了，请慢点点击!.
 */
export function normaliseAddCount(count: unknown): number {
  const n = typeof count === 'number' ? count : Number(count);
  if (!Number.isFinite(n)) return GRID_DEFAULTS.addRowNum;
  return Math.max(1, Math.floor(n));
}

/** The insert position clamped to 0..rowCount (non-numbers → 0, the bottom). */
export function normaliseInsertIndex(index: unknown, rowCount: number): number {
  const n = typeof index === 'number' ? index : Number(index);
  if (!Number.isFinite(n)) return GRID_DEFAULTS.addIndex;
  return Math.min(Math.max(0, Math.floor(n)), rowCount);
}

/** Where new rows go in the row array: position k puts them after the first k rows; 0 = bottom. */
export function insertionPoint(index: number, rowCount: number): number {
  const i = normaliseInsertIndex(index, rowCount);
  return i === 0 ? rowCount : i;
}

export type ThrottleOutcome = { ok: true } | { ok: false; message: string };

export interface InsertThrottle {
  /** Claims the slot at `now` (ms); refused with the spec's warning inside the window. */
  tryInsert(now?: number): ThrottleOutcome;
  reset(): void;
}

export function createInsertThrottle(windowMs: number = GRID_DEFAULTS.insertThrottleMs): InsertThrottle {
  let last: number | null = null;
  return {
    tryInsert(now = Date.now()) {
      if (last !== null && now - last < windowMs) return { ok: false, message: CLICK_TOO_FAST };
      last = now;
      return { ok: true };
    },
    reset() {
      last = null;
    },
  };
}

/** The add-button settings kept in local storage (spec 001 §3 "Stored locally"). */
export interface AddSettings {
  addRowNum: number;
  addIndex: number;
  addScrollToBottom: boolean;
}

export const DEFAULT_ADD_SETTINGS: AddSettings = {
  addRowNum: GRID_DEFAULTS.addRowNum,
  addIndex: GRID_DEFAULTS.addIndex,
  addScrollToBottom: false,
};

/** Settings read back from storage, each field checked (storage is user-editable). */
export function readAddSettings(stored: unknown): AddSettings {
  if (stored === null || typeof stored !== 'object') return { ...DEFAULT_ADD_SETTINGS };
  const s = stored as Partial<Record<keyof AddSettings, unknown>>;
  return {
    addRowNum: normaliseAddCount(s.addRowNum ?? DEFAULT_ADD_SETTINGS.addRowNum),
    addIndex:
      typeof s.addIndex === 'number' && s.addIndex >= 0
        ? Math.floor(s.addIndex)
        : DEFAULT_ADD_SETTINGS.addIndex,
    addScrollToBottom: s.addScrollToBottom === true,
  };
}

import { CRON_FIELD_BOUNDS, CRON_FIELD_KEYS, type CronFieldKey } from './fields';
import { parseCronField, splitExpression, type CronItem, type FieldAst } from './parse';

/**
 * What both builders share: the field defaults, the spec's numeric bounds (spec 002 §5), the
 * "number field" editor state (every / range / loop / specify, which is also the hour picker of
 * spec 002 §4) and the day-of-week editor state. Job dialog: `job-builder-model.ts`; tabbed
 * editor: `tab-editor-model.ts`.
 */

export type CronFields = Record<CronFieldKey, string>;

/** Spec 002 §2: second *, minute *, hour *, day *, month *, week ?, year *. */
export const DEFAULT_CRON_FIELDS: Readonly<CronFields> = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};

export const DEFAULT_CRON_EXPRESSION = '* * * * * ? *';

/** The preview of the tabbed editor: next 10 runs, recalculated 500 ms after the last change. */
export const CRON_PREVIEW_COUNT = 10;
export const CRON_PREVIEW_DEBOUNCE_MS = 500;

/** The job dialog's 具体年份 list: 100 years from 2019. */
export const SPECIFIC_YEARS: readonly number[] = Array.from({ length: 100 }, (_, i) => 2019 + i);

/** Splits an expression into named fields (a missing year is `*`); null unless 6 or 7 fields. */
export function splitCronFields(expr: string): CronFields | null {
  const parts = splitExpression(expr);
  if (parts.length < 6 || parts.length > 7) return null;
  const fields = { ...DEFAULT_CRON_FIELDS };
  CRON_FIELD_KEYS.forEach((key, i) => {
    fields[key] = parts[i] ?? DEFAULT_CRON_FIELDS[key];
  });
  return fields;
}

export function joinCronFields(fields: CronFields): string {
  return CRON_FIELD_KEYS.map((key) => fields[key] || DEFAULT_CRON_FIELDS[key]).join(' ');
}

// ---- numeric bounds ---------------------------------------------------------------------------

export type Range = readonly [min: number, max: number];

export function clampInt(value: number | null | undefined, [min, max]: Range): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Spec 002 §5 "Scheduled-job numeric bounds": the job dialog's inputs. */
export const JOB_BOUNDS = {
  second: { increment: [1, 59], start: [0, 59], rangeStart: [1, 59], rangeEnd: [0, 59], specific: [0, 59] },
  minute: { increment: [1, 60], start: [0, 59], rangeStart: [1, 60], rangeEnd: [0, 59], specific: [0, 59] },
  hour: { increment: [0, 23], start: [0, 23], rangeStart: [0, 23], rangeEnd: [0, 23], specific: [0, 23] },
  month: { increment: [0, 12], start: [0, 12], rangeStart: [1, 12], rangeEnd: [1, 12], specific: [1, 12] },
  year: {
    increment: [1, 99],
    start: [2019, 2119],
    rangeStart: [2019, 2119],
    rangeEnd: [2019, 2119],
    specific: [2019, 2118],
  },
  day: {
    increment: [1, 31],
    start: [1, 31],
    daysBeforeEnd: [1, 31],
    nearestWeekday: [1, 31],
    specific: [1, 31],
  },
  week: { increment: [1, 7], weekday: [1, 7], nth: [1, 5] },
} as const satisfies Record<string, Record<string, Range>>;

/**
 * The tabbed editor's inputs (spec 002 §5): second/minute 0-59, hour 0-23, day 1-31, month 1-12,
 * week loop interval 1-7, integers only; year range start ≥ 0, end ≥ 1, loop interval ≥ 1. Loop
 * intervals start at 1 everywhere: an interval of 0 is no schedule (the spec gives no minimum).
 */
export function tabBounds(key: CronFieldKey): { value: Range; interval: Range } {
  switch (key) {
    case 'year':
      return { value: [0, CRON_FIELD_BOUNDS.year.max], interval: [1, 99] };
    case 'week':
      return { value: [1, 7], interval: [1, 7] };
    default: {
      const { min, max } = CRON_FIELD_BOUNDS[key];
      return { value: [min, max], interval: [1, key === 'day' ? 31 : max] };
    }
  }
}

// ---- number field editor (second, minute, hour, month, year; the hour picker) ------------------

/** every `*`, range `a-b`, loop `a/b`, specify `a,b,c`. Job dialog codes 1 every, 2 loop, 3 specify, 4 range. */
export type NumberMode = 'every' | 'range' | 'loop' | 'specify';

export const JOB_MODE_CODE: Readonly<Record<NumberMode, number>> = {
  every: 1,
  loop: 2,
  specify: 3,
  range: 4,
};

export interface NumberFieldState {
  mode: NumberMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specific: number[];
}

export function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values.filter((v) => Number.isFinite(v)))].sort((a, b) => a - b);
}

/** A list of values; an empty list means the field minimum (spec 002 §4, hour picker). */
export function listToken(values: readonly number[], min: number): string {
  const list = sortedUnique(values);
  return list.length === 0 ? String(min) : list.join(',');
}

export function numberFieldToToken(state: NumberFieldState, min: number): string {
  switch (state.mode) {
    case 'every':
      return '*';
    case 'range':
      return `${state.rangeStart}-${state.rangeEnd}`;
    case 'loop':
      return `${state.loopStart}/${state.loopInterval}`;
    case 'specify':
      return listToken(state.specific, min);
  }
}

/** Parses a field without throwing: null when the text is not valid for that field. */
export function safeParseField(key: CronFieldKey, text: string): FieldAst | null {
  try {
    return parseCronField(key, text);
  } catch {
    return null;
  }
}

function onlyValues(items: readonly CronItem[]): number[] | null {
  const values: number[] = [];
  for (const item of items) {
    if (item.type !== 'value') return null;
    values.push(item.value);
  }
  return values;
}

/** What a list reads as in every picker: 指定 (values only), 区间 `a-b` or 循环 `a/b`. */
export type ListReading =
  | { mode: 'specify'; specific: number[] }
  | { mode: 'range'; rangeStart: number; rangeEnd: number }
  | { mode: 'loop'; loopStart: number; loopInterval: number };

/**
 * Reads a list field's items into the modes all pickers share; null when the list has no mode of
 * its own (`1-5,10`, `8-18/2`). `*` before `/` starts the loop at `loopFrom` (Quartz: `*` / n is
 * min / n).
 */
export function readListItems(items: readonly CronItem[], loopFrom: number): ListReading | null {
  const values = onlyValues(items);
  if (values) return { mode: 'specify', specific: sortedUnique(values) };
  const [item] = items;
  if (items.length !== 1 || !item) return null;
  if (item.type === 'range' && item.step === undefined) {
    return { mode: 'range', rangeStart: item.start, rangeEnd: item.end };
  }
  if (item.type === 'step')
    return { mode: 'loop', loopStart: item.start ?? loopFrom, loopInterval: item.step };
  return null;
}

/**
 * Reads a field's text into the number editor, keeping `prev`'s settings for the other modes.
 * Returns `exact: false` (and mode every) when the text is invalid or has no mode of its own,
 * e.g. `1-5,10` — spec 002 §4: "falls back to every on a parse error".
 */
export function numberFieldFromToken(
  key: CronFieldKey,
  text: string,
  prev: NumberFieldState,
): { state: NumberFieldState; exact: boolean } {
  const ast = safeParseField(key, text);
  const every = { state: { ...prev, mode: 'every' as const }, exact: false };
  if (!ast) return every;
  if (ast.kind === 'all') return { state: { ...prev, mode: 'every' }, exact: true };
  if (ast.kind !== 'list') return every;
  // `*/5` is `min/5` in Quartz, so it reads back as a loop from the field minimum.
  const reading = readListItems(ast.items, CRON_FIELD_BOUNDS[key].min);
  return reading ? { state: { ...prev, ...reading }, exact: true } : every;
}

// ---- day-of-week editor (both builders) -------------------------------------------------------

/**
 * notSet `?`, every `*`, range `2-6`, loop `2/1`, specify `2,4,6`, nth `6#3` (third Friday),
 * last `6L` (last Friday). Weekday numbers are Quartz's: 1 = Sunday … 7 = Saturday.
 */
export type WeekMode = 'notSet' | 'every' | 'range' | 'loop' | 'specify' | 'nth' | 'last';

export interface WeekState {
  mode: WeekMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specific: number[];
  nthWeekday: number;
  nth: number;
  lastWeekday: number;
}

export function defaultWeekState(): WeekState {
  return {
    mode: 'notSet',
    rangeStart: 2,
    rangeEnd: 6,
    loopStart: 2,
    loopInterval: 1,
    specific: [],
    nthWeekday: 2,
    nth: 1,
    lastWeekday: 6,
  };
}

export function weekToToken(state: WeekState): string {
  switch (state.mode) {
    case 'notSet':
      return '?';
    case 'nth':
      return `${state.nthWeekday}#${state.nth}`;
    case 'last':
      return `${state.lastWeekday}L`;
    default:
      return numberFieldToToken({ ...state, mode: state.mode }, 1);
  }
}

/** Reads a day-of-week text (names allowed) into the week editor; `exact: false` falls back to notSet. */
export function weekFromToken(text: string, prev: WeekState): { state: WeekState; exact: boolean } {
  const ast = safeParseField('week', text);
  const fallback = { state: { ...prev, mode: 'notSet' as const }, exact: false };
  if (!ast) return fallback;
  switch (ast.kind) {
    case 'none':
      return { state: { ...prev, mode: 'notSet' }, exact: true };
    case 'all':
      return { state: { ...prev, mode: 'every' }, exact: true };
    case 'nthWeekday':
      return { state: { ...prev, mode: 'nth', nthWeekday: ast.weekday, nth: ast.nth }, exact: true };
    case 'lastWeekday':
      return { state: { ...prev, mode: 'last', lastWeekday: ast.weekday }, exact: true };
    case 'list': {
      const reading = readListItems(ast.items, 1);
      return reading ? { state: { ...prev, ...reading }, exact: true } : fallback;
    }
    default:
      return fallback;
  }
}

import {
  DEFAULT_CRON_FIELDS,
  clampInt,
  joinCronFields,
  numberFieldFromToken,
  numberFieldToToken,
  readListItems,
  safeParseField,
  splitCronFields,
  type CronFields,
  type NumberFieldState,
} from './builder-model';
import { CRON_FIELD_BOUNDS, type CronFieldKey } from './fields';

/**
 * The tabbed editor (spec 002 §2, 800 px dialog): one tab per field, each tab a picker over the
 * field's text. The field texts are the state; a picker reads its text into a mode and writes the
 * text back (the hour picker of spec 002 §4 is the number picker of the hour field). Changing one
 * field may adjust others (spec 002 §4 "Tabbed editor auto-adjust"): `applyTabFieldChange`.
 */

export type TabNumberKey = 'second' | 'minute' | 'hour' | 'month' | 'year';

/** The 每… choice of each number tab (both shells). */
export const TAB_EVERY_LABELS: Readonly<Record<TabNumberKey, string>> = {
  second: '每秒',
  minute: '每分',
  hour: '每时',
  month: '每月',
  year: '每年',
};

/** The initial values of a number picker's inputs (also what an unparsable text falls back to). */
export function defaultNumberPicker(key: TabNumberKey, now: Date = new Date()): NumberFieldState {
  if (key === 'year') {
    const year = clampInt(now.getFullYear(), [CRON_FIELD_BOUNDS.year.min, CRON_FIELD_BOUNDS.year.max]);
    // Spec: the range end is the current year plus 100, capped at Quartz's last year (2099).
    const rangeEnd = Math.min(year + 100, CRON_FIELD_BOUNDS.year.max);
    return { mode: 'every', rangeStart: year, rangeEnd, loopStart: year, loopInterval: 1, specific: [] };
  }
  const { min, max } = CRON_FIELD_BOUNDS[key];
  return { mode: 'every', rangeStart: min, rangeEnd: max, loopStart: min, loopInterval: 1, specific: [] };
}

export function numberPickerFromString(
  key: TabNumberKey,
  text: string,
  prev: NumberFieldState = defaultNumberPicker(key),
): { state: NumberFieldState; exact: boolean } {
  return numberFieldFromToken(key, text, prev);
}

export function numberPickerToString(key: TabNumberKey, state: NumberFieldState): string {
  return numberFieldToToken(state, CRON_FIELD_BOUNDS[key].min);
}

/** Spec 002 §4 "Hour picker type": every `*`, range `a-b`, loop `a/b`, specify (empty → 0). */
export function hourPickerFromString(text: string, prev?: NumberFieldState): NumberFieldState {
  return numberPickerFromString('hour', text, prev).state;
}

export function hourPickerToString(state: NumberFieldState): string {
  return numberPickerToString('hour', state);
}

// ---- day picker ------------------------------------------------------------------------------

/** notSet `?`, every `*`, range `a-b`, loop `a/b`, work `15W`, last `L`, specify `1,15`. */
export type TabDayMode = 'notSet' | 'every' | 'range' | 'loop' | 'work' | 'last' | 'specify';

export interface TabDayState {
  mode: TabDayMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  workDay: number;
  specific: number[];
}

export function defaultDayPicker(): TabDayState {
  return {
    mode: 'every',
    rangeStart: 1,
    rangeEnd: 31,
    loopStart: 1,
    loopInterval: 1,
    workDay: 1,
    specific: [],
  };
}

export function dayPickerToString(state: TabDayState): string {
  switch (state.mode) {
    case 'notSet':
      return '?';
    case 'work':
      return `${state.workDay}W`;
    case 'last':
      return 'L';
    default:
      return numberFieldToToken({ ...state, mode: state.mode }, 1);
  }
}

export function dayPickerFromString(
  text: string,
  prev: TabDayState = defaultDayPicker(),
): { state: TabDayState; exact: boolean } {
  const ast = safeParseField('day', text);
  const every = { state: { ...prev, mode: 'every' as const }, exact: false };
  if (!ast) return every;
  switch (ast.kind) {
    case 'none':
      return { state: { ...prev, mode: 'notSet' }, exact: true };
    case 'all':
      return { state: { ...prev, mode: 'every' }, exact: true };
    case 'nearestWeekday':
      return { state: { ...prev, mode: 'work', workDay: ast.day }, exact: true };
    case 'lastDay':
      return ast.offset === 0 && !ast.weekday ? { state: { ...prev, mode: 'last' }, exact: true } : every;
    case 'list': {
      const reading = readListItems(ast.items, 1);
      return reading ? { state: { ...prev, ...reading }, exact: true } : every;
    }
    default:
      return every;
  }
}

// ---- the field texts and their auto-adjust ----------------------------------------------------

/** Reads an expression into field texts; anything but 6 or 7 fields gives the defaults. */
export function tabFieldsFromExpression(expr: string): CronFields {
  return splitCronFields(expr) ?? { ...DEFAULT_CRON_FIELDS };
}

export function tabFieldsToExpression(fields: CronFields): string {
  return joinCronFields(fields);
}

/** A field is "set" when it names values: not every (`*`) and not unspecified (`?`). */
function isSet(text: string): boolean {
  const t = text.trim();
  return t !== '*' && t !== '?' && t !== '';
}

function adjust(f: CronFields, key: CronFieldKey): void {
  if (!isSet(f[key])) return;
  const setTo = (k: CronFieldKey, v: string) => {
    f[k] = v;
    adjust(f, k);
  };
  switch (key) {
    case 'minute':
      if (f.second === '*') setTo('second', '0');
      break;
    case 'hour':
      if (f.minute === '*') setTo('minute', '0');
      break;
    case 'day':
    case 'week':
      if (f.hour === '*') setTo('hour', '0');
      break;
    case 'month':
      if (f.day === '?' && f.week === '*') setTo('week', '1');
      else if (f.week === '?' && f.day === '*') setTo('day', '1');
      break;
    case 'year':
      if (f.month === '*') setTo('month', '1');
      break;
    default:
      break;
  }
}

/**
 * One tab changed its field. Day and week exclude each other (setting one makes the other `?`;
 * clearing one to `?` while the other is `?` makes the other `*`), then spec 002 §4's auto-adjust
 * runs and cascades: minute set → second * becomes 0; hour set → minute * becomes 0; day or week
 * set → hour * becomes 0; month set → the day or week that is `*` (the other being `?`) becomes 1;
 * year set → month * becomes 1.
 */
export function applyTabFieldChange(fields: CronFields, key: CronFieldKey, value: string): CronFields {
  if (fields[key] === value) return fields;
  const next: CronFields = { ...fields, [key]: value };
  if (key === 'day' || key === 'week') {
    const other = key === 'day' ? 'week' : 'day';
    if (value.trim() !== '?') next[other] = '?';
    else if (next[other].trim() === '?') next[other] = '*';
  }
  adjust(next, key);
  return next;
}

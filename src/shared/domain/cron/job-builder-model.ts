import {
  DEFAULT_CRON_FIELDS,
  JOB_BOUNDS,
  clampInt,
  defaultWeekState,
  joinCronFields,
  listToken,
  numberFieldFromToken,
  numberFieldToToken,
  readListItems,
  safeParseField,
  splitCronFields,
  weekFromToken,
  weekToToken,
  type CronFields,
  type NumberFieldState,
  type WeekMode,
  type WeekState,
} from './builder-model';
import { CRON_FIELD_BOUNDS } from './fields';
import { validateCron } from './parse';

/**
 * The job dialog's seven-field builder (spec 002 §4 "Seven-field builder"): second, minute, hour,
 * month and year each have mode 1 every, 2 increment, 3 specific, 4 range; the day has the eleven
 * modes below; the week sub-editor is the shared `WeekState`. Day-of-month and day-of-week are
 * exclusive: exactly one of them is `?` in every expression this model produces.
 */

export type JobDayMode =
  | 'notSet'
  | 'everyDay'
  | 'weekIncrement'
  | 'dayIncrement'
  | 'specificWeekdays'
  | 'specificDays'
  | 'lastDay'
  | 'lastWorkday'
  | 'lastWeekday'
  | 'daysBeforeEnd'
  | 'nearestWeekday'
  | 'nthWeekday';

/** The spec's day mode numbers 1-11. `notSet` (day `?`, the week tab decides) has no number. */
export const JOB_DAY_MODE_CODE: Readonly<Record<Exclude<JobDayMode, 'notSet'>, number>> = {
  everyDay: 1,
  weekIncrement: 2,
  dayIncrement: 3,
  specificWeekdays: 4,
  specificDays: 5,
  lastDay: 6,
  lastWorkday: 7,
  lastWeekday: 8,
  daysBeforeEnd: 9,
  nearestWeekday: 10,
  nthWeekday: 11,
};

export interface JobDayState {
  mode: JobDayMode;
  incrementStart: number;
  incrementIncrement: number;
  specific: number[];
  daysBeforeEnd: number;
  nearestDay: number;
}

export interface JobCronState {
  second: NumberFieldState;
  minute: NumberFieldState;
  hour: NumberFieldState;
  day: JobDayState;
  month: NumberFieldState;
  week: WeekState;
  year: NumberFieldState;
}

export type JobNumberKey = 'second' | 'minute' | 'hour' | 'month' | 'year';

/** Day modes that are really day-of-week rules (day `?`), and the week mode each one writes. */
const WEEK_MODE_OF_DAY: Partial<Record<JobDayMode, WeekMode>> = {
  weekIncrement: 'loop',
  specificWeekdays: 'specify',
  lastWeekday: 'last',
  nthWeekday: 'nth',
};

const DAY_MODE_OF_WEEK: Partial<Record<WeekMode, JobDayMode>> = {
  loop: 'weekIncrement',
  specify: 'specificWeekdays',
  last: 'lastWeekday',
  nth: 'nthWeekday',
};

function numberDefaults(key: JobNumberKey, now: Date): NumberFieldState {
  const b = JOB_BOUNDS[key];
  if (key === 'year') {
    const year = clampInt(now.getFullYear(), b.start);
    return {
      mode: 'every',
      rangeStart: year,
      rangeEnd: year + 1,
      loopStart: year,
      loopInterval: 1,
      specific: [],
    };
  }
  const loopInterval = key === 'second' || key === 'minute' ? 5 : 1;
  const rangeStart = b.rangeStart[0];
  return {
    mode: 'every',
    rangeStart,
    rangeEnd: Math.min(rangeStart + 1, b.rangeEnd[1]),
    loopStart: clampInt(CRON_FIELD_BOUNDS[key].min, b.start),
    loopInterval,
    specific: [],
  };
}

/** `* * * * * ? *`; `now` only picks the year inputs' starting value. */
export function defaultJobState(now: Date = new Date()): JobCronState {
  return {
    second: numberDefaults('second', now),
    minute: numberDefaults('minute', now),
    hour: numberDefaults('hour', now),
    day: {
      mode: 'everyDay',
      incrementStart: 1,
      incrementIncrement: 1,
      specific: [],
      daysBeforeEnd: 1,
      nearestDay: 1,
    },
    month: numberDefaults('month', now),
    week: defaultWeekState(),
    year: numberDefaults('year', now),
  };
}

/** The week mode the expression uses, derived from the day mode so the pair is always legal. */
export function effectiveWeekMode(state: JobCronState): WeekMode {
  const mapped = WEEK_MODE_OF_DAY[state.day.mode];
  if (mapped) return mapped;
  if (state.day.mode === 'notSet') return state.week.mode === 'notSet' ? 'every' : state.week.mode;
  return 'notSet';
}

function dayToken(day: JobDayState): string {
  switch (day.mode) {
    case 'everyDay':
      return '*';
    case 'dayIncrement':
      return `${day.incrementStart}/${day.incrementIncrement}`;
    case 'specificDays':
      return listToken(day.specific, 1);
    case 'lastDay':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'daysBeforeEnd':
      return `L-${day.daysBeforeEnd}`;
    case 'nearestWeekday':
      return `${day.nearestDay}W`;
    default:
      return '?';
  }
}

export function jobStateToFields(state: JobCronState): CronFields {
  const num = (key: JobNumberKey) => numberFieldToToken(state[key], CRON_FIELD_BOUNDS[key].min);
  return {
    second: num('second'),
    minute: num('minute'),
    hour: num('hour'),
    day: dayToken(state.day),
    month: num('month'),
    week: weekToToken({ ...state.week, mode: effectiveWeekMode(state) }),
    // The year list starts at 2019, so an empty 具体年份 falls back to 2019, not to 1970.
    year: state.year.mode === 'specify' ? listToken(state.year.specific, 2019) : num('year'),
  };
}

export function jobStateToExpression(state: JobCronState): string {
  return joinCronFields(jobStateToFields(state));
}

/** Choosing a day mode: a day-of-month mode sets the week to `?`; a weekday mode sets the day to `?`. */
export function setJobDayMode(state: JobCronState, mode: JobDayMode): JobCronState {
  let weekMode: WeekMode = WEEK_MODE_OF_DAY[mode] ?? 'notSet';
  if (mode === 'notSet') {
    // Day `?` hands the choice to the week tab; keep its range/every, otherwise every weekday.
    const current = effectiveWeekMode(state);
    weekMode = current === 'range' || current === 'every' ? current : 'every';
  }
  return { ...state, day: { ...state.day, mode }, week: { ...state.week, mode: weekMode } };
}

/** Choosing a week mode: anything but 不设置 makes the day `?`; 不设置 gives the day back (每日). */
export function setJobWeekMode(state: JobCronState, mode: WeekMode): JobCronState {
  const week = { ...state.week, mode };
  if (mode === 'notSet') {
    const dayIsWeekly = state.day.mode === 'notSet' || WEEK_MODE_OF_DAY[state.day.mode] !== undefined;
    return { ...state, week, day: dayIsWeekly ? { ...state.day, mode: 'everyDay' } : state.day };
  }
  return { ...state, week, day: { ...state.day, mode: DAY_MODE_OF_WEEK[mode] ?? 'notSet' } };
}

function readDay(
  dayText: string,
  weekText: string,
  base: JobCronState,
): { day: JobDayState; week: WeekState; exact: boolean } {
  const ast = safeParseField('day', dayText);
  const day = base.day;
  if (ast?.kind === 'none') {
    const read = weekFromToken(weekText, base.week);
    const mode = DAY_MODE_OF_WEEK[read.state.mode] ?? 'notSet';
    // `? … ?` is invalid: read it as every day so the dialog opens on something legal.
    if (read.state.mode === 'notSet')
      return { day: { ...day, mode: 'everyDay' }, week: read.state, exact: false };
    return { day: { ...day, mode }, week: read.state, exact: read.exact };
  }
  const week = { ...base.week, mode: 'notSet' as const };
  const exactWeek = weekText.trim() === '?';
  const every = { day: { ...day, mode: 'everyDay' as const }, week, exact: false };
  if (!ast) return every;
  switch (ast.kind) {
    case 'all':
      return { day: { ...day, mode: 'everyDay' }, week, exact: exactWeek };
    case 'lastDay':
      if (ast.weekday && ast.offset === 0)
        return { day: { ...day, mode: 'lastWorkday' }, week, exact: exactWeek };
      if (ast.weekday) return every;
      if (ast.offset === 0) return { day: { ...day, mode: 'lastDay' }, week, exact: exactWeek };
      return { day: { ...day, mode: 'daysBeforeEnd', daysBeforeEnd: ast.offset }, week, exact: exactWeek };
    case 'nearestWeekday':
      return { day: { ...day, mode: 'nearestWeekday', nearestDay: ast.day }, week, exact: exactWeek };
    case 'list': {
      // The job dialog has no day range: `a-b` reads as every day.
      const reading = readListItems(ast.items, 1);
      if (reading?.mode === 'specify') {
        return { day: { ...day, mode: 'specificDays', specific: reading.specific }, week, exact: exactWeek };
      }
      if (reading?.mode === 'loop') {
        const next = {
          mode: 'dayIncrement' as const,
          incrementStart: reading.loopStart,
          incrementIncrement: reading.loopInterval,
        };
        return { day: { ...day, ...next }, week, exact: exactWeek };
      }
      return every;
    }
    default:
      return every;
  }
}

export interface JobReadResult {
  state: JobCronState;
  /** False when some field had no mode of its own and was read as the default. */
  exact: boolean;
  /** The parser's message when the expression is not valid Quartz. */
  error?: string;
}

/** Opening the dialog with an existing expression parses it back into the modes. */
export function jobStateFromExpression(expr: string, now: Date = new Date()): JobReadResult {
  const base = defaultJobState(now);
  const error = expr.trim() === '' ? undefined : validateCron(expr);
  const fields = splitCronFields(expr) ?? { ...DEFAULT_CRON_FIELDS };
  let exact = error === undefined && (expr.trim() === '' || splitCronFields(expr) !== null);
  const state = { ...base };
  for (const key of ['second', 'minute', 'hour', 'month', 'year'] as const) {
    const read = numberFieldFromToken(key, fields[key], base[key]);
    state[key] = read.state;
    exact &&= read.exact;
  }
  const dayWeek = readDay(fields.day, fields.week, base);
  state.day = dayWeek.day;
  state.week = dayWeek.week;
  exact &&= dayWeek.exact;
  return error === undefined ? { state, exact } : { state, exact, error };
}

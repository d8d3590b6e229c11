/**
 * The seven Quartz fields: their order, Chinese names and value bounds. Quartz, not Unix cron:
 * seconds come first, the year is optional, and day-of-week runs 1 = Sunday … 7 = Saturday.
 */

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export const CRON_FIELD_KEYS: readonly CronFieldKey[] = [
  'second',
  'minute',
  'hour',
  'day',
  'month',
  'week',
  'year',
];

/** The tab titles of both builders and the field names used in error messages. */
export const CRON_FIELD_LABELS: Readonly<Record<CronFieldKey, string>> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

export interface Bounds {
  min: number;
  max: number;
}

/** Legal values per field (Quartz; the year range is Quartz's documented 1970–2099). */
export const CRON_FIELD_BOUNDS: Readonly<Record<CronFieldKey, Bounds>> = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  week: { min: 1, max: 7 },
  year: { min: 1970, max: 2099 },
};

/**
 * The largest step (`a/b`, `a-b/n`) per field: one full cycle. A larger step could only ever hit
 * its start value, so it is almost certainly a typo.
 */
export const CRON_STEP_MAX: Readonly<Record<CronFieldKey, number>> = {
  second: 60,
  minute: 60,
  hour: 24,
  day: 31,
  month: 12,
  week: 7,
  year: 129,
};

/** JAN … DEC, index + 1 is the month number. */
export const MONTH_NAMES: readonly string[] = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

/** SUN … SAT, index + 1 is the Quartz day-of-week number (1 = Sunday). */
export const WEEKDAY_NAMES: readonly string[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Chinese weekday names by Quartz number (spec: Monday = 2 … Saturday = 7, Sunday = 1). */
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: '周日',
  2: '周一',
  3: '周二',
  4: '周三',
  5: '周四',
  6: '周五',
  7: '周六',
};

/** Weekday choices in the order a Chinese calendar shows them: Monday first, Sunday last. */
export const WEEKDAY_OPTIONS: readonly { value: number; label: string }[] = [2, 3, 4, 5, 6, 7, 1].map(
  (value) => ({ value, label: WEEKDAY_LABELS[value] ?? String(value) }),
);

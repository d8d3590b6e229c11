import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRON_EXPRESSION,
  DEFAULT_CRON_FIELDS,
  JOB_BOUNDS,
  JOB_MODE_CODE,
  SPECIFIC_YEARS,
  clampInt,
  type WeekMode,
} from '../../../../src/shared/domain/cron/builder-model';
import {
  JOB_DAY_MODE_CODE,
  defaultJobState,
  jobStateFromExpression,
  jobStateToExpression,
  setJobDayMode,
  setJobWeekMode,
  type JobDayMode,
} from '../../../../src/shared/domain/cron/job-builder-model';
import { validateCron } from '../../../../src/shared/domain/cron/parse';

const NOW = new Date(2024, 0, 15);

describe('job dialog model: defaults and constants', () => {
  it('starts at * * * * * ? *', () => {
    expect(DEFAULT_CRON_EXPRESSION).toBe('* * * * * ? *');
    expect(DEFAULT_CRON_FIELDS).toEqual({
      second: '*',
      minute: '*',
      hour: '*',
      day: '*',
      month: '*',
      week: '?',
      year: '*',
    });
    expect(jobStateToExpression(defaultJobState(NOW))).toBe(DEFAULT_CRON_EXPRESSION);
  });

  it('numbers the modes as the spec does', () => {
    expect(JOB_MODE_CODE).toEqual({ every: 1, loop: 2, specify: 3, range: 4 });
    expect(Object.values(JOB_DAY_MODE_CODE).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(JOB_DAY_MODE_CODE.everyDay).toBe(1);
    expect(JOB_DAY_MODE_CODE.nthWeekday).toBe(11);
  });

  it('offers 100 specific years from 2019', () => {
    expect(SPECIFIC_YEARS).toHaveLength(100);
    expect(SPECIFIC_YEARS[0]).toBe(2019);
    expect(SPECIFIC_YEARS[99]).toBe(2118);
  });

  it('carries the numeric bounds of spec 002 §5', () => {
    expect(JOB_BOUNDS.second).toMatchObject({
      increment: [1, 59],
      start: [0, 59],
      rangeStart: [1, 59],
      rangeEnd: [0, 59],
    });
    expect(JOB_BOUNDS.minute).toMatchObject({
      increment: [1, 60],
      start: [0, 59],
      rangeStart: [1, 60],
      rangeEnd: [0, 59],
    });
    expect(JOB_BOUNDS.hour).toMatchObject({
      increment: [0, 23],
      start: [0, 23],
      rangeStart: [0, 23],
      rangeEnd: [0, 23],
    });
    expect(JOB_BOUNDS.week.increment).toEqual([1, 7]);
    expect(JOB_BOUNDS.day).toMatchObject({
      increment: [1, 31],
      start: [1, 31],
      daysBeforeEnd: [1, 31],
      nearestWeekday: [1, 31],
    });
    expect(JOB_BOUNDS.week.nth).toEqual([1, 5]);
    expect(JOB_BOUNDS.month).toMatchObject({ increment: [0, 12], rangeStart: [1, 12], rangeEnd: [1, 12] });
    expect(JOB_BOUNDS.year).toMatchObject({
      increment: [1, 99],
      start: [2019, 2119],
      rangeStart: [2019, 2119],
      rangeEnd: [2019, 2119],
    });
  });

  it('clamps inputs to integers within bounds', () => {
    expect(clampInt(75, [0, 59])).toBe(59);
    expect(clampInt(-3, [0, 59])).toBe(0);
    expect(clampInt(4.7, [0, 59])).toBe(4);
    expect(clampInt(null, [1, 31])).toBe(1);
  });
});

describe('job dialog model: expression → modes → expression', () => {
  it.each([
    ['* * * * * ? *', { second: 'every' }, 'everyDay', 'notSet'],
    ['0/5 * * * * ? *', { second: 'loop' }, 'everyDay', 'notSet'],
    ['1,5,9 * * * * ? *', { second: 'specify' }, 'everyDay', 'notSet'],
    ['1-0 * * * * ? *', { second: 'range' }, 'everyDay', 'notSet'],
    ['0 3/10 * * * ? *', { minute: 'loop' }, 'everyDay', 'notSet'],
    ['0 0,30 * * * ? *', { minute: 'specify' }, 'everyDay', 'notSet'],
    ['0 10-20 * * * ? *', { minute: 'range' }, 'everyDay', 'notSet'],
    ['0 0 2/3 * * ? *', { hour: 'loop' }, 'everyDay', 'notSet'],
    ['0 0 8,12,18 * * ? *', { hour: 'specify' }, 'everyDay', 'notSet'],
    ['0 0 9-17 * * ? *', { hour: 'range' }, 'everyDay', 'notSet'],
    ['0 0 0 1 1/3 ? *', { month: 'loop' }, 'specificDays', 'notSet'],
    ['0 0 0 1 3,6,9 ? *', { month: 'specify' }, 'specificDays', 'notSet'],
    ['0 0 0 1 4-6 ? *', { month: 'range' }, 'specificDays', 'notSet'],
    ['0 0 0 1 1 ? 2024/2', { year: 'loop' }, 'specificDays', 'notSet'],
    ['0 0 0 1 1 ? 2025,2030', { year: 'specify' }, 'specificDays', 'notSet'],
    ['0 0 0 1 1 ? 2025-2027', { year: 'range' }, 'specificDays', 'notSet'],
    ['0 0 0 ? * 2/2 *', {}, 'weekIncrement', 'loop'],
    ['0 0 0 1/3 * ? *', {}, 'dayIncrement', 'notSet'],
    ['0 0 0 ? * 2,4,6 *', {}, 'specificWeekdays', 'specify'],
    ['0 0 0 1,15 * ? *', {}, 'specificDays', 'notSet'],
    ['0 0 0 L * ? *', {}, 'lastDay', 'notSet'],
    ['0 0 0 LW * ? *', {}, 'lastWorkday', 'notSet'],
    ['0 0 0 ? * 6L *', {}, 'lastWeekday', 'last'],
    ['0 0 0 L-3 * ? *', {}, 'daysBeforeEnd', 'notSet'],
    ['0 0 0 15W * ? *', {}, 'nearestWeekday', 'notSet'],
    ['0 0 0 ? * 6#3 *', {}, 'nthWeekday', 'nth'],
    ['0 0 0 ? * 2-6 *', {}, 'notSet', 'range'],
    ['0 0 0 ? * * *', {}, 'notSet', 'every'],
  ] as const)('%s', (expr, modes, dayMode, weekMode) => {
    const read = jobStateFromExpression(expr, NOW);
    expect(read).toMatchObject({ exact: true });
    expect(read.error).toBeUndefined();
    for (const [key, mode] of Object.entries(modes)) {
      expect(read.state[key as 'second']?.mode).toBe(mode);
    }
    expect(read.state.day.mode).toBe(dayMode);
    expect(read.state.week.mode).toBe(weekMode);
    expect(jobStateToExpression(read.state)).toBe(expr);
  });

  it('reads the values of each mode', () => {
    const { state } = jobStateFromExpression('3/7 1-0 4,2 L-5 2/4 ? 2030-2040', NOW);
    expect(state.second).toMatchObject({ loopStart: 3, loopInterval: 7 });
    expect(state.minute).toMatchObject({ rangeStart: 1, rangeEnd: 0 });
    expect(state.hour).toMatchObject({ specific: [2, 4] });
    expect(state.day).toMatchObject({ mode: 'daysBeforeEnd', daysBeforeEnd: 5 });
    expect(state.month).toMatchObject({ loopStart: 2, loopInterval: 4 });
    expect(state.year).toMatchObject({ rangeStart: 2030, rangeEnd: 2040 });
    const nth = jobStateFromExpression('0 0 0 ? * 5#2', NOW).state.week;
    expect(nth).toMatchObject({ nthWeekday: 5, nth: 2 });
  });

  it('reads six fields, names and */n as Quartz means them', () => {
    expect(jobStateToExpression(jobStateFromExpression('0 0 12 * * ?', NOW).state)).toBe('0 0 12 * * ? *');
    expect(jobStateToExpression(jobStateFromExpression('0 0 0 ? * MON-FRI', NOW).state)).toBe(
      '0 0 0 ? * 2-6 *',
    );
    expect(jobStateToExpression(jobStateFromExpression('*/5 * * * * ?', NOW).state)).toBe('0/5 * * * * ? *');
  });

  it('falls back to every where a field has no mode, and says so', () => {
    const hours = jobStateFromExpression('0 0 8-18/2 ? * 2-6', NOW);
    expect(hours.exact).toBe(false);
    expect(hours.state.hour.mode).toBe('every');
    expect(hours.state.week.mode).toBe('range');
    const dayRange = jobStateFromExpression('0 0 0 1-5 * ?', NOW);
    expect(dayRange).toMatchObject({ exact: false, state: { day: { mode: 'everyDay' } } });
  });

  it('reports an invalid expression and still opens on a legal state', () => {
    const read = jobStateFromExpression('0 0 0 * * *', NOW);
    expect(read.error).toBe('表达式格式错误：日和周字段必须有且只有一个为「?」');
    expect(read.exact).toBe(false);
    expect(validateCron(jobStateToExpression(read.state))).toBeUndefined();
    const garbage = jobStateFromExpression('hello', NOW);
    expect(garbage.error).toBeDefined();
    expect(jobStateToExpression(garbage.state)).toBe(DEFAULT_CRON_EXPRESSION);
  });

  it('writes the field minimum for an empty specific list', () => {
    const s = defaultJobState(NOW);
    const next = {
      ...s,
      second: { ...s.second, mode: 'specify' as const, specific: [] },
      year: { ...s.year, mode: 'specify' as const, specific: [] },
    };
    expect(jobStateToExpression(setJobDayMode(next, 'specificDays'))).toBe('0 * * 1 * ? 2019');
  });
});

describe('job dialog model: day-of-month and day-of-week exclude each other', () => {
  it('a weekday mode sets the day to ? and a day mode sets the week to ?', () => {
    let s = setJobDayMode(defaultJobState(NOW), 'nthWeekday');
    expect(s.week.mode).toBe('nth');
    expect(jobStateToExpression(s)).toBe('* * * ? * 2#1 *');
    s = setJobDayMode(s, 'lastDay');
    expect(s.week.mode).toBe('notSet');
    expect(jobStateToExpression(s)).toBe('* * * L * ? *');
  });

  it('the week tab takes the day over and gives it back', () => {
    let s = setJobWeekMode(defaultJobState(NOW), 'range');
    expect(s.day.mode).toBe('notSet');
    expect(jobStateToExpression(s)).toBe('* * * ? * 2-6 *');
    s = setJobWeekMode(s, 'loop');
    expect(s.day.mode).toBe('weekIncrement');
    s = setJobWeekMode(s, 'notSet');
    expect(s.day.mode).toBe('everyDay');
    expect(jobStateToExpression(s)).toBe('* * * * * ? *');
    const days = setJobWeekMode(setJobDayMode(defaultJobState(NOW), 'lastWorkday'), 'notSet');
    expect(days.day.mode).toBe('lastWorkday');
  });

  it('不设置 on the day hands over to the week (every weekday unless a range is set)', () => {
    const s = setJobDayMode(defaultJobState(NOW), 'notSet');
    expect(jobStateToExpression(s)).toBe('* * * ? * * *');
    const ranged = setJobDayMode(setJobWeekMode(defaultJobState(NOW), 'range'), 'notSet');
    expect(jobStateToExpression(ranged)).toBe('* * * ? * 2-6 *');
  });

  const dayModes = Object.keys(JOB_DAY_MODE_CODE) as JobDayMode[];
  const weekModes: WeekMode[] = ['notSet', 'every', 'range', 'loop', 'specify', 'nth', 'last'];
  it('every sequence of choices yields a valid Quartz expression with exactly one ?', () => {
    for (const d of [...dayModes, 'notSet' as const]) {
      for (const w of weekModes) {
        for (const s of [
          setJobWeekMode(setJobDayMode(defaultJobState(NOW), d), w),
          setJobDayMode(setJobWeekMode(defaultJobState(NOW), w), d),
        ]) {
          const expr = jobStateToExpression(s);
          expect(validateCron(expr), `${d} / ${w}: ${expr}`).toBeUndefined();
          expect(jobStateToExpression(jobStateFromExpression(expr, NOW).state)).toBe(expr);
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRON_FIELDS,
  defaultWeekState,
  tabBounds,
  weekFromToken,
  weekToToken,
} from '../../../../src/shared/domain/cron/builder-model';
import {
  applyTabFieldChange,
  dayPickerFromString,
  dayPickerToString,
  defaultNumberPicker,
  hourPickerFromString,
  hourPickerToString,
  numberPickerFromString,
  numberPickerToString,
  tabFieldsFromExpression,
  tabFieldsToExpression,
} from '../../../../src/shared/domain/cron/tab-editor-model';
import type { CronFieldKey } from '../../../../src/shared/domain/cron/fields';

describe('hour picker (spec 002 §4)', () => {
  it.each([
    ['*', 'every'],
    ['3-9', 'range'],
    ['0/2', 'loop'],
    ['1,3,5', 'specify'],
    ['7', 'specify'],
  ] as const)('%s reads as %s and writes back', (text, mode) => {
    const state = hourPickerFromString(text);
    expect(state.mode).toBe(mode);
    expect(hourPickerToString(state)).toBe(text);
  });

  it('falls back to every on a parse error', () => {
    expect(hourPickerFromString('abc').mode).toBe('every');
    expect(hourPickerFromString('25').mode).toBe('every');
    expect(numberPickerFromString('hour', '8-18/2')).toMatchObject({
      exact: false,
      state: { mode: 'every' },
    });
  });

  it('an empty specific list means the minimum', () => {
    expect(hourPickerToString({ ...hourPickerFromString('*'), mode: 'specify', specific: [] })).toBe('0');
    expect(
      numberPickerToString('month', { ...defaultNumberPicker('month'), mode: 'specify', specific: [] }),
    ).toBe('1');
  });

  it('keeps the other modes’ settings when reading a new text', () => {
    const ranged = hourPickerFromString('3-9');
    const looped = hourPickerFromString('0/4', ranged);
    expect(looped).toMatchObject({ mode: 'loop', rangeStart: 3, rangeEnd: 9, loopInterval: 4 });
  });
});

describe('tabbed editor pickers', () => {
  it('defaults the year range to the current year … plus 100, within Quartz’s 2099', () => {
    expect(defaultNumberPicker('year', new Date(2024, 5, 1))).toMatchObject({
      rangeStart: 2024,
      rangeEnd: 2099,
      loopStart: 2024,
    });
    expect(defaultNumberPicker('year', new Date(1990, 5, 1))).toMatchObject({
      rangeStart: 1990,
      rangeEnd: 2090,
    });
  });

  it.each(['?', '*', '1-15', '1/2', '15W', 'L', '1,15,31'])('day %s round-trips', (text) => {
    const read = dayPickerFromString(text);
    expect(read.exact).toBe(true);
    expect(dayPickerToString(read.state)).toBe(text);
  });

  it('a day text without a mode of its own reads as every', () => {
    expect(dayPickerFromString('LW')).toMatchObject({ exact: false, state: { mode: 'every' } });
  });

  it.each(['?', '*', '2-6', '2/1', '2,4,6', '6#3', '6L'])('week %s round-trips', (text) => {
    const read = weekFromToken(text, defaultWeekState());
    expect(read.exact).toBe(true);
    expect(weekToToken(read.state)).toBe(text);
  });

  it('reads weekday names', () => {
    expect(weekFromToken('MON-FRI', defaultWeekState()).state).toMatchObject({
      mode: 'range',
      rangeStart: 2,
      rangeEnd: 6,
    });
  });

  it('bounds the inputs as spec 002 §5 says', () => {
    expect(tabBounds('second')).toEqual({ value: [0, 59], interval: [1, 59] });
    expect(tabBounds('minute')).toEqual({ value: [0, 59], interval: [1, 59] });
    expect(tabBounds('hour')).toEqual({ value: [0, 23], interval: [1, 23] });
    expect(tabBounds('day')).toEqual({ value: [1, 31], interval: [1, 31] });
    expect(tabBounds('month')).toEqual({ value: [1, 12], interval: [1, 12] });
    expect(tabBounds('week')).toEqual({ value: [1, 7], interval: [1, 7] });
    expect(tabBounds('year').interval[0]).toBe(1);
  });
});

describe('tabbed editor fields and auto-adjust (spec 002 §4)', () => {
  const start = () => ({ ...DEFAULT_CRON_FIELDS });
  const change = (key: CronFieldKey, value: string, fields = start()) =>
    tabFieldsToExpression(applyTabFieldChange(fields, key, value));

  it('reads six or seven fields and defaults anything else', () => {
    expect(tabFieldsFromExpression('0 0 12 * * ?')).toEqual({
      ...start(),
      second: '0',
      minute: '0',
      hour: '12',
    });
    expect(tabFieldsFromExpression('0 0 12 * *')).toEqual(start());
    expect(tabFieldsToExpression(start())).toBe('* * * * * ? *');
  });

  it('minute set and second *: second becomes 0', () => {
    expect(change('minute', '5')).toBe('0 5 * * * ? *');
    expect(change('minute', '5', { ...start(), second: '10' })).toBe('10 5 * * * ? *');
  });

  it('hour set and minute *: minute becomes 0 (and then second)', () => {
    expect(change('hour', '3')).toBe('0 0 3 * * ? *');
  });

  it('day or week set and hour *: hour becomes 0', () => {
    expect(change('day', '1')).toBe('0 0 0 1 * ? *');
    expect(change('week', '2')).toBe('0 0 0 ? * 2 *');
  });

  it('month set: the * of day or week becomes 1, whichever the other is ?', () => {
    expect(change('month', '3')).toBe('0 0 0 1 3 ? *');
    expect(change('month', '3', { ...start(), day: '?', week: '*' })).toBe('0 0 0 ? 3 1 *');
  });

  it('year set and month *: month becomes 1', () => {
    expect(change('year', '2030')).toBe('0 0 0 1 1 ? 2030');
  });

  it('choosing every or not-set adjusts nothing', () => {
    expect(change('minute', '*', { ...start(), minute: '5' })).toBe('* * * * * ? *');
    const same = start();
    expect(applyTabFieldChange(same, 'hour', '*')).toBe(same);
  });

  it('day and week exclude each other', () => {
    const weekly = applyTabFieldChange(start(), 'week', '2-6');
    expect(weekly.day).toBe('?');
    expect(applyTabFieldChange(weekly, 'day', 'L').week).toBe('?');
    expect(applyTabFieldChange(start(), 'day', '?').week).toBe('*');
    expect(applyTabFieldChange({ ...start(), day: '?', week: '2' }, 'week', '?').day).toBe('*');
  });
});

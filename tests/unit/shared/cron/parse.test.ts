import { describe, expect, it } from 'vitest';
import {
  CronParseError,
  expandField,
  parseCron,
  parseCronField,
  tryParseCron,
  validateCron,
} from '../../../../src/shared/domain/cron/parse';

describe('parseCron: the typed AST', () => {
  it('keeps the written form of every part', () => {
    const ast = parseCron('0/5 1-10/2 8,12 ? JAN-MAR 2-6 2024');
    expect(ast.second).toEqual({ kind: 'list', items: [{ type: 'step', start: 0, step: 5 }] });
    expect(ast.minute).toEqual({ kind: 'list', items: [{ type: 'range', start: 1, end: 10, step: 2 }] });
    expect(ast.hour).toEqual({
      kind: 'list',
      items: [
        { type: 'value', value: 8 },
        { type: 'value', value: 12 },
      ],
    });
    expect(ast.day).toEqual({ kind: 'none' });
    expect(ast.month).toEqual({ kind: 'list', items: [{ type: 'range', start: 1, end: 3 }] });
    expect(ast.week).toEqual({ kind: 'list', items: [{ type: 'range', start: 2, end: 6 }] });
    expect(ast.year).toEqual({ kind: 'list', items: [{ type: 'value', value: 2024 }] });
    expect(ast.hasYear).toBe(true);
  });

  it('reads six fields with an open year', () => {
    const ast = parseCron('  0 0 12  * * ? ');
    expect(ast.year).toEqual({ kind: 'all' });
    expect(ast.hasYear).toBe(false);
  });

  it.each([
    ['day', 'L', { kind: 'lastDay', offset: 0, weekday: false }],
    ['day', 'LW', { kind: 'lastDay', offset: 0, weekday: true }],
    ['day', 'L-3', { kind: 'lastDay', offset: 3, weekday: false }],
    ['day', 'l-3w', { kind: 'lastDay', offset: 3, weekday: true }],
    ['day', '15W', { kind: 'nearestWeekday', day: 15 }],
    ['week', '6L', { kind: 'lastWeekday', weekday: 6 }],
    ['week', 'FRIL', { kind: 'lastWeekday', weekday: 6 }],
    ['week', '6#3', { kind: 'nthWeekday', weekday: 6, nth: 3 }],
    ['week', 'fri#3', { kind: 'nthWeekday', weekday: 6, nth: 3 }],
    ['week', 'L', { kind: 'list', items: [{ type: 'value', value: 7 }] }],
    ['week', 'MON-FRI', { kind: 'list', items: [{ type: 'range', start: 2, end: 6 }] }],
    [
      'month',
      'jun,Dec',
      {
        kind: 'list',
        items: [
          { type: 'value', value: 6 },
          { type: 'value', value: 12 },
        ],
      },
    ],
    ['second', '*/15', { kind: 'list', items: [{ type: 'step', start: null, step: 15 }] }],
    ['second', '*', { kind: 'all' }],
  ] as const)('%s field %s', (key, text, expected) => {
    expect(parseCronField(key, text)).toEqual(expected);
  });

  it('expands fields like Quartz, overflow ranges included', () => {
    expect(expandField('second', parseCronField('second', '50-10/5'))).toEqual([0, 5, 10, 50, 55]);
    expect(expandField('week', parseCronField('week', 'FRI-MON'))).toEqual([1, 2, 6, 7]);
    expect(expandField('month', parseCronField('month', 'NOV-FEB'))).toEqual([1, 2, 11, 12]);
    expect(expandField('day', parseCronField('day', '1/10'))).toEqual([1, 11, 21, 31]);
    expect(expandField('hour', parseCronField('hour', '*/6'))).toEqual([0, 6, 12, 18]);
    expect(expandField('minute', parseCronField('minute', '0/60'))).toEqual([0]);
    expect(expandField('year', parseCronField('year', '2090/4'))).toEqual([2090, 2094, 2098]);
    expect(expandField('hour', parseCronField('hour', '*'))).toHaveLength(24);
  });
});

describe('parseCron: invalid expressions get a Chinese message', () => {
  it.each([
    ['', '表达式格式错误：表达式不能为空'],
    ['   ', '表达式格式错误：表达式不能为空'],
    ['0 0 12 * *', '表达式格式错误：应为 6 或 7 个字段（秒 分 时 日 月 周 [年]），当前为 5 个'],
    ['0 0 12 * * ? * 1', '表达式格式错误：应为 6 或 7 个字段（秒 分 时 日 月 周 [年]），当前为 8 个'],
    ['60 * * * * ?', '表达式格式错误：秒字段的取值必须在 0-59 之间，「60」超出范围'],
    ['0 60 * * * ?', '表达式格式错误：分字段的取值必须在 0-59 之间，「60」超出范围'],
    ['0 0 24 * * ?', '表达式格式错误：时字段的取值必须在 0-23 之间，「24」超出范围'],
    ['0 0 0 32 * ?', '表达式格式错误：日字段的取值必须在 1-31 之间，「32」超出范围'],
    ['0 0 0 0 * ?', '表达式格式错误：日字段的取值必须在 1-31 之间，「0」超出范围'],
    ['0 0 0 ? 13 *', '表达式格式错误：月字段的取值必须在 1-12 之间，「13」超出范围'],
    ['0 0 0 ? * 8', '表达式格式错误：周字段的取值必须在 1-7 之间，「8」超出范围'],
    ['0 0 0 ? * 0', '表达式格式错误：周字段的取值必须在 1-7 之间，「0」超出范围'],
    ['0 0 0 1 1 ? 1969', '表达式格式错误：年字段的取值必须在 1970-2099 之间，「1969」超出范围'],
    ['0 0 0 1 1 ? 2100', '表达式格式错误：年字段的取值必须在 1970-2099 之间，「2100」超出范围'],
    ['0 0 0 * * *', '表达式格式错误：日和周字段必须有且只有一个为「?」'],
    ['0 0 0 1 * 2', '表达式格式错误：日和周字段必须有且只有一个为「?」'],
    ['0 0 0 ? * ?', '表达式格式错误：日和周字段必须有且只有一个为「?」'],
    ['? 0 0 * * ?', '表达式格式错误：「?」只能用于日或周字段'],
    ['0 0 0 ?,1 * ?', '表达式格式错误：日字段的「?」不能与其他值组合'],
    ['0 0 0 1,L * ?', '表达式格式错误：日字段的「L」「W」「#」不能与其他值组合'],
    ['0 0 0 ? * 2#1,6#3', '表达式格式错误：周字段的「L」「W」「#」不能与其他值组合'],
    ['0 0 0 ? * 6#6', '表达式格式错误：周字段「#」后必须是 1-5 之间的数字'],
    ['0 0 0 L-31 * ?', '表达式格式错误：日字段「L-」后的天数必须在 0-30 之间'],
    ['0/0 * * * * ?', '表达式格式错误：秒字段的间隔必须在 1-60 之间，「0」不合法'],
    ['0 0 0/25 * * ?', '表达式格式错误：时字段的间隔必须在 1-24 之间，「25」不合法'],
    ['0 0 0 ? * 1/8', '表达式格式错误：周字段的间隔必须在 1-7 之间，「8」不合法'],
    ['0 0 0 1 1 ? 2030-2025', '表达式格式错误：年字段的起始年份不能大于结束年份'],
    ['0 0 5L * * ?', '表达式格式错误：时字段「5L」无法识别'],
    ['0 0 0 W * ?', '表达式格式错误：日字段「W」无法识别'],
    ['0 0 0 ? FOO *', '表达式格式错误：月字段「FOO」无法识别'],
    ['0 0 0 ? * MON-XYZ', '表达式格式错误：周字段「MON-XYZ」无法识别'],
    ['a * * * * ?', '表达式格式错误：秒字段「a」无法识别'],
    ['1-2-3 * * * * ?', '表达式格式错误：秒字段「1-2-3」无法识别'],
    ['*,5 * * * * ?', '表达式格式错误：秒字段「*,5」无法识别'],
    ['0 0 0 15W,20 * ?', '表达式格式错误：日字段的「L」「W」「#」不能与其他值组合'],
  ])('%j', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(CronParseError);
    expect(validateCron(expr)).toBe(message);
    expect(tryParseCron(expr)).toEqual({ ok: false, error: message });
  });

  it('accepts every expression the table of next-runs uses', () => {
    for (const expr of ['0 15 10 ? * 6L', '0 0 0 LW * ?', '0 0 0 L-3W * ?', '0 0 12 ? JAN-MAR,JUN MON#2']) {
      expect(validateCron(expr)).toBeUndefined();
    }
  });
});

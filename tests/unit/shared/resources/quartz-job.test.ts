import { describe, expect, it } from 'vitest';
import { firstError } from '../../../../src/shared/domain/validation/rules';
import { checkQuartzCron, quartzJobSchema } from '../../../../src/shared/domain/resources/quartz-job';

/** The job form's cron rule (shared by the form and the server) and its wire messages. */
describe('checkQuartzCron', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('accepts six- and seven-field expressions that fire again', () => {
    expect(checkQuartzCron('0/30 * * * * ? *', now)).toBeUndefined();
    expect(checkQuartzCron('0 0 2 * * ?', now)).toBeUndefined();
    expect(checkQuartzCron('', now)).toBeUndefined(); // required is a separate rule
  });

  it('explains a malformed expression without the parser prefix', () => {
    expect(checkQuartzCron('0 0 25 * * ?', now)).toBe(
      'Cron表达式不正确：时字段的取值必须在 0-23 之间，「25」超出范围',
    );
    expect(checkQuartzCron('0 0 1 * * *', now)).toBe('Cron表达式不正确：日和周字段必须有且只有一个为「?」');
  });

  it('refuses an expression with no future run', () => {
    expect(checkQuartzCron('0 0 0 1 1 ? 2025', now)).toBe('Cron表达式没有下一次执行时间');
    expect(checkQuartzCron('0 0 0 1 1 ? 2025', new Date('2024-06-01T00:00:00Z'))).toBeUndefined();
  });

  it('is the cron field rule of the schema, after required', () => {
    const field = quartzJobSchema.fields.find((f) => f.key === 'cronExpression')!;
    expect(firstError('', field.rules ?? [])).toBe('请输入Cron表达式!');
    expect(firstError('bad', field.rules ?? [])).toMatch(/^Cron表达式不正确：/);
    const handler = quartzJobSchema.fields.find((f) => f.key === 'jobClassName')!;
    expect(firstError(' ', handler.rules ?? [])).toBe('请选择任务处理器!');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_MESSAGES as M } from '../../src/shared/domain/online/form-design';
import { RUNTIME_MESSAGES } from '../../src/shared/domain/online/runtime-schema';
import { design, field } from './support/cgform-designer';
import { call, login } from './support/helpers';
import { createOnlineForm } from './support/online-forms';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Designers' validation patterns run on RE2 on the server: a form whose pattern backtracks
 * exponentially in a backtracking engine (stored before this rule, or accepted now because RE2
 * runs it in linear time) cannot stall the event loop, and what RE2 cannot run is refused when
 * designed.
 */
let t: TestApp;
let admin: string;
const HEAD = 'RDS1';
const HAN = '[\\u4e00-\\u9fa5]';
// About 12 kB of UTF-8 (a cell holds at most 4000 characters), ending where no pattern matches.
const HOSTILE_VALUE = `${'中'.repeat(3999)}!`;

beforeAll(async () => {
  t = await createTestApp({ businessDemo: false });
  admin = await login(t.app);
  // Written straight into the designer's tables, as patterns saved earlier would be: a run of
  // starred classes passed the old check (no repeated group); a repeated repeating group is the
  // textbook case. Both take a backtracking engine far longer than a test's lifetime on this value.
  await createOnlineForm(t, {
    head: { id: HEAD, tableName: 'rds_note', tableTxt: '正则攻击' },
    tenantId: null,
    fields: [
      { dbFieldName: 'nested', dbFieldTxt: '嵌套', dbType: 'Text', fieldValidType: `^(${HAN}+)+$` },
      {
        dbFieldName: 'poly',
        dbFieldTxt: '多项式',
        dbType: 'Text',
        fieldValidType: `^${HAN}*${HAN}*${HAN}*${HAN}*x$`,
      },
      { dbFieldName: 'han', dbFieldTxt: '姓名', fieldValidType: '^[\\u4e00-\\u9fa5]{2,4}$' },
    ],
  });
}, 60_000);
afterAll(() => t.close());

const add = (body: Record<string, unknown>) =>
  call<string>(t.app, 'POST', `/online/cgform/api/form/${HEAD}`, { token: admin, body });

/**
 * Runs `slow` and, while it is in flight, cheap requests one after another (Date.now around each
 * inject); their longest time. A pattern that blocks the event loop would hold them all up.
 */
async function longestMeanwhile<T>(slow: Promise<T>): Promise<{ result: T; longest: number; count: number }> {
  let done = false;
  const settled = slow.finally(() => {
    done = true;
  });
  let longest = 0;
  let count = 0;
  do {
    const started = Date.now();
    const res = await call(t.app, 'GET', '/sys/thirdLogin/options');
    longest = Math.max(longest, Date.now() - started);
    expect(res.status).toBe(200);
    count += 1;
    // A macrotask between calls, so this loop never starves the slow request's own I/O.
    await new Promise((resolve) => setTimeout(resolve, 1));
  } while (!done);
  return { result: await settled, longest, count };
}

describe('online form validation against hostile patterns and values', () => {
  it('answers other requests within 50 ms while a 10 kB value meets a nested-quantifier pattern', async () => {
    for (const column of ['nested', 'poly']) {
      // The 40-character case first (seconds for a backtracking engine); it also warms the route up.
      const short = await add({ [column]: `${'中'.repeat(40)}!` });
      expect(short.body.message, column).toBe(
        RUNTIME_MESSAGES.patternCustom(column === 'nested' ? '嵌套' : '多项式'),
      );
      const { result, longest, count } = await longestMeanwhile(add({ [column]: HOSTILE_VALUE }));
      expect(result.body.message, column).toBe(
        RUNTIME_MESSAGES.patternCustom(column === 'nested' ? '嵌套' : '多项式'),
      );
      expect(count, column).toBeGreaterThan(0);
      // Generous: the requirement is that the server keeps answering, not a benchmark.
      expect(longest, column).toBeLessThan(50);
    }
    expect(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM rds_note'))[0]!.n)).toBe(0);
  });

  it('still accepts what the pattern allows, Chinese ranges included', async () => {
    const res = await add({ nested: '中'.repeat(4000), poly: '中文x', han: '张三' });
    expect(res.body, res.body.message).toMatchObject({ success: true });
    expect((await add({ han: 'ab' })).body.message).toBe(RUNTIME_MESSAGES.patternCustom('姓名'));
  });

  it('refuses at design time what RE2 cannot run, with the reason in Chinese; accepts nested repetition', async () => {
    const save = (validType: string, table: string) =>
      call(t.app, 'POST', '/online/cgform/api/addAll', {
        token: admin,
        body: design(
          table,
          {},
          [field('name'), field('code', { dbLength: 20, fieldValidType: validType })],
          [],
        ),
      });
    const backref = await save('^(a)\\1$', 'rds_backref');
    expect(backref.body).toMatchObject({
      success: false,
      message: M.validTypeUnsupported('code', '不支持反向引用（\\1、\\k<名称>）'),
    });
    expect(backref.body.message).toBe(
      '字段「code」的校验规则不支持该正则写法：不支持反向引用（\\1、\\k<名称>）',
    );
    const lookahead = await save('^(?!0)\\d+$', 'rds_look');
    expect(lookahead.body.message).toMatch(/^字段「code」的校验规则不支持该正则写法：不支持前瞻或后顾断言/);
    const heads = await t.db.query(
      "SELECT 1 FROM onl_cgform_head WHERE table_name IN ('rds_backref', 'rds_look')",
    );
    expect(heads).toHaveLength(0);
    expect((await save('^(a+)+$', 'rds_nested')).body).toMatchObject({ success: true });
  });
});

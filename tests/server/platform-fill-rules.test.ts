import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { generateCode } from '../../server/modules/fill-rule/sequence';
import { call, login } from './support/helpers';
import { operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 填值规则: CRUD, the atomic sequence under 200 concurrent calls, the period reset, permissions. */

let t: TestApp;
let admin: string;
let plain: { id: string; token: string };
let tester: { id: string; token: string };

interface RuleJson {
  id: string;
  ruleCode: string;
  ruleName: string;
  prefix: string;
  datePattern: string;
  separator: string;
  seqLength: number;
  resetPeriod: string;
}

const RULE = {
  ruleName: '合同编号',
  ruleCode: 'contract_no',
  prefix: 'HT',
  datePattern: 'yyyy',
  separator: '-',
  seqLength: 6,
  resetPeriod: 'year',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plain = await signedInUser(t, 'fillplain');
  tester = await signedInUser(t, 'filltester', {
    roleId: await roleWith(t, 'fill_testers', [PERM.fillRule.list, PERM.fillRule.test]),
  });
});
afterAll(() => t.close());

async function ruleByCode(code: string): Promise<RuleJson | undefined> {
  const res = await call<{ records: RuleJson[] }>(t.app, 'GET', '/sys/fillRule/list', {
    token: admin,
    query: { ruleCode: code },
  });
  return res.body.result.records.find((r) => r.ruleCode === code);
}

const year = () => String(new Date(Date.now() + 8 * 3600_000).getUTCFullYear());

describe('fill rule administration', () => {
  it('lists the seeded rules', async () => {
    const res = await call<{ records: RuleJson[]; total: number }>(t.app, 'GET', '/sys/fillRule/list', {
      token: admin,
    });
    expect(res.body.success).toBe(true);
    const codes = res.body.result.records.map((r) => r.ruleCode);
    expect(codes).toEqual(expect.arrayContaining(['invoice_no', 'task_no']));
  });

  it('adds, reads, edits; the code is unique and immutable', async () => {
    const add = await call(t.app, 'POST', '/sys/fillRule/add', { token: admin, body: RULE });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const dup = await call(t.app, 'POST', '/sys/fillRule/add', { token: admin, body: RULE });
    expect(dup.body).toMatchObject({ success: false, message: '规则编码已存在' });
    const rule = (await ruleByCode('contract_no'))!;
    expect(rule).toMatchObject({ prefix: 'HT', datePattern: 'yyyy', separator: '-', seqLength: 6 });
    const byId = await call<RuleJson>(t.app, 'GET', '/sys/fillRule/queryById', {
      token: admin,
      query: { id: rule.id },
    });
    expect(byId.body.result.ruleName).toBe('合同编号');
    const edit = await call(t.app, 'PUT', '/sys/fillRule/edit', {
      token: admin,
      body: { id: rule.id, ruleName: '合同号', ruleCode: 'changed', seqLength: 5 },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await ruleByCode('contract_no')).toMatchObject({ ruleName: '合同号', seqLength: 5 });
    expect(await operationLogs(t, '编辑填值规则：contract_no')).toHaveLength(1);
  });

  it('refuses bad definitions with a Chinese message and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...RULE, ruleCode: 'x1', ruleName: '' }, '请输入规则名称!'],
      [{ ...RULE, ruleCode: 'bad code' }, '规则编码只允许字母、数字、下划线和短横线'],
      [{ ...RULE, ruleCode: 'x2', seqLength: 13 }, '流水号位数必须是1到12之间的整数'],
      [
        { ...RULE, ruleCode: 'x3', datePattern: 'yyyy', resetPeriod: 'month' },
        '重置周期不能比日期格式更细，否则同一周期内会生成重复编码',
      ],
      [{ ...RULE, ruleCode: 'x4', datePattern: 'yy' }, '日期格式的值不正确'],
      [{ ...RULE, ruleCode: 'x5', separator: '#' }, '分隔符只能是 - _ / . 之一或留空'],
      [{ ...RULE, ruleCode: 'x6', prefix: 'F P' }, '前缀只允许字母、数字、下划线和短横线，最多20位'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/sys/fillRule/add', { token: admin, body });
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    const rows = await t.db.query("SELECT 1 FROM sys_fill_rule WHERE rule_code LIKE 'x%'");
    expect(rows).toHaveLength(0);
    // An edit is checked against the stored definition too.
    const invoice = (await ruleByCode('invoice_no'))!;
    const edit = await call(t.app, 'PUT', '/sys/fillRule/edit', {
      token: admin,
      body: { id: invoice.id, resetPeriod: 'day' },
    });
    expect(edit.body.message).toBe('重置周期不能比日期格式更细，否则同一周期内会生成重复编码');
    expect((await ruleByCode('invoice_no'))!.resetPeriod).toBe('year');
  });

  it('deletes one and a batch', async () => {
    for (const code of ['del_a', 'del_b', 'del_c'])
      await call(t.app, 'POST', '/sys/fillRule/add', { token: admin, body: { ...RULE, ruleCode: code } });
    const a = (await ruleByCode('del_a'))!;
    const one = await call(t.app, 'DELETE', '/sys/fillRule/delete', { token: admin, query: { id: a.id } });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const b = (await ruleByCode('del_b'))!;
    const c = (await ruleByCode('del_c'))!;
    const batch = await call(t.app, 'DELETE', '/sys/fillRule/deleteBatch', {
      token: admin,
      query: { ids: `${b.id},${c.id}` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await t.db.query("SELECT 1 FROM sys_fill_rule WHERE rule_code LIKE 'del_%'")).toHaveLength(0);
    const missing = await call(t.app, 'DELETE', '/sys/fillRule/delete', {
      token: admin,
      query: { id: a.id },
    });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});

describe('code generation', () => {
  it('200 concurrent executeRuleByCode calls get 200 distinct, consecutive codes', async () => {
    await call(t.app, 'POST', '/sys/fillRule/add', {
      token: admin,
      body: { ...RULE, ruleName: '并发', ruleCode: 'burst', prefix: 'FP' },
    });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        call<string>(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/burst', { token: plain.token, body: {} }),
      ),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    const codes = results.map((r) => r.body.result);
    expect(new Set(codes).size).toBe(200);
    const numbers = codes.map((c) => Number(c.split('-')[2])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(codes).toContain(`FP-${year()}-000200`);
  });

  it('restarts the sequence with a new period and keeps counting within one', async () => {
    const d2025 = new Date('2025-12-31T15:59:00Z'); // 2025-12-31 23:59 GMT+8
    const d2026 = new Date('2025-12-31T16:00:00Z'); // 2026-01-01 00:00 GMT+8
    expect(await generateCode(t.db, 'invoice_no', d2025)).toBe('FP-2025-000001');
    expect(await generateCode(t.db, 'invoice_no', d2025)).toBe('FP-2025-000002');
    expect(await generateCode(t.db, 'invoice_no', d2026)).toBe('FP-2026-000001');
    expect(await generateCode(t.db, 'task_no', new Date('2026-03-05T02:00:00Z'))).toBe('RW202603050001');
    expect(await generateCode(t.db, 'task_no', new Date('2026-03-06T02:00:00Z'))).toBe('RW202603060001');
  });

  it('a rule that never resets keeps one counter across years', async () => {
    await call(t.app, 'POST', '/sys/fillRule/add', {
      token: admin,
      body: {
        ...RULE,
        ruleCode: 'forever',
        prefix: 'NO',
        datePattern: 'yyyy',
        resetPeriod: 'never',
        seqLength: 3,
      },
    });
    expect(await generateCode(t.db, 'forever', new Date('2025-06-01T00:00:00Z'))).toBe('NO-2025-001');
    expect(await generateCode(t.db, 'forever', new Date('2026-06-01T00:00:00Z'))).toBe('NO-2026-002');
  });

  it('testFillRule and the batch endpoint draw codes; unknown codes are refused', async () => {
    const test = await call<string>(t.app, 'GET', '/sys/fillRule/testFillRule', {
      token: tester.token,
      query: { ruleCode: 'task_no' },
    });
    expect(test.body.success).toBe(true);
    expect(test.body.result).toMatch(/^RW\d{8}\d{4}$/);
    const batch = await call<Array<{ ruleCode: string; result: string }>>(
      t.app,
      'PUT',
      '/sys/fillRule/executeRuleByCodeBatch',
      {
        token: plain.token,
        body: { commonFormData: {}, rules: [{ ruleCode: 'burst' }, { ruleCode: 'burst' }] },
      },
    );
    expect(batch.body.result.map((r) => r.result)).toEqual([`FP-${year()}-000201`, `FP-${year()}-000202`]);
    const unknown = await call(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/nope', {
      token: plain.token,
      body: {},
    });
    expect(unknown.body).toMatchObject({ success: false, message: '该规则编码不存在' });
    const noBody = await call<string>(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/burst', {
      token: plain.token,
    });
    expect(noBody.body.result).toBe(`FP-${year()}-000203`);
  });
});

describe('permissions', () => {
  it('refuses users without the codes; the runtime endpoint needs only a session', async () => {
    const list = await call(t.app, 'GET', '/sys/fillRule/list', { token: plain.token });
    expect(list.body).toMatchObject({ success: false, code: 510 });
    const add = await call(t.app, 'POST', '/sys/fillRule/add', {
      token: tester.token,
      body: { ...RULE, ruleCode: 'sneaky' },
    });
    expect(add.body.code).toBe(510);
    const test = await call(t.app, 'GET', '/sys/fillRule/testFillRule', {
      token: plain.token,
      query: { ruleCode: 'task_no' },
    });
    expect(test.body.code).toBe(510);
    for (const [method, path] of [
      ['PUT', '/sys/fillRule/edit'],
      ['DELETE', '/sys/fillRule/delete?id=1'],
      ['DELETE', '/sys/fillRule/deleteBatch?ids=1'],
      ['GET', '/sys/fillRule/queryById?id=1'],
    ] as const) {
      const res = await call(t.app, method, path, {
        token: tester.token,
        ...(method === 'PUT' ? { body: {} } : {}),
      });
      expect(res.body.code, path).toBe(path.includes('queryById') ? 500 : 510);
    }
    const anonymous = await call(t.app, 'PUT', '/sys/fillRule/executeRuleByCode/burst', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

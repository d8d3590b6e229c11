import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 编码校验规则 administration: rule_json checked by the regex guard on save, unique code, permissions. */

let t: TestApp;
let admin: string;
let reader: { id: string; token: string };

interface RuleJson {
  id: string;
  ruleCode: string;
  ruleName: string;
  ruleJson: string;
  ruleDescription: string | null;
}

const ZIP = JSON.stringify([{ digits: '*', pattern: '^\\d{6}$', message: '邮编必须是6位数字' }]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  reader = await signedInUser(t, 'rulereader', {
    roleId: await roleWith(t, 'rule_readers', [PERM.checkRule.list]),
  });
});
afterAll(() => t.close());

async function ruleByCode(code: string): Promise<RuleJson | undefined> {
  const res = await call<{ records: RuleJson[] }>(t.app, 'GET', '/sys/checkRule/list', {
    token: admin,
    query: { ruleCode: code },
  });
  return res.body.result.records.find((r) => r.ruleCode === code);
}

describe('check rule administration', () => {
  it('lists the seeded rule for a reader', async () => {
    const res = await call<{ records: RuleJson[] }>(t.app, 'GET', '/sys/checkRule/list', {
      token: reader.token,
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.map((r) => r.ruleCode)).toContain('common');
  });

  it('adds a rule that checkByCode then applies; the code is unique', async () => {
    const add = await call(t.app, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: '邮编', ruleCode: 'zip', ruleJson: ZIP, ruleDescription: '六位数字' },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const dup = await call(t.app, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: '邮编2', ruleCode: 'zip', ruleJson: ZIP },
    });
    expect(dup.body).toMatchObject({ success: false, message: '规则编码已存在' });
    const good = await call(t.app, 'GET', '/sys/checkRule/checkByCode', {
      token: reader.token,
      query: { ruleCode: 'zip', value: '100000' },
    });
    expect(good.body.success).toBe(true);
    const bad = await call(t.app, 'GET', '/sys/checkRule/checkByCode', {
      token: reader.token,
      query: { ruleCode: 'zip', value: '10000a' },
    });
    expect(bad.body).toMatchObject({ success: false, message: '邮编必须是6位数字' });
    expect(await operationLogs(t, '添加编码校验规则：zip')).toHaveLength(1);
  });

  it('refuses a bad rule_json with a Chinese message and saves nothing', async () => {
    const cases: Array<[string, string]> = [
      ['not json', '规则JSON格式不正确'],
      ['[]', '规则JSON格式不正确'],
      [JSON.stringify([{ digits: 'x', pattern: 'a', message: 'm' }]), '规则JSON格式不正确'],
      [
        JSON.stringify([{ digits: '*', pattern: '(\\w)\\1', message: 'm' }]),
        '校验规则不支持该正则写法：不支持反向引用（\\1、\\k<名称>）（正则表达式【(\\w)\\1】）',
      ],
      [JSON.stringify([{ digits: '*', pattern: '(?!a)b', message: 'm' }]), '不支持前瞻或后顾断言'],
      [JSON.stringify([{ digits: '*', pattern: '[a-', message: 'm' }]), '校验规则不支持该正则写法：无法解析'],
      [
        JSON.stringify(
          Array.from({ length: 30 }, () => ({ digits: '*', pattern: '^.{1,3}$', message: '长度' })),
        ),
        '规则JSON不能超过1024个字符',
      ],
    ];
    for (const [ruleJson, message] of cases) {
      const res = await call(t.app, 'POST', '/sys/checkRule/add', {
        token: admin,
        body: { ruleName: '坏规则', ruleCode: 'bad_rule', ruleJson },
      });
      expect(res.body.success, ruleJson).toBe(false);
      expect(res.body.message, ruleJson).toContain(message);
    }
    expect(await t.db.query("SELECT 1 FROM sys_check_rule WHERE rule_code = 'bad_rule'")).toHaveLength(0);
    const missing = await call(t.app, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: '缺JSON', ruleCode: 'no_json' },
    });
    expect(missing.body.message).toBe('请输入规则JSON!');
  });

  it('edits (code stays; a bad edit changes nothing), reads by id, deletes', async () => {
    const zip = (await ruleByCode('zip'))!;
    const bad = await call(t.app, 'PUT', '/sys/checkRule/edit', {
      token: admin,
      body: { id: zip.id, ruleName: '改名', ruleJson: '[{"digits":"*","pattern":"(a)\\\\1","message":"x"}]' },
    });
    expect(bad.body.success).toBe(false);
    expect((await ruleByCode('zip'))!.ruleName).toBe('邮编');
    const edit = await call(t.app, 'PUT', '/sys/checkRule/edit', {
      token: admin,
      body: { id: zip.id, ruleName: '邮政编码', ruleCode: 'other' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const byId = await call<RuleJson>(t.app, 'GET', '/sys/checkRule/queryById', {
      token: reader.token,
      query: { id: zip.id },
    });
    expect(byId.body.result).toMatchObject({ ruleCode: 'zip', ruleName: '邮政编码', ruleJson: ZIP });
    await call(t.app, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: '临时', ruleCode: 'tmp_rule', ruleJson: ZIP },
    });
    const tmp = (await ruleByCode('tmp_rule'))!;
    const del = await call(t.app, 'DELETE', '/sys/checkRule/delete', { token: admin, query: { id: tmp.id } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/checkRule/deleteBatch', {
      token: admin,
      query: { ids: zip.id },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    const gone = await call(t.app, 'GET', '/sys/checkRule/checkByCode', {
      token: admin,
      query: { ruleCode: 'zip', value: '1' },
    });
    expect(gone.body.message).toBe('该编码不存在');
  });

  it('refuses writes and reads without the codes', async () => {
    const plain = await signedInUser(t, 'ruleplain');
    const list = await call(t.app, 'GET', '/sys/checkRule/list', { token: plain.token });
    expect(list.body.code).toBe(510);
    const common = (await ruleByCode('common'))!;
    const attempts = [
      call(t.app, 'POST', '/sys/checkRule/add', {
        token: reader.token,
        body: { ruleName: 'a', ruleCode: 'a', ruleJson: ZIP },
      }),
      call(t.app, 'PUT', '/sys/checkRule/edit', {
        token: reader.token,
        body: { id: common.id, ruleName: 'x' },
      }),
      call(t.app, 'DELETE', '/sys/checkRule/delete', { token: reader.token, query: { id: common.id } }),
      call(t.app, 'DELETE', '/sys/checkRule/deleteBatch', { token: reader.token, query: { ids: common.id } }),
      call(t.app, 'GET', '/sys/checkRule/queryById', { token: plain.token, query: { id: common.id } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.body.code).toBe(510);
    expect((await ruleByCode('common'))!.ruleName).toBe('通用编码规则');
  });
});

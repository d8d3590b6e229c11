import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/lib/ids';
import { assertSafePattern, UnsafePatternError } from '../../server/modules/check-rule/regex-guard';
import { call, createUser, login } from './support/helpers';
import { addTenant2User, TENANT2_PASSWORD } from './support/second-tenant';
import { createTestApp, type TestApp } from './support/test-app';

const FORBIDDEN = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';

let t: TestApp;
let admin: string;
let other: string; // a user of tenant 2000
let adminId: string;

async function addRule(code: string, rules: unknown): Promise<void> {
  await t.db.query(
    'INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json) VALUES ($1, $2, $2, $3)',
    [newId(), code, typeof rules === 'string' ? rules : JSON.stringify(rules)],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  adminId =
    (await t.db.query<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))[0]?.id ?? '';
  await addTenant2User(t, 'tenant2_dup', '13900000001');
  await t.db.query(
    "INSERT INTO sys_position (id, code, name, tenant_id) VALUES ($1, 'T2POS', '值长', 2000)",
    [newId()],
  );
  other = await login(t.app, 'tenant2_dup', TENANT2_PASSWORD);
  await addRule('cursor', [
    { digits: '3', pattern: '^.{0,3}$', message: '前三位任意' },
    { digits: '2', pattern: '^[0-9]{0,2}$', message: '接着两位数字' },
    { digits: '1', pattern: '^x$', message: '第六位必须是x' },
  ]);
  await addRule('nested', [{ digits: '*', pattern: '^(a+)+$', message: '嵌套' }]);
  await addRule('backref', [{ digits: '*', pattern: '^(a)\\1$', message: '反向引用' }]);
  await addRule('long', [{ digits: '*', pattern: `^${'a?'.repeat(251)}$`, message: '过长' }]);
  await addRule('slow', [{ digits: '*', pattern: '^(a|aa)*c$', message: '慢' }]);
  await addRule('javaonly', [{ digits: '*', pattern: '^a++$', message: 'Java' }]);
  await addRule('broken', '{"digits":"*"}');
}, 60_000);
afterAll(() => t.close());

const dup = (query: Record<string, string>, token = admin) =>
  call<string | null>(t.app, 'GET', '/sys/duplicate/check', { token, query });

describe('GET /sys/duplicate/check', () => {
  it('answers 该值可用！ / 该值不可用，系统中已存在！ with the contract codes', async () => {
    const free = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody' });
    expect(free.body).toMatchObject({
      success: true,
      code: 200,
      message: '该值可用！',
      result: '该值可用！',
    });
    const taken = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' });
    expect(taken.body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
    // The record being edited does not count against itself.
    const self = await dup({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'admin',
      dataId: adminId,
    });
    expect(self.body.success).toBe(true);
  });

  it('keeps the empty-value quirk: success with code 500', async () => {
    const res = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' });
    expect(res.body).toMatchObject({ success: true, code: 500, message: '数据为空,不作处理！' });
    expect((await dup({ tableName: 'sys_user', fieldName: 'username' })).body.message).toBe(
      '数据为空,不作处理！',
    );
  });

  it('counts logically deleted rows (the unique index does too)', async () => {
    await createUser(t, { username: 'gone_user', password: 'Widget@2025x' });
    await t.db.query("UPDATE sys_user SET del_flag = 1 WHERE username = 'gone_user'");
    expect(
      (await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'gone_user' })).body.success,
    ).toBe(false);
  });

  it('refuses pairs off the allowlist and binds the value', async () => {
    for (const [tableName, fieldName] of [
      ['sys_user', 'password'],
      ['sys_user', 'salt'],
      ['sys_user', 'realname'],
      ['sys_session', 'id'],
      ['sys_user;drop table sys_user', 'username'],
      ['sys_user', 'username = username OR 1=1 --'],
      ['constructor', 'name'],
      ['__proto__', 'username'],
      ['sys_user', 'constructor'],
      ['SYS_USER', 'username'],
      ['', ''],
    ]) {
      const res = await dup({ tableName: tableName ?? '', fieldName: fieldName ?? '', fieldVal: 'x' });
      expect(res.body, `${tableName}.${fieldName}`).toMatchObject({ success: false, message: FORBIDDEN });
    }
    const injected = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: "x' OR '1'='1" });
    expect(injected.body.message).toBe('该值可用！');
  });

  it('checks per-tenant columns in the caller’s tenant and global ones everywhere', async () => {
    const pos = { tableName: 'sys_position', fieldName: 'code', fieldVal: 'T2POS' };
    expect((await dup(pos)).body.message).toBe('该值可用！');
    expect((await dup(pos, other)).body.message).toBe('该值不可用，系统中已存在！');
    // A shared (tenant NULL) category code is taken for every tenant; a tenant's own only for it.
    const shared = { tableName: 'sys_category', fieldName: 'code', fieldVal: 'B01' };
    expect((await dup(shared, other)).body.success).toBe(false);
    await t.db.query(
      "INSERT INTO sys_category (id, pid, name, code, tenant_id) VALUES ($1, '0', '租户二分类', 'T2CAT', 2000)",
      [newId()],
    );
    const own = { tableName: 'sys_category', fieldName: 'code', fieldVal: 'T2CAT' };
    expect((await dup(own, other)).body.success).toBe(false);
    expect((await dup(own)).body.success).toBe(true);
    // Usernames and phones are unique across tenants: the save would fail, so the check says so.
    expect(
      (await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'tenant2_dup' })).body.success,
    ).toBe(false);
    expect(
      (await dup({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13900000001' })).body.success,
    ).toBe(false);
    expect(
      (await dup({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' }, other)).body.success,
    ).toBe(false);
    expect(
      (await dup({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' })).body.success,
    ).toBe(false);
    expect(
      (await dup({ tableName: 'sys_check_rule', fieldName: 'rule_code', fieldVal: 'common' })).body.success,
    ).toBe(false);
  });

  it('needs a session', async () => {
    expect(
      (await call(t.app, 'GET', '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=a'))
        .status,
    ).toBe(401);
  });
});

/** The client encodes the value once more before the query string encodes it (CONTRACT §8.2). */
const check = (ruleCode: string, value: string, encode = true) =>
  call<Record<string, unknown> | null>(t.app, 'GET', '/sys/checkRule/checkByCode', {
    token: admin,
    query: { ruleCode, value: encode ? encodeURIComponent(value) : value },
  });

describe('GET /sys/checkRule/checkByCode', () => {
  it('runs the seeded `common` rule in order, stopping at the first failure', async () => {
    const table: Array<[string, string | null]> = [
      ['abc', null],
      ['A_1', null],
      ['a|b', null], // `|` is inside the character classes of the JeecgBoot patterns
      ['abcdefghijkl', null],
      ['', null],
      ['   ', null],
      ['1abc', '第一位只能是字母'],
      ['_ab', '第一位只能是字母'],
      ['ab-c', '只能填写数字、大小写字母、下划线'],
      ['a中文', '只能填写数字、大小写字母、下划线'],
      ['ab+c', '只能填写数字、大小写字母、下划线'],
      ['ab', '最少输入3位数'],
      ['abcdefghijklm', '最多输入12位数'],
    ];
    for (const [value, message] of table) {
      const res = await check('common', value);
      if (message === null) {
        expect(res.body, value).toMatchObject({ success: true, code: 200, result: null });
      } else {
        expect(res.body, value).toMatchObject({ success: false, code: 500, message });
      }
    }
  });

  it('reports the failing rule with its cursor slice', async () => {
    const first = await check('common', '9xy');
    expect(first.body.result).toEqual({
      digits: '1',
      pattern: '^[a-z|A-Z]$',
      message: '第一位只能是字母',
      beginIndex: 0,
      endIndex: 1,
      checkValue: '9',
      passed: false,
    });
    const whole = await check('common', 'ab-c');
    expect(whole.body.result).toEqual({
      digits: '*',
      pattern: '^[0-9|a-z|A-Z|_]{0,}$',
      message: '只能填写数字、大小写字母、下划线',
      checkValue: 'ab-c',
      passed: false,
    });
    expect((await check('common', 'ab+c')).body.result).toMatchObject({ checkValue: 'ab+c' });
    // Sent encoded only once, `+` is read as a space (Java URLDecoder), as on JeecgBoot.
    expect((await check('common', 'ab+c', false)).body.result).toMatchObject({ checkValue: 'ab c' });
  });

  it('moves the cursor only on numeric rules and clips it at the end of the value', async () => {
    expect((await check('cursor', 'abc12x')).body.success).toBe(true);
    const table: Array<[string, Record<string, unknown>]> = [
      ['abc1yx', { message: '接着两位数字', beginIndex: 3, endIndex: 5, checkValue: '1y' }],
      ['abc12y', { message: '第六位必须是x', beginIndex: 5, endIndex: 6, checkValue: 'y' }],
      ['abc12', { message: '第六位必须是x', beginIndex: 5, endIndex: 5, checkValue: '' }],
      ['ab', { message: '第六位必须是x', beginIndex: 5, endIndex: 2, checkValue: '' }],
      ['abcq', { message: '接着两位数字', beginIndex: 3, endIndex: 4, checkValue: 'q' }],
    ];
    for (const [value, expected] of table) {
      expect((await check('cursor', value)).body.result, value).toMatchObject({ passed: false, ...expected });
    }
  });

  it('answers 该编码不存在 for an unknown code', async () => {
    expect((await check('nope', 'abc')).body).toMatchObject({ success: false, message: '该编码不存在' });
    expect((await check('', 'abc')).body.message).toBe('该编码不存在');
  });

  it('runs patterns on RE2: nested repetition answers at once, what RE2 cannot run is refused', async () => {
    const badConfig = '该编码的校验规则配置有误，请联系管理员';
    for (const code of ['backref', 'long', 'javaonly', 'broken']) {
      expect((await check(code, 'aaaa')).body, code).toMatchObject({ success: false, message: badConfig });
    }
    expect((await check('nested', 'aaaa')).body).toMatchObject({ success: true, result: null });
    // A backtracking engine needs about 2^1000 steps for these; RE2 answers the rule's own message.
    expect((await check('nested', `${'a'.repeat(999)}!`)).body).toMatchObject({
      success: false,
      message: '嵌套',
    });
    expect((await check('slow', 'a'.repeat(1000))).body).toMatchObject({ success: false, message: '慢' });
    expect((await check('slow', 'aac')).body).toMatchObject({ success: true, result: null });
    expect((await check('common', `a${'b'.repeat(1000)}`)).body.message).toBe('校验值不能超过1000个字符');
    expect((await check('common', '%E0%A4%A', false)).body.message).toBe('校验值的编码格式不正确');
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/sys/checkRule/checkByCode?ruleCode=common&value=abc')).status).toBe(
      401,
    );
  });
});

describe('assertSafePattern', () => {
  it('accepts what RE2 runs (nested repetition included) and refuses what it cannot', () => {
    for (const ok of [
      '^[a-z|A-Z]$',
      '^.{3,12}$',
      '^(ab|cd)*$',
      '^\\d{3}-(\\d{4})$',
      '^[(]a+[)]+$',
      '(a+)+',
      '(\\w*)*',
      '(a{1,9}){2,}',
    ]) {
      expect(() => assertSafePattern(ok), ok).not.toThrow();
    }
    for (const bad of ['(a)\\1', '(?<n>a)\\k<n>', '(?=a)a', 'a++', '(a', 'a)']) {
      expect(() => assertSafePattern(bad), bad).toThrow(UnsafePatternError);
    }
  });
});

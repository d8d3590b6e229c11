import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { newId } from '../../server/lib/ids';
import { call, login } from './support/helpers';
import { getExport, postImport, sheetsOf, xlsOf, xlsxOf, zipOf } from './support/excel-files';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import {
  ensureTenant,
  grantMenuWithRule,
  operationLogs,
  roleWith,
  signedInUser,
} from './support/identity-fixtures';
import { API, createTestApp, type TestApp } from './support/test-app';

/** Excel export (real BIFF8 .xls) and import (all or nothing, error file, file checks), spec 002 §7/§8. */

let t: TestApp;
let admin: string;
let dataDir: string;
let t2: { id: string; token: string };
let listOnly: { id: string; token: string };

const USER_HEADER = ['用户账号', '用户姓名', '工号', '职务', '生日', '性别', '邮箱', '手机号码', '座机'];

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const rows = await t.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM (${sql}) x`, params);
  return Number(rows[0]?.n ?? 0);
}

async function addPosition(code: string, name: string, tenant: number) {
  await t.db.query('INSERT INTO sys_position (id, code, name, tenant_id) VALUES ($1, $2, $3, $4)', [
    newId(),
    code,
    name,
    tenant,
  ]);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-excel-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  t2 = await signedInUser(t, 'xlst2', {
    roleId: await roleWith(t, 'xls_t2', Object.values(PERM.position), 2000),
    tenants: '2000',
  });
  listOnly = await signedInUser(t, 'xlslist', {
    roleId: await roleWith(t, 'xls_list', [PERM.user.list, PERM.position.list]),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('export', () => {
  it('answers a real .xls with Chinese headers, dictionary text, a UTF-8 file name and no secrets', async () => {
    const res = await getExport(t.app, '/sys/user/exportXls', admin, { username: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.xls"; filename*=UTF-8''${encodeURIComponent('用户列表')}.xls`,
    );
    // BIFF8 lives in an OLE2 compound file.
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const [sheet] = sheetsOf(res.rawPayload);
    expect(sheet?.[0]).toEqual([...USER_HEADER, '状态']);
    expect(sheet?.[1]?.[0]).toBe('admin');
    expect(sheet?.[1]?.[9]).toBe('正常');
    const text = JSON.stringify(sheet);
    expect(text).not.toMatch(/scrypt|登录密码|盐/);
    expect(await operationLogs(t, '导出用户')).toHaveLength(1);
  });

  it('neutralises cells that start like a formula', async () => {
    const names = ['=HYPERLINK("x")', '+1+2', '-3', '@SUM(A1)', '\tTAB'];
    for (const [i, name] of names.entries()) {
      await addPosition(`f${i}`, name, 1000);
    }
    const res = await getExport(t.app, '/sys/position/exportXls', admin, { code: 'f*' });
    const [sheet] = sheetsOf(res.rawPayload);
    const exported = (sheet ?? []).slice(1).map((r) => r[1]);
    expect(exported.sort()).toEqual(names.map((n) => `'${n}`).sort());
  });

  it('limits to the selected ids, within the list scope', async () => {
    await addPosition('sel1', '选中一', 1000);
    await addPosition('sel2', '选中二', 1000);
    await addPosition('sel3', '别的租户', 2000);
    const ids = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_position WHERE code IN ('sel1', 'sel3') ORDER BY code",
    );
    const res = await getExport(t.app, '/sys/position/exportXls', admin, {
      selections: ids.map((r) => r.id).join(','),
    });
    const [sheet] = sheetsOf(res.rawPayload);
    // sel3 belongs to tenant 2000: not exported even when its id is asked for.
    expect((sheet ?? []).slice(1).map((r) => r[0])).toEqual(['sel1']);
    const bad = await getExport(t.app, '/sys/position/exportXls', admin, { selections: "x';drop" });
    expect(bad.json()).toMatchObject({ success: false, message: '参数不正确' });
  });

  it('applies the list data rules of the user menu to export and import', async () => {
    const role = await roleWith(t, 'xls_women', [PERM.user.list, PERM.user.export, PERM.user.import]);
    await grantMenuWithRule(t, role, ADMIN_PATHS.user, { column: 'sex', condition: '=', value: '2' });
    const ruled = await signedInUser(t, 'xlsruled', { roleId: role });
    await t.db.query("UPDATE sys_user SET sex = 2 WHERE username = 'admin'");
    const [sheet] = sheetsOf((await getExport(t.app, '/sys/user/exportXls', ruled.token)).rawPayload);
    expect((sheet ?? []).slice(1).map((r) => r[5])).toEqual(expect.arrayContaining(['女']));
    expect((sheet ?? []).slice(1).every((r) => r[5] === '女')).toBe(true);
    await t.db.query("UPDATE sys_user SET sex = NULL WHERE username = 'admin'");
    // A user the actor could not see afterwards is not created at all.
    const file = await xlsxOf([USER_HEADER, ['rule_man', '男用户', '', '', '', '男', '', '', '']]);
    const res = await postImport(t.app, '/sys/user/importExcel', ruled.token, [
      { fileName: 'm.xlsx', data: file },
    ]);
    expect(res.body).toMatchObject({ success: false, message: '没有权限操作该数据' });
    expect(await count("SELECT 1 FROM sys_user WHERE username = 'rule_man'")).toBe(0);
  });

  it('keeps tenants apart', async () => {
    const mine = sheetsOf((await getExport(t.app, '/sys/position/exportXls', t2.token)).rawPayload)[0] ?? [];
    expect(mine.slice(1).map((r) => r[0])).toEqual(['sel3']);
  });

  it('requires the export and import permission codes', async () => {
    const denied = await getExport(t.app, '/sys/user/exportXls', listOnly.token);
    expect(denied.json()).toMatchObject({ success: false, code: 510 });
    const deniedPos = await getExport(t.app, '/sys/position/exportXls', listOnly.token);
    expect(deniedPos.json()).toMatchObject({ success: false, code: 510 });
    const file = await xlsxOf([
      ['职务编码', '职务名称'],
      ['nope', '不行'],
    ]);
    const imp = await postImport(t.app, '/sys/position/importExcel', listOnly.token, [
      { fileName: 'a.xlsx', data: file },
    ]);
    expect(imp.body).toMatchObject({ success: false, code: 510 });
    expect(await count("SELECT 1 FROM sys_position WHERE code = 'nope'")).toBe(0);
    const seeded = await t.db.query<{ perms: string }>(
      "SELECT perms FROM sys_permission WHERE perms LIKE 'system:position:%port' ORDER BY perms",
    );
    expect(seeded.map((r) => r.perms)).toEqual(['system:position:export', 'system:position:import']);
  });
});

describe('import', () => {
  it('imports users from .xlsx: dict text → value, 职务 by name, no usable password', async () => {
    await addPosition('dev', '开发', 1000);
    const file = await xlsxOf([
      USER_HEADER,
      ['imp_one', '导入一', 'W001', '开发', '1990-05-06', '男', 'one@example.com', '13900000001', ''],
      ['imp_two', '导入二', '', 'dev', '', '女', '', '', '010-1234567'],
    ]);
    const res = await postImport(t.app, '/sys/user/importExcel', admin, [
      { fileName: '用户.xlsx', data: file },
    ]);
    expect(res.body).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
    const rows = await t.db.query<Record<string, unknown>>(
      "SELECT username, realname, work_no, post, sex, status, rel_tenant_ids, password, salt, create_by FROM sys_user WHERE username LIKE 'imp_%' ORDER BY username",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ realname: '导入一', work_no: 'W001', post: 'dev', sex: 1, status: 1 });
    expect(rows[0]).toMatchObject({ rel_tenant_ids: '1000', create_by: 'admin' });
    expect(rows[1]).toMatchObject({ post: 'dev', sex: 2 });
    expect(rows[0]?.password).not.toBe(rows[1]?.password);
    // No password works for an imported account until an admin resets it.
    const signIn = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'imp_one', password: '123456' },
    });
    expect(signIn.body.success).toBe(false);
    expect(await operationLogs(t, '导入用户：用户.xlsx，2行')).toHaveLength(1);
  });

  it('round-trips: the exported .xls imports back', async () => {
    const exported = await getExport(t.app, '/sys/position/exportXls', admin, { code: 'sel*' });
    await t.db.query("DELETE FROM sys_position WHERE code LIKE 'sel%' AND tenant_id = 1000");
    const res = await postImport(t.app, '/sys/position/importExcel', admin, [
      { fileName: '职务列表.xls', data: exported.rawPayload },
    ]);
    expect(res.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const rows = await t.db.query<{ code: string; name: string }>(
      "SELECT code, name FROM sys_position WHERE code LIKE 'sel%' AND tenant_id = 1000 ORDER BY code",
    );
    expect(rows).toEqual([
      { code: 'sel1', name: '选中一' },
      { code: 'sel2', name: '选中二' },
    ]);
    // Neutralised cells come back as their original text.
    const f = await getExport(t.app, '/sys/position/exportXls', admin, { code: 'f*' });
    await t.db.query("DELETE FROM sys_position WHERE code LIKE 'f%' AND tenant_id = 1000");
    await postImport(t.app, '/sys/position/importExcel', admin, [{ fileName: 'f.xls', data: f.rawPayload }]);
    const back = await t.db.query<{ name: string }>("SELECT name FROM sys_position WHERE code = 'f0'");
    expect(back[0]?.name).toBe('=HYPERLINK("x")');
  });

  it('imports into the acting tenant only', async () => {
    const file = xlsOf([
      ['职务编码', '职务名称'],
      ['dev', '二号开发'],
    ]);
    const res = await postImport(t.app, '/sys/position/importExcel', t2.token, [
      { fileName: 'p.xls', data: file },
    ]);
    expect(res.body.success).toBe(true);
    const rows = await t.db.query<{ tenant_id: number }>(
      "SELECT tenant_id FROM sys_position WHERE code = 'dev' ORDER BY tenant_id",
    );
    expect(rows.map((r) => r.tenant_id)).toEqual([1000, 2000]);
  });

  it('writes nothing when a row fails: code 201 and a downloadable error file', async () => {
    const file = await xlsxOf([
      [...USER_HEADER, '备注'],
      ['bad_ok', '正常行', '', '', '', '男', '', '', '', 'x'],
      ['bad_mail', '邮箱错', '', '', '', '', 'not-an-email', '', '', ''],
      ['bad_ok', '重复账号', '', '', '', '', '', '', '', ''],
      ['admin', '', '', '不存在的职务', '1990-02-30', '未知', '', '', '', ''],
    ]);
    const res = await postImport(t.app, '/sys/user/importExcel', admin, [
      { fileName: 'bad.xlsx', data: file },
    ]);
    expect(res.body).toMatchObject({ success: true, code: 201, message: '共4行，成功0行，错误3行' });
    expect(res.body.result).toMatch(/^excel\/[0-9a-f]{32}\.xlsx$/);
    expect(await count("SELECT 1 FROM sys_user WHERE username LIKE 'bad_%'")).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${res.body.result}` });
    expect(served.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(served.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (n: number) =>
      Array.from(((sheet?.getRow(n).values ?? []) as unknown[]).slice(1), (v) =>
        v === undefined ? '' : String(v),
      );
    expect(values(1)).toEqual([...USER_HEADER, '备注', '错误信息']);
    expect(values(2)[10] ?? '').toBe('');
    expect(values(3)[10]).toBe('邮箱格式不正确');
    expect(values(4)[10]).toBe('用户账号在文件中重复：bad_ok');
    const last = values(5)[10] ?? '';
    for (const m of [
      '请输入用户名称!',
      '生日格式不正确',
      '性别的值不正确',
      '用户账号已存在',
      '职务不存在：不存在的职务',
    ])
      expect(last).toContain(m);
    expect(await operationLogs(t, '导入用户失败：bad.xlsx')).toHaveLength(1);
  });

  it('refuses wrong types, fake spreadsheets, oversized files and zip bombs before parsing', async () => {
    const post = (fileName: string, data: Buffer) =>
      postImport(t.app, '/sys/position/importExcel', admin, [{ fileName, data }]);
    expect((await post('a.csv', Buffer.from('职务编码,职务名称\nx,y'))).body).toMatchObject({
      success: false,
      message: 'a.csv：只支持.xls或.xlsx格式的Excel文件',
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await post('图片.xlsx', png)).body.message).toBe('图片.xlsx：文件内容不是有效的Excel文件');
    expect((await post('图片.xls', png)).body.message).toBe('图片.xls：文件内容不是有效的Excel文件');
    const notExcel = zipOf([{ name: 'hello.txt', data: Buffer.from('hello') }]);
    expect((await post('zip.xlsx', notExcel)).body.message).toBe(
      'zip.xlsx：表头中没有可导入的列，请使用导出的文件作为模板',
    );
    // Declared 300 MB in the central directory: refused without inflating anything.
    const liar = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declare: 300 * 1024 * 1024 },
    ]);
    expect((await post('bomb.xlsx', liar)).body.message).toBe(
      'bomb.xlsx：文件解压后过大，疑似压缩炸弹，已拒绝导入',
    );
    // Honest sizes but 20 MB of zeros in a few KB: the ratio is refused.
    const dense = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) }]);
    expect((await post('dense.xlsx', dense)).body.message).toBe(
      'dense.xlsx：文件解压后过大，疑似压缩炸弹，已拒绝导入',
    );
    const big = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(21 * 1024 * 1024)]);
    expect((await post('big.xlsx', big)).body).toMatchObject({
      success: false,
      message: '文件大小超出20MB限制',
    });
    const none = await postImport(t.app, '/sys/position/importExcel', admin, []);
    expect(none.body).toMatchObject({ success: false, message: '请选择要导入的Excel文件' });
    expect(
      await count(
        "SELECT 1 FROM sys_position WHERE tenant_id = 1000 AND code NOT LIKE 'f%' AND code NOT LIKE 'sel%' AND code <> 'dev'",
      ),
    ).toBe(0);
  });

  it('checks every file before importing any; a later bad file keeps the earlier one', async () => {
    const good = await xlsxOf([
      ['职务编码', '职务名称'],
      ['multi1', '多文件一'],
    ]);
    const fake = Buffer.from('not a spreadsheet');
    const refused = await postImport(t.app, '/sys/position/importExcel', admin, [
      { fileName: 'good.xlsx', data: good },
      { fileName: 'fake.xlsx', data: fake },
    ]);
    expect(refused.body.success).toBe(false);
    expect(await count("SELECT 1 FROM sys_position WHERE code = 'multi1'")).toBe(0);
    const badRows = await xlsxOf([
      ['职务编码', '职务名称'],
      ['multi1', '重复'],
    ]);
    const partial = await postImport(t.app, '/sys/position/importExcel', admin, [
      { fileName: 'good.xlsx', data: good },
      { fileName: 'dup.xlsx', data: badRows },
    ]);
    expect(partial.body).toMatchObject({ success: true, code: 201 });
    expect(partial.body.message).toBe('dup.xlsx：共1行，成功0行，错误1行（已导入：good.xlsx）');
    expect(await count("SELECT 1 FROM sys_position WHERE code = 'multi1'")).toBe(1);
  });
});

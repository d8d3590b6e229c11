import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { ensureTenant, operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { MULTIPART_TYPE, multipartBody } from './support/multipart';
import { API, createTestApp, type TestApp } from './support/test-app';

/** 文件列表: every upload recorded in sys_files; list, queryById, delete (row + object), own upload. */

let t: TestApp;
let dataDir: string;
let admin: string;
let lister: { id: string; token: string };
let plain: { id: string; token: string };
let otherTenant: { id: string; token: string };

interface FileJson {
  id: string;
  fileName: string;
  url: string;
  fileType: string;
  mime: string;
  fileSize: number;
  biz: string;
  store: string;
  createBy: string;
  createTime: string;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n% a small document\n');

async function upload(
  token: string,
  fileName: string,
  data: Buffer,
  path = '/sys/common/upload',
  biz?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': MULTIPART_TYPE, 'x-access-token': token },
    payload: multipartBody([...(biz ? [{ name: 'biz', value: biz }] : []), { name: 'file', fileName, data }]),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string; code: number } };
}

const list = (token: string, query: Record<string, string> = {}) =>
  call<{ records: FileJson[]; total: number }>(t.app, 'GET', '/sys/oss/file/list', { token, query });

const rowCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sys_files'))[0]?.n ?? 0);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-oss-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' } });
  admin = await login(t.app);
  lister = await signedInUser(t, 'osslister', { roleId: await roleWith(t, 'oss_list', [PERM.oss.list]) });
  plain = await signedInUser(t, 'ossplain');
  await ensureTenant(t, 2000);
  otherTenant = await signedInUser(t, 'ossother', {
    roleId: await roleWith(t, 'oss_all_2000', Object.values(PERM.oss), 2000),
    tenants: '2000',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files list', () => {
  it('records every successful common upload with owner, size, type and time', async () => {
    const res = await upload(admin, 'photos/厂区 照片.png', PNG, '/sys/common/upload', 'avatar');
    expect(res.body.success).toBe(true);
    const page = await list(admin, { fileName: '*厂区*' });
    expect(page.body.result.records).toHaveLength(1);
    expect(page.body.result.records[0]).toMatchObject({
      fileName: '厂区 照片.png',
      url: res.body.message,
      fileType: 'png',
      mime: 'image/png',
      fileSize: PNG.length,
      biz: 'avatar',
      store: 'local',
      createBy: 'admin',
    });
    expect(page.body.result.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records nothing for a refused upload', async () => {
    const before = await rowCount();
    const res = await upload(admin, 'page.html', Buffer.from('<html></html>'));
    expect(res.body.success).toBe(false);
    expect(await rowCount()).toBe(before);
  });

  it('filters by type and uploader and sorts by size', async () => {
    await upload(admin, 'report.pdf', PDF, '/sys/common/upload', 'docs');
    await upload(lister.token, 'big.png', Buffer.concat([PNG, Buffer.alloc(4000, 2)]));
    const pdfs = await list(admin, { fileType: 'pdf' });
    expect(pdfs.body.result.records.map((r) => r.fileName)).toEqual(['report.pdf']);
    const mine = await list(admin, { createBy: 'osslister' });
    expect(mine.body.result.records.map((r) => r.fileName)).toEqual(['big.png']);
    const bySize = await list(admin, { column: 'fileSize', order: 'desc' });
    const sizes = bySize.body.result.records.map((r) => r.fileSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(bySize.body.result.records[0]?.fileName).toBe('big.png');
    const range = await list(admin, {
      createTime_begin: '2000-01-01 00:00:00',
      createTime_end: '2000-12-31 23:59:59',
    });
    expect(range.body.result.total).toBe(0);
  });

  it('refuses an unknown sort column with a clear message', async () => {
    const res = await list(admin, { column: 'mime', order: 'asc' });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('keeps tenants apart', async () => {
    await upload(otherTenant.token, 'tenant2.pdf', PDF);
    const own = await list(otherTenant.token);
    expect(own.body.result.records.map((r) => r.fileName)).toEqual(['tenant2.pdf']);
    const adminView = await list(admin, { fileName: 'tenant2.pdf' });
    expect(adminView.body.result.total).toBe(0);
    const id = own.body.result.records[0]!.id;
    const foreign = await call(t.app, 'GET', '/sys/oss/file/queryById', { token: admin, query: { id } });
    expect(foreign.body).toMatchObject({ success: false, message: '文件不存在' });
    const del = await call(t.app, 'DELETE', '/sys/oss/file/delete', { token: admin, query: { id } });
    expect(del.body).toMatchObject({ success: false, message: '文件不存在' });
    expect((await list(otherTenant.token)).body.result.total).toBe(1);
  });

  it('answers one file by id', async () => {
    const [first] = (await list(admin, { fileType: 'pdf' })).body.result.records;
    const res = await call<FileJson>(t.app, 'GET', '/sys/oss/file/queryById', {
      token: admin,
      query: { id: first!.id },
    });
    expect(res.body.result).toMatchObject({ id: first!.id, fileName: 'report.pdf' });
    const missing = await call(t.app, 'GET', '/sys/oss/file/queryById', {
      token: admin,
      query: { id: 'nope' },
    });
    expect(missing.body).toMatchObject({ success: false, message: '文件不存在' });
  });
});

describe('delete', () => {
  it('removes the row and the stored object, with the operation log', async () => {
    const up = await upload(admin, 'gone.pdf', PDF);
    const [row] = (await list(admin, { fileName: 'gone.pdf' })).body.result.records;
    expect(existsSync(join(dataDir, 'upload', up.body.message))).toBe(true);
    const res = await call(t.app, 'DELETE', '/sys/oss/file/delete', { token: admin, query: { id: row!.id } });
    expect(res.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(existsSync(join(dataDir, 'upload', up.body.message))).toBe(false);
    expect((await list(admin, { fileName: 'gone.pdf' })).body.result.total).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${up.body.message}` });
    expect(served.statusCode).toBe(404);
    expect(await operationLogs(t, 'gone.pdf')).toHaveLength(1);
  });

  it('deletes the row even when the object is already gone; a second delete is refused', async () => {
    const up = await upload(admin, 'orphan.pdf', PDF);
    rmSync(join(dataDir, 'upload', up.body.message));
    const [row] = (await list(admin, { fileName: 'orphan.pdf' })).body.result.records;
    const first = await call(t.app, 'DELETE', '/sys/oss/file/delete', {
      token: admin,
      query: { id: row!.id },
    });
    expect(first.body.success).toBe(true);
    const again = await call(t.app, 'DELETE', '/sys/oss/file/delete', {
      token: admin,
      query: { id: row!.id },
    });
    expect(again.body).toMatchObject({ success: false, message: '文件不存在' });
  });

  it('refuses a request without id', async () => {
    const before = await rowCount();
    const res = await call(t.app, 'DELETE', '/sys/oss/file/delete', { token: admin });
    expect(res.body.success).toBe(false);
    expect(await rowCount()).toBe(before);
  });
});

describe('the page upload', () => {
  it('stores and records like the common upload (查看文件 is enough)', async () => {
    const res = await upload(lister.token, 'from-page.pdf', PDF, '/sys/oss/file/upload');
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.message).toMatch(/^temp\/[0-9a-f]{32}\.pdf$/);
    const [row] = (await list(lister.token, { fileName: 'from-page.pdf' })).body.result.records;
    expect(row).toMatchObject({ createBy: 'osslister', url: res.body.message });
  });

  it('applies the same checks', async () => {
    const before = await rowCount();
    const bad = await upload(admin, 'evil.png', Buffer.from('<svg><script/></svg>'), '/sys/oss/file/upload');
    expect(bad.body).toMatchObject({ success: false, message: '上传失败，存在非法文件类型：png' });
    const badBiz = await upload(admin, 'a.pdf', PDF, '/sys/oss/file/upload', '../etc');
    expect(badBiz.body).toMatchObject({ success: false, message: '上传目录bizPath，格式非法！' });
    expect(await rowCount()).toBe(before);
  });
});

describe('permissions', () => {
  it('refuses users without the codes; 查看文件 does not allow delete', async () => {
    const before = await rowCount();
    expect((await list(plain.token)).body.success).toBe(false);
    expect((await list(plain.token)).status).not.toBe(200);
    const up = await upload(plain.token, 'x.pdf', PDF, '/sys/oss/file/upload');
    expect(up.body.success).toBe(false);
    const [row] = (await list(admin)).body.result.records;
    for (const token of [plain.token, lister.token]) {
      const del = await call(t.app, 'DELETE', '/sys/oss/file/delete', { token, query: { id: row!.id } });
      expect(del.body.success).toBe(false);
    }
    const byId = await call(t.app, 'GET', '/sys/oss/file/queryById', {
      token: plain.token,
      query: { id: row!.id },
    });
    expect(byId.body.success).toBe(false);
    expect(await rowCount()).toBe(before);
    expect((await list(lister.token)).body.success).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect((await call(t.app, 'GET', '/sys/oss/file/list')).status).toBe(401);
  });
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './support/helpers';
import { MULTIPART_TYPE, multipartBody, type MultipartPart } from './support/multipart';
import { API, createTestApp, type TestApp } from './support/test-app';

/** POST /sys/common/upload and GET /sys/common/static/** (CONTRACT §7 with the security departures). */

let t: TestApp;
let token: string;
let dataDir: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n% test\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

async function upload(parts: MultipartPart[], auth: string | null = token) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { 'content-type': MULTIPART_TYPE, ...(auth ? { 'x-access-token': auth } : {}) },
    payload: multipartBody(parts),
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; message: string; result: unknown },
  };
}

const file = (fileName: string, data: Buffer, biz?: string) => [
  ...(biz !== undefined ? [{ name: 'biz', value: biz }] : []),
  { name: 'file', fileName, data },
];

const fetchStatic = (path: string) =>
  t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${path}` });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-upload-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' } });
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload', () => {
  it('stores an image under a server-chosen name and answers the path in message (code 0)', async () => {
    const res = await upload(file('我的 头像.png', PNG, 'avatar'));
    expect(res.body).toMatchObject({ success: true, code: 0, result: null });
    expect(res.body.message).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
    expect(existsSync(join(dataDir, 'upload', res.body.message))).toBe(true);
    const served = await fetchStatic(res.body.message);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Default folder when biz is absent.
    expect((await upload(file('a.png', PNG))).body.message).toMatch(/^temp\//);
  });

  it('serves documents as attachments', async () => {
    const res = await upload(file('report.pdf', PDF, 'docs'));
    expect(res.body.success).toBe(true);
    const served = await fetchStatic(res.body.message);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
  });

  it('checks extension AND content', async () => {
    const cases: Array<[string, Buffer]> = [
      ['page.html', HTML],
      ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
      ['fake.png', HTML],
      ['fake.pdf', PNG],
      ['noext', PNG],
      ['note.txt', HTML],
      ['run.exe', Buffer.from('MZ\x90\x00')],
    ];
    for (const [name, data] of cases) {
      const res = await upload(file(name, data, 'x'));
      expect(res.body.success, name).toBe(false);
      expect(res.body.message, name).toMatch(/^上传失败，存在非法文件类型：/);
    }
    expect((await upload(file('ok.txt', Buffer.from('plain text\n'), 'x'))).body.success).toBe(true);
  });

  it('accepts biz only as a plain folder name', async () => {
    for (const biz of ['../etc', '..', 'a/b', 'a\\b', '.hidden', 'x'.repeat(33), '中文']) {
      const res = await upload(file('a.png', PNG, biz));
      expect(res.body, biz).toMatchObject({ success: false, message: '上传目录bizPath，格式非法！' });
    }
  });

  it('limits the size (UPLOAD_MAX_MB) and refuses empty or missing files', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(file('big.png', big, 'avatar'));
    expect(res.body).toMatchObject({
      success: false,
      message: '文件大小超出1MB限制, 请压缩或降低文件质量! ',
    });
    expect((await upload(file('empty.png', Buffer.alloc(0), 'avatar'))).body.message).toBe(
      '上传失败，文件为空！',
    );
    expect((await upload([{ name: 'biz', value: 'avatar' }])).body.message).toBe('上传失败，未找到文件！');
    const garbage = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'content-type': 'multipart/form-data; boundary=abc', 'x-access-token': token },
      payload: 'not multipart at all',
    });
    expect(garbage.json()).toMatchObject({ success: false, message: '上传失败！' });
  });

  it('needs a session to upload', async () => {
    const res = await upload(file('a.png', PNG, 'avatar'), null);
    expect(res.status).toBe(401);
  });
});

describe('static files', () => {
  it('serves only server-shaped names: no traversal, no other files', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
    writeFileSync(join(dataDir, 'upload', 'plain.png'), PNG);
    const paths = [
      '../secret.txt',
      '..%2Fsecret.txt',
      '%2e%2e/secret.txt',
      'avatar/../../secret.txt',
      'avatar/..%2F..%2Fsecret.txt',
      'plain.png',
      '/etc/passwd',
      'avatar/0123456789abcdef0123456789abcdef.png',
      'avatar/0123456789abcdef0123456789abcdef.html',
      'avatar/0123456789ABCDEF0123456789abcdef.png',
    ];
    for (const path of paths) {
      const res = await fetchStatic(path);
      // 404 from the static route, or 401 when the path no longer names it at all.
      expect([401, 404], path).toContain(res.statusCode);
      expect(res.body, path).not.toContain('top secret');
    }
  });
});

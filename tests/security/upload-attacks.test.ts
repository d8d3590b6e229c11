import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import {
  filesUnder,
  HTML,
  PHP,
  PNG,
  RAW_MULTIPART_TYPE,
  rawMultipart,
  SVG,
  XML,
  type RawPart,
} from './support/attack-upload';

/**
 * Upload attacks (issue 10, attack corpus) on /sys/common/upload, /sys/oss/file/upload and an
 * Excel import route: traversal in names and biz, double extensions, markup dressed as images,
 * content-type lies, NUL bytes, over-long names and empty files are refused with a Chinese
 * message (or stored under a server-chosen safe name), served files never sniff or render, and
 * nothing is written outside the store directory.
 */

let t: TestApp;
let admin: string;
let root: string;
let dataDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cwxt-upload-attack-'));
  dataDir = join(root, 'data');
  t = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' } });
  admin = await login(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const UPLOAD_ROUTES = ['/sys/common/upload', '/sys/oss/file/upload'];

async function send(path: string, parts: RawPart[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': RAW_MULTIPART_TYPE, 'x-access-token': admin },
    payload: rawMultipart(parts),
  });
  expect(res.statusCode, path).toBeLessThan(500);
  return res.json() as { success: boolean; message: string; code: number };
}

const filePart = (fileName: string, data: Buffer, contentType?: string): RawPart => ({
  name: 'file',
  fileName,
  data,
  ...(contentType ? { contentType } : {}),
});

/** Refused with a Chinese message (the caller checks that no row and no file came of it). */
async function expectRefused(path: string, parts: RawPart[], label: string) {
  const res = await send(path, parts);
  expect(res.success, `${label}: ${res.message}`).toBe(false);
  expect(res.message, label).toMatch(/[\u4e00-\u9fa5]/);
}

/** Runs `attacks`, then asserts no table and no file under the test root changed. */
async function nothingWritten(label: string, attacks: () => Promise<void>) {
  const before = await fingerprint(t.db);
  const files = filesUnder(root);
  await attacks();
  expectUnchanged(before, await fingerprint(t.db), label);
  expect(filesUnder(root), label).toEqual(files);
}

const REFUSED_FILES: Array<[string, Buffer, string?]> = [
  ['a.jpg.html', HTML],
  ['a.html', HTML],
  ['a.htm', HTML],
  ['a.svg', SVG],
  ['a.png', SVG, 'image/png'],
  ['a.png', HTML, 'image/png'],
  ['a.jpg', XML, 'image/jpeg'],
  ['a.gif', HTML, 'image/gif'],
  ['a.xml', XML],
  ['a.php', PHP],
  ['a.jsp', PHP],
  ['a.png.php', PNG],
  ['a.png\u0000.html', HTML],
  ['a.html\u0000.png', HTML],
  ['a.txt', SVG, 'text/plain'],
  ['a.txt', HTML, 'text/plain'],
  ['a.pdf', HTML, 'application/pdf'],
  ['empty.png', Buffer.alloc(0)],
  ['noext', PNG],
  ['a.PNG ', HTML],
  ['a.png', Buffer.alloc(1024 * 1024 + 10, 0x89)],
];

const BAD_BIZ = [
  '../x',
  '..\\x',
  '%2e%2e%2fx',
  '..%2fx',
  '/etc',
  'C:\\Windows',
  'a/b',
  'a.b',
  '.',
  '..',
  'x'.repeat(40),
  'a\u0000b',
  'a b',
  '${jndi:x}',
];

describe('upload attacks', () => {
  for (const path of UPLOAD_ROUTES) {
    it(`${path}: markup, scripts, double extensions, NUL names, lies and empty files are refused`, async () => {
      await nothingWritten(path, async () => {
        for (const [name, data, type] of REFUSED_FILES)
          await expectRefused(
            path,
            [{ name: 'biz', value: 'temp' }, filePart(name, data, type)],
            `${path} ${JSON.stringify(name)}`,
          );
      });
    });

    it(`${path}: traversal or odd biz folders are refused`, async () => {
      await nothingWritten(path, async () => {
        for (const biz of BAD_BIZ)
          await expectRefused(
            path,
            [{ name: 'biz', value: biz }, filePart('a.png', PNG)],
            `${path} biz=${JSON.stringify(biz)}`,
          );
      });
    });

    it(`${path}: traversal and odd names in an image get a server-chosen name inside the store`, async () => {
      const names = [
        '../../../../evil.png',
        '..\\..\\..\\evil.png',
        '%2e%2e%2f%2e%2e%2fevil.png',
        '/etc/evil.png',
        'C:\\Windows\\evil.png',
        'a.php.png',
        `${'长'.repeat(300)}.png`,
      ];
      for (const name of names) {
        const res = await send(path, [{ name: 'biz', value: 'avatar' }, filePart(name, PNG, 'text/html')]);
        expect(res.success, `${name}: ${res.message}`).toBe(true);
        const key = res.message; // both answer the stored key in message (code 0)
        expect(key, name).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
        const served = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${key}` });
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
      // Everything the server wrote is inside DATA_DIR/upload, under server-chosen names.
      for (const f of filesUnder(root)) {
        if (f.startsWith(join('data', 'upload')))
          expect(f).toMatch(/^data[\\/]upload[\\/][a-zA-Z0-9_-]+[\\/][0-9a-f]{32}\.[a-z0-9]+$/);
        expect(f).not.toMatch(/evil/);
      }
    });
  }

  it('serves a non-image upload as a nosniff attachment, never inline', async () => {
    const res = await send('/sys/common/upload', [
      { name: 'biz', value: 'temp' },
      filePart('说明.txt', Buffer.from('纯文本 <b>x</b>'), 'text/html'),
    ]);
    expect(res.success, res.message).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${res.message}` });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(
      /^attachment; filename="[0-9a-f]{32}\.txt"$/,
    );
    expect(String(served.headers['content-type'])).toMatch(/^text\/plain/);
  });

  it('never serves a path outside the store, however it is spelled', async () => {
    for (const p of [
      '../../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      '..\\..\\etc\\passwd',
      'avatar/../../package.json',
      '/etc/passwd',
      'avatar/%00.png',
      'avatar/0123456789abcdef0123456789abcdef.html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${p}` });
      // A dot-segment path is normalised before routing and may land on the client's index page;
      // what matters is that the store never answers it and no file outside it leaks.
      expect(res.statusCode, p).toBeLessThan(500);
      expect(res.headers['content-disposition'], p).toBeUndefined();
      expect(res.body, p).not.toMatch(/root:.*:0:0|"name":\s*"cwxt|"dependencies"/);
    }
  });

  it('an Excel import refuses markup and traversal names with a Chinese message and no write', async () => {
    await nothingWritten('import', async () => {
      for (const [name, data] of [
        ['../../evil.xlsx', HTML],
        ['evil.xlsx', SVG],
        ['evil.xls.html', HTML],
        ['evil\u0000.xlsx', PHP],
        ['empty.xlsx', Buffer.alloc(0)],
      ] as Array<[string, Buffer]>)
        await expectRefused(
          '/sys/user/importExcel',
          [{ name: 'file', fileName: name, data }],
          `import ${JSON.stringify(name)}`,
        );
    });
  });

  it('refuses an upload without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'content-type': RAW_MULTIPART_TYPE },
      payload: rawMultipart([filePart('a.png', PNG)]),
    });
    expect(res.statusCode).toBe(401);
  });
});

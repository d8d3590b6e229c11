import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './support/helpers';
import { formBody, MULTIPART_TYPE } from './support/multipart';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * /sys/common/upload as the upload widgets and grid cells call it: the default 10 MB limit and its
 * message (declared and chunked bodies), the grid's `isup=1` and the editors' `jeditor` folder.
 */
let t: TestApp;
let token: string;
let dataDir: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 2),
]);

const body = (fields: Record<string, string>, fileName: string, data: Buffer) =>
  formBody(fields, 'file', [{ fileName, data }]);

async function post(payload: Buffer | Readable) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: { 'content-type': MULTIPART_TYPE, 'x-access-token': token },
    payload,
  });
  return res.json() as { success: boolean; code: number; message: string };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-upload-widgets-'));
  // No UPLOAD_MAX_MB: the default limit of CONTRACT §7.1 (10 MB).
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload as the widgets call it', () => {
  it('accepts the grid cells’ isup=1 and the editors’ jeditor folder', async () => {
    const cell = await post(body({ isup: '1' }, 'cell.png', PNG));
    expect(cell).toMatchObject({ success: true, code: 0 });
    expect(cell.message).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
    const editor = await post(body({ biz: 'jeditor', jeditor: '1' }, 'pasted.png', PNG));
    expect(editor.message).toMatch(/^jeditor\/[0-9a-f]{32}\.png$/);
  });

  it('a file over 10 MB gets the spec message, also when the body is streamed without a length', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const expected = { success: false, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' };
    expect(await post(body({ biz: 'temp' }, 'big.png', big))).toMatchObject(expected);
    const streamed = Readable.from(
      (function* chunks() {
        const all = body({ biz: 'temp' }, 'big.png', big);
        for (let i = 0; i < all.length; i += 256 * 1024) yield all.subarray(i, i + 256 * 1024);
      })(),
    );
    expect(await post(streamed)).toMatchObject(expected);
    // Just under the limit is fine.
    const fits = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]);
    expect((await post(body({}, 'fits.png', fits))).success).toBe(true);
  });
});

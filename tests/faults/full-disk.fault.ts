// Faults (issue 10): a full disk during an upload. The spawned server runs under RLIMIT_FSIZE
// (`ulimit -f`, no root needed, the same on every CI runner): a write past the limit fails with
// EFBIG exactly as a full disk fails with ENOSPC. The user gets a clear Chinese message; no partial
// file stays in the store and no sys_files row is written; a small upload still works after.
// On PostgreSQL only: the embedded database writes its own files inside the server process, and
// the limit would fail those too, which is not the fault under test.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postFiles, tokenOf } from './support/http';
import { count, createDatabase, PG_SKIP_REASON, PG_URL, type TestDatabase } from './support/pg';
import { newDataDir, removeDir, startProcess, type ServerProcess } from './support/proc';

// 1 MiB (dash counts `ulimit -f` in 512-byte blocks).
const LIMIT_BYTES = 2048 * 512;

/** A real PNG signature and header, padded to `size` bytes (the upload checks the magic bytes). */
function png(size: number): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

/** Every file under the upload store with its size. */
function storeFiles(dataDir: string): Array<{ path: string; size: number }> {
  const root = join(dataDir, 'upload');
  const found: Array<{ path: string; size: number }> = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(dir, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else found.push({ path: full, size: info.size });
    }
  };
  walk(root);
  return found;
}

describe.skipIf(!PG_URL)(`a full disk during upload${PG_URL ? '' : ` (${PG_SKIP_REASON})`}`, () => {
  let db: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    db = await createDatabase();
    dataDir = newDataDir();
    server = await startProcess({ dataDir, databaseUrl: db.url, shellPrefix: 'ulimit -f 2048;' });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    removeDir(dataDir);
  });

  it('answers a clear message and leaves no partial file and no row; a small upload still works', async () => {
    const token = await tokenOf(server.apiBase);
    const rows = `SELECT 1 FROM sys_files WHERE biz = 'faultdisk'`;
    const before = storeFiles(dataDir);

    const big = await postFiles(
      server.apiBase,
      '/sys/common/upload',
      token,
      [{ fileName: '大图.png', data: png(3 * LIMIT_BYTES) }],
      {
        biz: 'faultdisk',
      },
    );
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({
      success: false,
      message: '上传失败，服务器存储空间不足，请联系管理员！',
    });
    expect(big.text).not.toMatch(/EFBIG|ENOSPC|\/tmp\/|at \w+ \(/);
    expect(storeFiles(dataDir)).toEqual(before);
    expect(await count(db.client, rows)).toBe(0);

    // The server is still healthy: what fits is stored and recorded.
    const small = await postFiles(
      server.apiBase,
      '/sys/common/upload',
      token,
      [{ fileName: '小图.png', data: png(4096) }],
      {
        biz: 'faultdisk',
      },
    );
    expect(small.body.success, small.body.message).toBe(true);
    expect(storeFiles(dataDir).filter((f) => f.path.includes('faultdisk'))).toEqual([
      { path: join(dataDir, 'upload', small.body.message), size: 4096 },
    ]);
    expect(await count(db.client, rows)).toBe(1);
    expect((await api(server.apiBase, 'GET', `/sys/common/static/${small.body.message}`)).status).toBe(200);
  });
});

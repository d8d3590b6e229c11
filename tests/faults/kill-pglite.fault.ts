// Faults (issue 10): SIGKILL on the embedded database (PGlite in the server process, files under
// DATA_DIR). The server is killed while an Excel import is in flight (its request received, the
// answer not yet sent); restarted on the same data directory it opens cleanly, the import is all
// there or not there at all, and a repeat of it writes every row. PGlite runs inside the process,
// so there is no outside lock to hold: the moment is "after the server logged the request".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxOf } from '../server/support/excel-files';
import { api, postFiles, tokenOf } from './support/http';
import { newDataDir, removeDir, startProcess, waitFor, type ServerProcess } from './support/proc';

const USER_HEADER = ['用户账号', '用户姓名', '工号', '职务', '生日', '性别', '邮箱', '手机号码', '座机'];
const ROWS = 1500;

describe('SIGKILL on the embedded database', { timeout: 150_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = newDataDir();
    server = await startProcess({ dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  const imported = async (token: string) => {
    const res = await api<{ total: number }>(
      server.apiBase,
      'GET',
      `/sys/user/list?pageNo=1&pageSize=1&username=${encodeURIComponent('fault_p*')}`,
      token,
    );
    expect(res.body.success, res.body.message).toBe(true);
    return res.body.result.total;
  };

  it('an import killed in flight is all or nothing after a clean restart on the same directory', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const n = String(i).padStart(5, '0');
      return [`fault_p${n}`, `导入用户${n}`, '', '', '', '女', '', '', ''];
    });
    const file = await xlsxOf([USER_HEADER, ...rows]);
    const token = await tokenOf(server.apiBase);
    expect(await imported(token)).toBe(0);

    const seen = server.output().length;
    let answered = false;
    const pending = postFiles(server.apiBase, '/sys/user/importExcel', token, [
      { fileName: '大批用户.xlsx', data: file },
    ]).then(
      () => (answered = true),
      (err: unknown) => err,
    );
    await waitFor('the server to take the import', async () =>
      server.output().slice(seen).includes('/jeecg-boot/sys/user/importExcel'),
    );
    await server.kill();
    expect(await pending).toBeInstanceOf(Error);
    expect(answered).toBe(false);

    server = await startProcess({ dataDir });
    const again = await tokenOf(server.apiBase);
    const after = await imported(again);
    expect([0, ROWS]).toContain(after);
    if (after === 0) {
      const res = await postFiles(server.apiBase, '/sys/user/importExcel', again, [
        { fileName: '大批用户.xlsx', data: file },
      ]);
      expect(res.body.success, res.body.message).toBe(true);
    }
    expect(await imported(again)).toBe(ROWS);
  });
});

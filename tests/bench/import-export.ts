// Excel import/export benchmark (issue 4 "Import and export"): import 50,000 user rows from one
// .xlsx into a fresh PGlite app, then export 100,000 rows as .xls. Prints times and memory; the
// figures go in the note. No assertions on time: the machine decides those.
//
//   npx tsx tests/bench/import-export.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { getExport, postImport, xlsxOf } from '../server/support/excel-files';
import { login } from '../server/support/helpers';
import { createTestApp } from '../server/support/test-app';

const IMPORT_ROWS = 50_000;
const EXPORT_ROWS = 100_000;
const MB = 1024 * 1024;

/** Peak RSS and heap while `fn` runs (sampled every 20 ms). */
async function measured<T>(label: string, fn: () => Promise<T>): Promise<T> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const before = rss;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const start = performance.now();
  try {
    return await fn();
  } finally {
    clearInterval(timer);
    const ms = performance.now() - start;
    console.log(
      `${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s   peak RSS ${(rss / MB).toFixed(0)} MB (+${((rss - before) / MB).toFixed(0)})   peak heap ${(heap / MB).toFixed(0)} MB`,
    );
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cwxt-bench-excel-'));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });
try {
  const token = await login(t.app);
  const header = ['用户账号', '用户姓名', '工号', '生日', '性别', '邮箱', '手机号码', '座机'];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [
    `bench_${i}`,
    `压测用户${i}`,
    `W${String(i).padStart(6, '0')}`,
    `19${String(60 + (i % 40))}-0${1 + (i % 9)}-1${i % 9}`,
    i % 2 ? '男' : '女',
    `bench${i}@example.com`,
    `139${String(i).padStart(8, '0')}`,
    '010-12345678',
  ]);
  const file = await xlsxOf([header, ...rows]);
  console.log(
    `import file: ${IMPORT_ROWS} rows × ${header.length} columns, ${(file.length / MB).toFixed(2)} MB xlsx`,
  );

  const answer = await measured(`import ${IMPORT_ROWS} rows (xlsx)`, () =>
    postImport(t.app, '/sys/user/importExcel', token, [{ fileName: 'bench.xlsx', data: file }]),
  );
  console.log(`  → ${answer.body.code} ${answer.body.message}`);
  if (!answer.body.success || answer.body.code !== 200) throw new Error('import failed');

  // Top up to EXPORT_ROWS live users of the tenant directly in SQL (not part of the measure).
  const [{ n } = { n: 0 }] = await t.db.query<{ n: string | number }>(
    "SELECT count(*) AS n FROM sys_user WHERE del_flag = 0 AND rel_tenant_ids = '1000'",
  );
  const missing = EXPORT_ROWS - Number(n);
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids, sex, create_time)
     SELECT 'fill' || g, 'fill_' || g, '填充' || g, 'x', 'x', 1, 0, '1000', 1, now() FROM generate_series(1, $1::int) g`,
    [missing],
  );

  const exported = await measured(`export ${EXPORT_ROWS} rows (xls)`, () =>
    getExport(t.app, '/sys/user/exportXls', token, { pageSize: '10', superQueryMatchType: 'and' }),
  );
  const book = XLSX.read(exported.rawPayload, { type: 'buffer', dense: true });
  const dataRows = book.SheetNames.reduce(
    (sum, name) =>
      sum + (XLSX.utils.sheet_to_json(book.Sheets[name] as XLSX.WorkSheet, { header: 1 }).length - 1),
    0,
  );
  console.log(
    `  → ${(exported.rawPayload.length / MB).toFixed(2)} MB .xls, ${book.SheetNames.length} sheets, ${dataRows} data rows (admin and seed users included)`,
  );
} finally {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}

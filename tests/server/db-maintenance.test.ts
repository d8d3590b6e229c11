// The embedded database is maintained (docs/decisions.md, list speed): PGlite runs no autovacuum,
// so the server runs VACUUM ANALYZE itself, nightly (a seeded system job of the scheduler) and
// after a big import, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTAIN_AFTER_ROWS } from '../../server/db/maintenance';
import { findHandler } from '../../server/lib/scheduler/handlers/registry';
import { maintainDatabase } from '../../server/lib/scheduler/handlers/maintain-database';
import { login } from './support/helpers';
import { postImport, xlsxOf } from './support/excel-files';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
}, 180_000);
afterAll(() => t?.close());

/** How often each table was vacuumed and analysed by hand (the statistics views of both engines). */
async function maintenanceCounts(table: string): Promise<{ vacuums: number; analyses: number }> {
  const [row] = await t.db.query<{ v: string | number; a: string | number }>(
    'SELECT vacuum_count AS v, analyze_count AS a FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return { vacuums: Number(row?.v ?? 0), analyses: Number(row?.a ?? 0) };
}

describe('the nightly maintenance job', () => {
  it('is seeded active on the scheduler and registered by name', async () => {
    const [job] = await t.db.query<{ cron_expression: string; status: number }>(
      "SELECT cron_expression, status FROM sys_quartz_job WHERE job_class_name = 'maintainDatabase' AND del_flag = 0",
    );
    expect(job).toMatchObject({ cron_expression: '0 30 3 * * ? *', status: 0 });
    expect(findHandler('maintainDatabase')).toBe(maintainDatabase);
  });

  it('vacuums and analyses the business tables', async () => {
    const before = await maintenanceCounts('biz_invoice');
    const text = await maintainDatabase.run({
      db: t.db,
      config: t.config,
      parameter: null,
      now: new Date(),
      log: () => undefined,
    });
    expect(text).toMatch(/^已维护 \d+ 张表$/);
    const after = await maintenanceCounts('biz_invoice');
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(after.analyses).toBeGreaterThan(before.analyses);
  });

  it('takes a table list as its parameter and refuses anything else', async () => {
    expect(maintainDatabase.validateParameter?.('sys_user, biz_plant')).toBeUndefined();
    expect(maintainDatabase.validateParameter?.('sys_user; DROP TABLE sys_user')).toBe(
      '参数应为逗号分隔的表名（小写字母、数字和下划线）',
    );
    const before = await maintenanceCounts('biz_plant');
    const ctx = { db: t.db, config: t.config, now: new Date(), log: () => undefined };
    expect(await maintainDatabase.run({ ...ctx, parameter: 'biz_plant,no_such_table' })).toBe(
      '已维护 1 张表',
    );
    expect((await maintenanceCounts('biz_plant')).vacuums).toBe(before.vacuums + 1);
  });
});

describe('an import', () => {
  const header = ['用户账号', '用户姓名'];

  it(`of ${MAINTAIN_AFTER_ROWS} rows or more maintains the table it wrote`, async () => {
    const before = await maintenanceCounts('sys_user');
    const rows = Array.from({ length: MAINTAIN_AFTER_ROWS }, (_, i) => [`maint_${i}`, `维护${i}`]);
    const res = await postImport(t.app, '/sys/user/importExcel', admin, [
      { fileName: '用户.xlsx', data: await xlsxOf([header, ...rows]) },
    ]);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const after = await maintenanceCounts('sys_user');
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.analyses).toBe(before.analyses + 1);
  });

  it('of a few rows leaves the maintenance to the nightly job', async () => {
    const before = await maintenanceCounts('sys_user');
    const res = await postImport(t.app, '/sys/user/importExcel', admin, [
      { fileName: '用户.xlsx', data: await xlsxOf([header, ['maint_small', '小导入']]) },
    ]);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect((await maintenanceCounts('sys_user')).vacuums).toBe(before.vacuums);
  });
});

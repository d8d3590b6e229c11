// Lists against a hand-written route (docs/decisions.md, list speed): 100,000 rows each in
// invoices, settlement tasks and users, seeded the way invoice-list.ts does; a naive Fastify route
// on the same database (count(*) on the base table + one SELECT … ORDER BY … LIMIT/OFFSET, no
// session) beside our real routes (session, permission, data rules, the list engine), both
// listening on loopback and driven by 10 keep-alive connections from a worker thread. Prints
// req/s and p99 of each and the ratio. PostgreSQL when DATABASE_URL is set (a scratch database is
// created and dropped on that server), then PGlite. No assertions: the machine decides the figures.
//
//   npx tsx tests/bench/list-routes.ts            (PGlite only)
//   DATABASE_URL=postgres://… npx tsx tests/bench/list-routes.ts
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { INVOICE_VIEW_STATUSES } from '../../src/shared/domain/resources/invoice';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPg } from '../../server/db/pg-db';
import { openMemoryPglite } from '../../server/db/pglite-db';
import { runSeed } from '../../server/db/seed/run-seed';
import { DEMO_PLANT_COUNT, demoPlantId } from '../../server/db/seed/business/ids';
import { runLoad, type LoadResult } from './support/http-load';
import { gridUser } from '../server/support/business';
import { login } from '../server/support/helpers';
import { ADMIN_PASSWORD, TEST_SERVER_SECRET, type TestApp } from '../server/support/test-app';

const ROWS = 100_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TENANT = 1000;
const LEDGER = INVOICE_VIEW_STATUSES.ledger;

async function openBenchDb(url: string | null): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!url) return { db: await openMemoryPglite(), drop: async () => undefined };
  const name = `cwxt_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    // The product's own pool size (open-db.ts).
    db: await openPg(target.toString()),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function seedRows(db: Db): Promise<void> {
  const plants = Array.from({ length: DEMO_PLANT_COUNT }, (_, i) => demoPlantId(i + 1));
  await db.query(
    `INSERT INTO biz_invoice (id, tenant_id, plant_id, invoice_type, invoice_code, invoice_number, invoice_date,
        amount, tax_rate, tax_amount, total_amount, buyer_name, status, create_by, create_time)
     SELECT 'bench' || g, ${TENANT}, ($2::varchar[])[1 + g % $3::int],
            (ARRAY['special','normal','electronic'])[1 + g % 3],
            CASE WHEN g % 3 = 2 THEN '' ELSE '3200251130' END,
            '5' || lpad(g::text, 7, '0'),
            current_date - (g % 730),
            n.net, 13, round(n.net * 0.13, 2), n.net + round(n.net * 0.13, 2),
            '国网某某省电力有限公司',
            (ARRAY['draft','submitted','verified','returned','booked','booked','verified'])[1 + g % 7],
            'bench', now() - (g % 730) * interval '1 day'
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT round((1000 + (g * 7919) % 9000000)::numeric / 100 * 100, 2) AS net) n`,
    [ROWS, plants, DEMO_PLANT_COUNT],
  );
  // One task per plant and month: months of the years 1000… so none meets a demo task.
  await db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount,
        tax_rate, status, create_by, create_time)
     SELECT 'bench' || g, ${TENANT}, ($2::varchar[])[1 + (g / 12) % $3::int],
            lpad((1000 + g / (12 * $3::int))::text, 4, '0') || '-' || lpad((1 + g % 12)::text, 2, '0'),
            1000 + g % 5000, 0.4, round((1000 + g % 5000) * 0.4, 2), 13,
            (ARRAY['pending','confirmed','disputed','settled'])[1 + g % 4], 'bench', now()
       FROM generate_series(1, $1::int) g`,
    [ROWS, plants, DEMO_PLANT_COUNT],
  );
  await db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids, create_time)
     SELECT 'bench' || g, 'bench_user_' || g, '用户' || g, 'x', 'x', 1, 0, '${TENANT}', now()
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  // What the product does after an import (and PostgreSQL's autovacuum would do by itself).
  for (const table of ['biz_invoice', 'biz_settlement_task', 'sys_user'])
    await db.query(`VACUUM ANALYZE ${table}`);
}

/** The hand-written routes: no session, no data rules, count on the base table, one page. */
async function naiveServer(db: Db) {
  const app = Fastify();
  app.get('/naive/invoices', async () => {
    const [c] = await db.query(
      'SELECT count(*) AS n FROM biz_invoice WHERE tenant_id = $1 AND status = ANY($2)',
      [TENANT, LEDGER],
    );
    const rows = await db.query(
      `SELECT i.*, p.plant_name FROM biz_invoice i JOIN biz_plant p ON p.id = i.plant_id
        WHERE i.tenant_id = $1 AND i.status = ANY($2) ORDER BY i.invoice_date DESC, i.id DESC LIMIT 10 OFFSET 0`,
      [TENANT, LEDGER],
    );
    return { total: c?.n, rows };
  });
  app.get('/naive/tasks', async () => {
    const [c] = await db.query('SELECT count(*) AS n FROM biz_settlement_task WHERE tenant_id = $1', [
      TENANT,
    ]);
    const rows = await db.query(
      `SELECT t.*, p.plant_name FROM biz_settlement_task t JOIN biz_plant p ON p.id = t.plant_id
        WHERE t.tenant_id = $1 ORDER BY t.settle_month DESC, t.id DESC LIMIT 10 OFFSET 0`,
      [TENANT],
    );
    return { total: c?.n, rows };
  });
  app.get('/naive/users', async () => {
    const where = `del_flag = 0 AND username ILIKE $1`;
    const [c] = await db.query(`SELECT count(*) AS n FROM sys_user WHERE ${where}`, ['%user_1234%']);
    const rows = await db.query(
      `SELECT id, username, realname FROM sys_user WHERE ${where} ORDER BY username LIMIT 10 OFFSET 0`,
      ['%user_1234%'],
    );
    return { total: c?.n, rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function row(name: string, naive: LoadResult, ours: LoadResult): string {
  const f = (r: LoadResult) =>
    `${r.reqPerSec.toFixed(0).padStart(6)} ${r.p99.toFixed(1).padStart(8)}${r.errors ? ` (${r.errors} errors)` : ''}`;
  return `${name.padEnd(30)} ${f(naive)}   ${f(ours)}   ${(ours.reqPerSec / naive.reqPerSec).toFixed(2).padStart(5)}×`;
}

async function benchEngine(url: string | null): Promise<void> {
  const started = performance.now();
  const { db, drop } = await openBenchDb(url);
  const config = loadConfig({
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    ADMIN_PHONE: '13800138000',
    SERVER_SECRET: TEST_SERVER_SECRET,
  });
  try {
    await migrate(db);
    await runSeed(db, {
      adminPassword: config.adminPassword,
      adminPhone: config.adminPhone,
      businessDemo: true,
    });
    await seedRows(db);
    const ours = await buildApp({ config, db });
    const naive = await naiveServer(db);
    try {
      const t = { app: ours, db, config } as TestApp;
      const grid = await gridUser(t, 'bench_grid');
      const admin = await login(ours, 'admin', ADMIN_PASSWORD);
      await ours.listen({ port: 0, host: '127.0.0.1' });
      const base = (app: typeof ours) => {
        const address = app.server.address();
        return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      };
      console.log(
        `\n${db.kind}: seeded ${ROWS} invoices, settlement tasks and users in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${SECONDS} s each`,
      );
      console.log(
        `${'list'.padEnd(30)} ${'naive req/s'.padStart(6)} ${'p99 ms'}   ${'ours req/s'} ${'p99 ms'}   ratio`,
      );
      const cases: Array<[string, string, string, string]> = [
        ['invoice ledger', '/naive/invoices', '/jeecg-boot/cwxt/invoice/list?view=ledger', grid.token],
        ['settlement tasks', '/naive/tasks', '/jeecg-boot/cwxt/settlement/list', grid.token],
        [
          'users *keyword* + sort',
          '/naive/users',
          '/jeecg-boot/sys/user/list?username=*user_1234*&column=username&order=asc',
          admin,
        ],
      ];
      for (const [name, naivePath, ourPath, token] of cases) {
        const n = await runLoad({
          url: base(naive) + naivePath,
          headers: {},
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const o = await runLoad({
          url: base(ours) + ourPath,
          headers: { 'x-access-token': token },
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        console.log(row(name, n, o));
      }
    } finally {
      await naive.close();
      await ours.close();
    }
  } finally {
    await db.close();
    await drop();
  }
}

const pgUrl = process.env.DATABASE_URL ?? null;
if (pgUrl) await benchEngine(pgUrl);
await benchEngine(null);

// Invoice list benchmark (issue 7 "Lists stay fast"): seeds 100,000 invoices into a fresh PGlite
// app (migrated and seeded; one generate_series INSERT), then measures through app.inject on the
// real routes: the ledger list with a search, with an advanced query, the plant user's list, and
// the statistics query. Warm-up, then SAMPLES requests each; prints p50/p95. No assertions on
// time: the machine decides those; the figures go in the note.
//
//   npx tsx tests/bench/invoice-list.ts
import { performance } from 'node:perf_hooks';
import { DEMO_PLANT_COUNT, demoPlantId } from '../../server/db/seed/business/ids';
import { gridUser, plantUser } from '../server/support/business';
import { call } from '../server/support/helpers';
import { createTestApp } from '../server/support/test-app';

const INVOICES = 100_000;
const WARMUP = 5;
const SAMPLES = 60;

const t = await createTestApp();

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

interface Measure {
  name: string;
  path: string;
  token: string;
  query: Record<string, string>;
}

async function measure(m: Measure): Promise<{ p50: number; p95: number; total: number }> {
  let total = 0;
  const run = async () => {
    const res = await call<{ total?: number; rows?: unknown[] }>(t.app, 'GET', m.path, {
      token: m.token,
      query: m.query,
    });
    if (!res.body.success) throw new Error(`${m.name}: ${res.body.message}`);
    total = res.body.result.rows?.length ?? res.body.result.total ?? 0;
  };
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), total };
}

try {
  const seedStart = performance.now();
  // Spread over the 30 demo plants, the last 24 months, every type and state; numbers unique
  // ('5' + 7 digits: the demo seed's never start with 5).
  await t.db.query(
    `INSERT INTO biz_invoice (id, tenant_id, plant_id, invoice_type, invoice_code, invoice_number, invoice_date,
        amount, tax_rate, tax_amount, total_amount, buyer_name, status, create_by, create_time)
     SELECT 'bench' || g, 1000, ($2::varchar[])[1 + g % $3::int],
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
    [INVOICES, Array.from({ length: DEMO_PLANT_COUNT }, (_, i) => demoPlantId(i + 1)), DEMO_PLANT_COUNT],
  );
  await t.db.query('ANALYZE biz_invoice');
  const [{ n } = { n: 0 }] = await t.db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM biz_invoice',
  );
  console.log(
    `seeded ${INVOICES} invoices (table now ${n}) in ${((performance.now() - seedStart) / 1000).toFixed(2)} s`,
  );

  const grid = await gridUser(t, 'bench_grid');
  const plant = await plantUser(t, 'bench_plant', 1);
  const month = new Date().toISOString().slice(0, 7);
  const year = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const advanced = encodeURIComponent(
    JSON.stringify([
      { field: 'totalAmount', rule: 'gt', val: '50000', type: 'number' },
      { field: 'invoiceType', rule: 'eq', val: 'special', type: 'string' },
    ]),
  );
  const measures: Measure[] = [
    { name: 'ledger list, page 1', path: '/cwxt/invoice/list', token: grid.token, query: { view: 'ledger' } },
    {
      name: 'ledger list, search 发票号码',
      path: '/cwxt/invoice/list',
      token: grid.token,
      query: { view: 'ledger', invoiceNumber: '5004242*' },
    },
    {
      name: 'ledger list, advanced query',
      path: '/cwxt/invoice/list',
      token: grid.token,
      query: { view: 'ledger', superQueryParams: advanced, superQueryMatchType: 'and' },
    },
    {
      name: 'ledger list, date range + sort',
      path: '/cwxt/invoice/list',
      token: grid.token,
      query: {
        view: 'ledger',
        invoiceDate_begin: `${year}-01`,
        invoiceDate_end: `${month}-01`,
        column: 'totalAmount',
        order: 'desc',
      },
    },
    {
      name: 'plant user: pool list',
      path: '/cwxt/invoice/list',
      token: plant.token,
      query: { view: 'pool' },
    },
    {
      name: 'plant user: ledger, search',
      path: '/cwxt/invoice/list',
      token: plant.token,
      query: { view: 'ledger', invoiceNumber: '50000060' },
    },
    {
      name: 'statistics by month (12 m)',
      path: '/cwxt/invoice/statistics',
      token: grid.token,
      query: { groupBy: 'month' },
    },
    {
      name: 'statistics by plant (12 m)',
      path: '/cwxt/invoice/statistics',
      token: grid.token,
      query: { groupBy: 'plant' },
    },
    {
      name: 'plant user: statistics by type',
      path: '/cwxt/invoice/statistics',
      token: plant.token,
      query: { groupBy: 'type' },
    },
  ];
  console.log(
    `\n${'measure'.padEnd(34)} ${'rows'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const m of measures) {
    const r = await measure(m);
    console.log(
      `${m.name.padEnd(34)} ${String(r.total).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`\n(${WARMUP} warm-up + ${SAMPLES} samples each, app.inject on PGlite)`);
} finally {
  await t.close();
}

// Online form benchmark (issue 9): a form designed and synchronised through the real routes (an
// index on its searched column), 100,000 rows seeded with one generate_series INSERT, then the auto
// list's server measured through app.inject: a plain page, an exact 单号 search (index-backed), a
// 单号 prefix search, a sort on 金额, a dictionary filter and an advanced query. Also the time to
// plan and run a sync that adds a column and an index on the full table. p50/p95, no assertions.
//
//   npx tsx tests/bench/online-form.ts
import { performance } from 'node:perf_hooks';
import { call, login } from '../server/support/helpers';
import { ADMIN_PASSWORD, createTestApp } from '../server/support/test-app';

const ROWS = 100_000;
const WARMUP = 5;
const SAMPLES = 40;
const TABLE = 'bench_visit';

const t = await createTestApp({ businessDemo: false });
const token = await login(t.app, 'admin', ADMIN_PASSWORD);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function ok<T>(
  method: string,
  path: string,
  opts: { body?: unknown; query?: Record<string, string> } = {},
) {
  const res = await call<T>(t.app, method, path, { token, ...opts });
  if (!res.body.success) throw new Error(`${method} ${path}: ${res.body.message}`);
  return res.body.result;
}

const fields = [
  {
    dbFieldName: 'visit_no',
    dbFieldTxt: '单号',
    dbLength: 32,
    isQuery: 'Y',
    sortFlag: 'Y',
    fieldMustInput: 'Y',
  },
  {
    dbFieldName: 'amount',
    dbFieldTxt: '金额',
    dbType: 'BigDecimal',
    dbLength: 12,
    dbPointLength: 2,
    sortFlag: 'Y',
  },
  {
    dbFieldName: 'urgency',
    dbFieldTxt: '紧急程度',
    dbLength: 8,
    fieldShowType: 'select',
    dictField: 'priority',
    isQuery: 'Y',
  },
  { dbFieldName: 'remark', dbFieldTxt: '备注', dbLength: 200 },
];

async function measure(name: string, query: Record<string, string>, headId: string) {
  let total = 0;
  const run = async () => {
    const page = await ok<{ total: number }>('GET', `/online/cgform/api/getData/${headId}`, { query });
    total = page.total;
  };
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(44),
    `p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms   (${total} rows match)`,
  );
}

try {
  const headId = await ok<string>('POST', '/online/cgform/api/addAll', {
    body: {
      head: { tableName: TABLE, tableTxt: '压测走访记录' },
      fields,
      indexes: [{ indexName: `idx_${TABLE}_no`, indexField: 'visit_no', indexType: 'unique' }],
    },
  });
  await ok('POST', `/online/cgform/api/doDbSynch/${headId}/normal`, { body: {} });
  // One record through the route tells the tenant the admin acts in; the seed uses the same.
  await ok('POST', `/online/cgform/api/form/${headId}`, { body: { visitNo: 'ZF-FIRST', amount: '1.00' } });
  const [first] = await t.db.query<{ tenant_id: number | null }>(
    `SELECT tenant_id FROM ${TABLE} WHERE visit_no = 'ZF-FIRST'`,
  );
  const seedStart = performance.now();
  await t.db.query(
    `INSERT INTO ${TABLE} (id, visit_no, amount, urgency, remark, tenant_id, create_by, create_time)
     SELECT 'b' || g, 'ZF' || lpad(g::text, 7, '0'), (g % 100000) / 100.0, (ARRAY['L','M','H'])[1 + g % 3],
            '例行走访', $2::integer, 'admin', now() - (g || ' minutes')::interval
       FROM generate_series(1, $1) AS g`,
    [ROWS, first?.tenant_id ?? null],
  );
  await t.db.query(`ANALYZE ${TABLE}`);
  console.log(`seed ${ROWS} rows`.padEnd(44), `${(performance.now() - seedStart).toFixed(0)} ms`);

  await measure('first page (createTime desc)', { pageNo: '1', pageSize: '10' }, headId);
  await measure('单号 exact search', { visitNo: 'ZF0054321', pageNo: '1', pageSize: '10' }, headId);
  await measure(
    '单号 prefix search (ZF00543*)',
    { visitNo: 'ZF00543*', pageNo: '1', pageSize: '10' },
    headId,
  );
  await measure(
    'sort by 金额 desc',
    { column: 'amount', order: 'desc', pageNo: '1', pageSize: '10' },
    headId,
  );
  await measure('紧急程度 = H, page 500', { urgency: 'H', pageNo: '500', pageSize: '10' }, headId);
  const superQuery = encodeURIComponent(
    JSON.stringify([
      { field: 'visitNo', rule: 'right_like', val: 'ZF00999', type: 'string' },
      { field: 'amount', rule: 'ge', val: '500', type: 'BigDecimal' },
    ]),
  );
  await measure(
    'advanced query (单号 prefix AND 金额 ≥ 500)',
    { superQueryParams: superQuery, superQueryMatchType: 'and', pageNo: '1', pageSize: '10' },
    headId,
  );

  // A design change on the full table: a new column and an index, planned and run in one transaction.
  const current = await ok<{ head: Record<string, unknown> }>('GET', `/online/cgform/head/queryById`, {
    query: { id: headId },
  });
  const stored = await ok<Array<Record<string, unknown>>>('GET', '/online/cgform/field/listByHeadId', {
    query: { headId },
  });
  await ok('PUT', '/online/cgform/api/editAll', {
    body: {
      head: current,
      fields: [...stored, { dbFieldName: 'visitor', dbFieldTxt: '走访人', dbLength: 50 }],
      indexes: [
        { indexName: `idx_${TABLE}_no`, indexField: 'visit_no', indexType: 'unique' },
        { indexName: `idx_${TABLE}_amount`, indexField: 'amount', indexType: 'normal' },
      ],
    },
  });
  const syncStart = performance.now();
  await ok('POST', `/online/cgform/api/doDbSynch/${headId}/normal`, { body: {} });
  console.log(
    `sync: add column + index on ${ROWS} rows`.padEnd(44),
    `${(performance.now() - syncStart).toFixed(0)} ms`,
  );
} finally {
  await t.close();
}

// Live grid benchmark (issue 11): the 电量明细 of one demo settlement task open in 15 tabs (a plant
// user's 5, a grid clerk's other tab and 9 of an administrator). Measures the handshake (session,
// permission and the plant data rule on the record), the save → every other tab received the change
// latency over real HTTP and WebSocket, and applying remote changes to a 10,000-row grid store.
// With TEST_DATABASE_URL set, the tabs sit on a second server instance and the changes cross
// PostgreSQL NOTIFY. Clients and servers share this Node process. No assertions on time.
//
//   npx tsx tests/bench/live-grid.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/live-grid.ts
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { demoPlantId } from '../../server/db/seed/business/ids';
import { connectionStringOf, openPg } from '../../server/db/pg-db';
import type { GridColumn, GridRowValues } from '../../src/shared/domain/grid/column';
import { LiveRows } from '../../src/shared/domain/grid/live-rows';
import { GridStore } from '../../src/shared/domain/grid/store';
import { livePageId, parseLiveMessage } from '../../src/shared/domain/live/messages';
import { gridUser, plantUser, type SignedIn } from '../server/support/business';
import { loginUser } from '../server/support/ws-client';
import { connectLive, listen, type TestSocket } from '../server/support/ws-client';
import { createTestApp, type TestApp } from '../server/support/test-app';

const HANDSHAKES = 100;
const SAVES = 200;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
function report(label: string, samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    label.padEnd(58),
    `p50 ${pct(s, 0.5).toFixed(1).padStart(7)} ms   p95 ${pct(s, 0.95).toFixed(1).padStart(7)} ms   (n=${s.length})`,
  );
}

interface Line {
  id: string;
  meterPoint: string;
  energyKwh: string;
  unitId: string | null;
  remark: string | null;
  version: number;
}

async function pendingTaskOfPlant1(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM biz_settlement_task t
      WHERE t.plant_id = $1 AND t.status = 'pending'
        AND EXISTS (SELECT 1 FROM biz_settlement_line l WHERE l.task_id = t.id)
      ORDER BY t.settle_month DESC LIMIT 1`,
    [demoPlantId(1)],
  );
  if (!row) throw new Error('no pending demo task with lines for plant 1');
  return row.id;
}

async function handshakes(base: string, plant: SignedIn, pageId: string) {
  const times: number[] = [];
  for (let i = 0; i < HANDSHAKES; i += 1) {
    const start = performance.now();
    const s = await connectLive(base, plant.id, pageId, plant.token, {
      socketKey: 'lines',
      tabId: `bench-hs-${String(i).padStart(4, '0')}`,
    });
    times.push(performance.now() - start);
    s.ws.terminate();
  }
  report('handshake (token, permission, plant rule on the task)', times);
}

/** Resolves when every socket has received an `update` of `lineId` at `version`. */
function arrivals(sockets: TestSocket[], lineId: string, version: number): Promise<number> {
  return Promise.all(
    sockets.map(async (s) => {
      for (;;) {
        const frame = parseLiveMessage(JSON.stringify(await s.next(5000)));
        if (frame?.caseId === 'update' && frame.row.id === lineId && frame.row.version === version) return;
      }
    }),
  ).then(() => performance.now());
}

async function saves(api: string, saver: SignedIn, taskId: string, receivers: TestSocket[], label: string) {
  const listed = await fetch(`${api}/cwxt/settlementLine/list?taskId=${taskId}`, {
    headers: { 'X-Access-Token': saver.token },
  });
  let lines = ((await listed.json()) as { result: { records: Line[] } }).result.records;
  const answered: number[] = [];
  const delivered: number[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const [first, ...rest] = lines;
    const rows = [{ ...first!, remark: `压测第${i}次核对` }, ...rest];
    const got = arrivals(receivers, first!.id, first!.version + 1);
    const start = performance.now();
    const res = await fetch(`${api}/cwxt/settlementLine/save`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Access-Token': saver.token,
        'X-Tab-Id': 'bench-saver-tab',
      },
      body: JSON.stringify({ taskId, rows, deleteIds: [] }),
    });
    const body = (await res.json()) as { success: boolean; message: string; result: { records: Line[] } };
    if (!body.success) throw new Error(body.message);
    answered.push(performance.now() - start);
    delivered.push((await got) - start);
    lines = body.result.records;
  }
  report(`${label}: save answered`, answered);
  report(`${label}: save → all ${receivers.length} other tabs received`, delivered);
}

async function openTabs(base: string, pageId: string, who: Array<[SignedIn, number]>): Promise<TestSocket[]> {
  const out: TestSocket[] = [];
  for (const [user, count] of who)
    for (let i = 0; i < count; i += 1)
      out.push(
        await connectLive(base, user.id, pageId, user.token, {
          socketKey: 'lines',
          tabId: `bench-${user.id.slice(-6)}-${String(i).padStart(3, '0')}`,
        }),
      );
  return out;
}

function storeBench() {
  const columns: GridColumn[] = [
    { key: 'meterPoint', title: '计量点', type: 'input' },
    { key: 'energyKwh', title: '上网电量(kWh)', type: 'inputNumber', statistics: 'sum' },
    { key: 'remark', title: '备注', type: 'input' },
  ];
  const rows: GridRowValues[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: `r${i}`,
    meterPoint: `计量点${i}`,
    energyKwh: `${i}.500`,
    remark: '',
    sortNo: i + 1,
    version: 1,
  }));
  const store = new GridStore({ columns, dragSortKey: 'sortNo' });
  store.load(rows);
  const live = new LiveRows(store, { socketKey: 'lines' });
  for (let i = 0; i < 1000; i += 1) store.setValue(`r${i * 10 + 1}`, 'remark', '本地未保存');
  let start = performance.now();
  for (let i = 0; i < 1000; i += 1) {
    const n = i * 10;
    live.apply({
      socketKey: 'lines',
      caseId: 'update',
      row: { ...rows[n]!, energyKwh: '1.000', version: 2 },
    });
  }
  const clean = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < 1000; i += 1) {
    const n = i * 10 + 1;
    live.apply({
      socketKey: 'lines',
      caseId: 'update',
      row: { ...rows[n]!, energyKwh: '2.000', version: 2 },
    });
  }
  const dirty = performance.now() - start;
  start = performance.now();
  live.resync(rows.map((r, i) => (i % 100 === 5 ? { ...r, remark: '他人修改', version: 3 } : r)));
  const resync = performance.now() - start;
  console.log(
    'LiveRows on 10,000 rows'.padEnd(58),
    `1,000 clean updates ${clean.toFixed(1)} ms   1,000 conflicting ${dirty.toFixed(1)} ms   resync ${resync.toFixed(1)} ms   (${live.conflicts().length} conflicts)`,
  );
}

async function main(): Promise<void> {
  storeBench();
  const t = await createTestApp();
  let second: { app: FastifyInstance; db: Db } | null = null;
  const sockets: TestSocket[] = [];
  try {
    const base = await listen(t.app);
    const api = base.replace(/^ws/, 'http');
    const taskId = await pendingTaskOfPlant1(t);
    const pageId = livePageId('settlement-lines', taskId);
    const plant = await plantUser(t, 'bench_plant', 1);
    const grid = await gridUser(t, 'bench_grid');
    const admin = await loginUser(t.app);
    const adminIn: SignedIn = { id: admin.userId, token: admin.token };
    const kind = t.db.kind === 'pg' ? 'PostgreSQL' : 'PGlite';
    await handshakes(base, plant, pageId);
    const who: Array<[SignedIn, number]> = [
      [plant, 5],
      [grid, 1],
      [adminIn, 9],
    ];
    sockets.push(...(await openTabs(base, pageId, who)));
    await saves(api, grid, taskId, sockets, `1 instance, ${kind}`);
    for (const s of sockets) s.ws.terminate();
    sockets.length = 0;

    const url = connectionStringOf(t.db);
    if (url) {
      const db = await openPg(url, 4);
      second = { app: await buildApp({ config: t.config, db }), db };
      const secondBase = await listen(second.app);
      sockets.push(...(await openTabs(secondBase, pageId, who)));
      await saves(api, grid, taskId, sockets, '2 instances, PostgreSQL NOTIFY');
    }
  } finally {
    for (const s of sockets) s.ws.terminate();
    if (second) {
      await second.app.close();
      await second.db.close();
    }
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

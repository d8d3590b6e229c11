import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { livePageId, parseLiveMessage } from '../../src/shared/domain/live/messages';
import { gridUser, plantUser, type SignedIn } from './support/business';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { connectLive, listen, refusedLiveStatus, type TestSocket } from './support/ws-client';

/**
 * 结算电量明细 over real sockets (issue 11): the plant user and the grid clerk on one task; a save
 * by one reaches the other (and the saver's other tab), never the saving tab; a user who may not
 * read the task is refused the handshake.
 */

const HEARTCHECK = { cmd: 'heartcheck', msgTxt: '心跳响应' };
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

let t: TestApp;
let base: string;
let grid: SignedIn;
let plant1: SignedIn;
let plant2: SignedIn;
let task: string;
const open: TestSocket[] = [];

const pageId = (taskId: string) => livePageId('settlement-lines', taskId);

async function join(who: SignedIn, tabId: string, taskId = task): Promise<TestSocket> {
  const s = await connectLive(base, who.id, pageId(taskId), who.token, { socketKey: 'lines', tabId });
  open.push(s);
  return s;
}

/** A heartbeat reply arriving next proves no other frame was queued for that socket before it. */
async function expectNothingQueued(s: TestSocket): Promise<void> {
  s.ws.send('HeartBeat');
  expect(await s.next()).toEqual(HEARTCHECK);
}

const save = (who: SignedIn, tabId: string, rows: unknown[], deleteIds: string[] = []) =>
  call<{ records: Array<Record<string, unknown> & { id: string }> }>(
    t.app,
    'POST',
    '/cwxt/settlementLine/save',
    {
      token: who.token,
      body: { taskId: task, rows, deleteIds },
      headers: { 'x-tab-id': tabId },
    },
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, depart, code] of [
    [P1, demoPlantDepartId(1), 'LIVE-P1'],
    [P2, demoPlantDepartId(2), 'LIVE-P2'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `实时测试${code}`, code, depart],
    );
  }
  task = 'live-line-task';
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, status)
     VALUES ($1, 1000, $2, '2033-01', 100, 0.4, 40, 'pending')`,
    [task, P1],
  );
  grid = await gridUser(t, 'live_grid');
  plant1 = await plantUser(t, 'live_p1', 1);
  plant2 = await plantUser(t, 'live_p2', 2);
  base = await listen(t.app);
});

afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await t?.close();
});

describe('two sides on one task', () => {
  it('a save by the grid reaches the plant user and the grid’s other tab, not the saving tab', async () => {
    const gridTab = await join(grid, 'grid-tab-0001');
    const gridOtherTab = await join(grid, 'grid-tab-0002');
    const plantTab = await join(plant1, 'plant-tab-0001');

    const res = await save(grid, 'grid-tab-0001', [{ meterPoint: '#1机组关口表', energyKwh: '60' }]);
    expect(res.body.success).toBe(true);
    const [line] = res.body.result.records;
    for (const s of [plantTab, gridOtherTab])
      expect(parseLiveMessage(JSON.stringify(await s.next()))).toEqual({
        socketKey: 'lines',
        caseId: 'add',
        row: line,
        rev: 1,
      });
    await expectNothingQueued(gridTab);

    // The plant answers: an edit and a new line first, so the order changes too.
    const back = await save(plant1, 'plant-tab-0001', [
      { meterPoint: '厂用电计量点', energyKwh: '1.5' },
      { ...line, energyKwh: '58.5' },
    ]);
    expect(back.body.success).toBe(true);
    const [added, edited] = back.body.result.records;
    const frames = [await gridTab.next(), await gridTab.next(), await gridTab.next()];
    expect(frames).toEqual([
      { socketKey: 'lines', caseId: 'update', row: edited, rev: 2 },
      { socketKey: 'lines', caseId: 'add', row: added, rev: 2 },
      { socketKey: 'lines', caseId: 'sort', row: { order: [added!.id, edited!.id] }, rev: 2 },
    ]);
    expect(edited).toMatchObject({ id: line!.id, energyKwh: '58.500', version: 2 });
    await expectNothingQueued(plantTab);
    for (let i = 0; i < 3; i++) await gridOtherTab.next();
    await expectNothingQueued(gridOtherTab);

    const removed = await save(grid, 'grid-tab-0002', [added], [edited!.id]);
    expect(removed.body.success).toBe(true);
    for (const s of [gridTab, plantTab])
      expect(await s.next()).toEqual({
        socketKey: 'lines',
        caseId: 'delete',
        row: { id: edited!.id },
        rev: 3,
      });
    await expectNothingQueued(gridOtherTab);
  });

  it('refuses the handshake to another plant’s user, a user without the list permission and a wrong grid', async () => {
    expect(
      await refusedLiveStatus(base, plant2.id, pageId(task), [plant2.token], {
        socketKey: 'lines',
        tabId: 'plant2-tab-01',
      }),
    ).toBe(403);
    const nobodyId = await createUser(t, { username: 'live_nobody', password: 'Nobody@2025x' });
    const nobody = await login(t.app, 'live_nobody', 'Nobody@2025x');
    expect(
      await refusedLiveStatus(base, nobodyId, pageId(task), [nobody], {
        socketKey: 'lines',
        tabId: 'nobody-tab-01',
      }),
    ).toBe(403);
    expect(
      await refusedLiveStatus(base, plant1.id, pageId(task), [plant1.token], {
        socketKey: 'totals',
        tabId: 'plant1-tab-09',
      }),
    ).toBe(403);
    expect(
      await refusedLiveStatus(base, plant1.id, pageId('no-such-task'), [plant1.token], {
        socketKey: 'lines',
        tabId: 'plant1-tab-09',
      }),
    ).toBe(403);
    // Plant 2's user may join a task of their own plant.
    await t.db.query(
      `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, status) VALUES ('live-p2-task', 1000, $1, '2033-02', 'pending')`,
      [P2],
    );
    const own = await join(plant2, 'plant2-tab-01', 'live-p2-task');
    await expectNothingQueued(own);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { liveChannel, livePageId } from '../../src/shared/domain/live/messages';
import { LINE_MESSAGES, type SettlementLineJson } from '../../src/shared/domain/resources/settlement-line';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call, login } from './support/helpers';
import { recordPushes, type RecordingPush } from './support/recording-push';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 结算电量明细 (issue 11): the list, the save of a whole grid in one transaction (adds, edits,
 * deletes, order) with a version per line, every refusal (which changes nothing), plant isolation,
 * and the live messages a save publishes after commit. Tasks of 2032 stay apart from the demo year.
 */

let t: TestApp;
let grid: SignedIn;
let plant1: SignedIn;
let plant2: SignedIn;
let leader: SignedIn;
let admin: string;
let push: RecordingPush;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);
const NOT_FOUND = '记录不存在或无权访问';
const U1 = 'line-u-p1-a';
const U2 = 'line-u-p1-b';
const U_OTHER = 'line-u-p2-a';
const TAB = 'tab-line-0001';

type LineJson = SettlementLineJson;

interface View {
  task: { id: string; plantId: string; status: string; energyKwh: string; editable: boolean };
  units: { value: string; label: string }[];
  records: LineJson[];
  rev: number;
}

let seq = 0;
async function insertTask(plantId: string, status: string, energy = '1000'): Promise<string> {
  seq += 1;
  const id = `lt${seq}x${plantId.slice(-2)}`;
  // A month of its own per task (2032 onwards), so the plant/month key never repeats.
  const month = `${2032 + Math.floor((seq - 1) / 12)}-${String(((seq - 1) % 12) + 1).padStart(2, '0')}`;
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, status)
     VALUES ($1, 1000, $2, $3, $4::numeric, 0.4, 0, $5)`,
    [id, plantId, month, energy, status],
  );
  return id;
}

let lineSeq = 0;
async function insertLine(
  taskId: string,
  meterPoint: string,
  energy: string,
  sortNo: number,
  opts: { unitId?: string | null; plantId?: string; version?: number } = {},
): Promise<string> {
  const id = `ln${++lineSeq}`;
  await t.db.query(
    `INSERT INTO biz_settlement_line (id, tenant_id, plant_id, task_id, unit_id, meter_point, energy_kwh, sort_no, version)
     VALUES ($1, 1000, $2, $3, $4, $5, $6::numeric, $7, $8)`,
    [id, opts.plantId ?? P1, taskId, opts.unitId ?? null, meterPoint, energy, sortNo, opts.version ?? 1],
  );
  return id;
}

/** The task's lines as stored, in order: what a refused save must leave untouched. */
async function stored(taskId: string) {
  return t.db.query<{ id: string; meter_point: string; energy: string; version: number; sort_no: number }>(
    `SELECT id, meter_point, energy_kwh::text AS energy, version, sort_no, unit_id, remark
       FROM biz_settlement_line WHERE task_id = $1 ORDER BY sort_no, id`,
    [taskId],
  );
}

const list = (who: SignedIn | string, taskId: string) =>
  call<View>(t.app, 'GET', '/cwxt/settlementLine/list', {
    token: typeof who === 'string' ? who : who.token,
    query: { taskId },
  });

interface RowIn {
  id?: string | null;
  unitId?: string | null;
  meterPoint?: unknown;
  energyKwh?: unknown;
  remark?: unknown;
  version?: number | null;
  [extra: string]: unknown;
}

const save = (who: SignedIn | string, taskId: string, rows: RowIn[], deleteIds: string[] = [], tab = TAB) =>
  call<{ records: LineJson[]; rev: number }>(t.app, 'POST', '/cwxt/settlementLine/save', {
    token: typeof who === 'string' ? who : who.token,
    body: { taskId, rows, deleteIds },
    headers: { 'x-tab-id': tab },
  });

/** The rows of a list answer as a grid would send them back unchanged. */
const asRows = (records: LineJson[]): RowIn[] => records.map((r) => ({ ...r }));

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, depart, code] of [
    [P1, demoPlantDepartId(1), 'LINE-P1'],
    [P2, demoPlantDepartId(2), 'LINE-P2'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `明细测试${code}`, code, depart],
    );
  }
  for (const [id, plant, code, name] of [
    [U1, P1, 'LN-A', '明细甲机组'],
    [U2, P1, 'LN-B', '明细乙机组'],
    [U_OTHER, P2, 'LN-C', '他厂机组'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_unit (id, tenant_id, plant_id, unit_code, unit_name, unit_type, capacity_mw)
       VALUES ($1, 1000, $2, $3, $4, 'steam', 50)`,
      [id, plant, code, name],
    );
  }
  grid = await gridUser(t, 'line_grid');
  plant1 = await plantUser(t, 'line_p1', 1);
  plant2 = await plantUser(t, 'line_p2', 2);
  leader = await leaderUser(t, 'line_leader');
  admin = await login(t.app);
});

beforeEach(() => {
  push = recordPushes(t);
});

afterAll(async () => {
  await t?.close();
});

describe('the list', () => {
  it('answers the task, the plant’s units and the lines in sort order, with their exact shape', async () => {
    const task = await insertTask(P1, 'pending', '1234.5');
    const b = await insertLine(task, '#2机组关口表', '200.25', 2, { unitId: U2, version: 3 });
    const a = await insertLine(task, '#1机组关口表', '1000', 1, { unitId: U1 });
    const res = await list(grid, task);
    expect(res.body.success).toBe(true);
    const view = res.body.result;
    expect(view.task).toEqual({
      id: task,
      plantId: P1,
      status: 'pending',
      energyKwh: '1234.500',
      editable: true,
    });
    expect(view.units).toEqual(
      expect.arrayContaining([
        { value: U1, label: '明细甲机组' },
        { value: U2, label: '明细乙机组' },
      ]),
    );
    expect(view.units.map((u) => u.value)).not.toContain(U_OTHER);
    expect(view.records.map((r) => r.id)).toEqual([a, b]);
    expect(view.records[1]).toEqual({
      id: b,
      taskId: task,
      unitId: U2,
      meterPoint: '#2机组关口表',
      energyKwh: '200.250',
      remark: null,
      sortNo: 2,
      version: 3,
      updateBy: null,
      updateTime: null,
    });
  });

  it('is editable while pending or disputed for the grid, the plant and admin; never for the leader or when confirmed', async () => {
    const pending = await insertTask(P1, 'pending');
    const disputed = await insertTask(P1, 'disputed');
    const confirmed = await insertTask(P1, 'confirmed');
    const editable = async (who: SignedIn | string, id: string) =>
      (await list(who, id)).body.result.task.editable;
    expect(await editable(grid, pending)).toBe(true);
    expect(await editable(plant1, disputed)).toBe(true);
    expect(await editable(admin, disputed)).toBe(true);
    expect(await editable(leader, pending)).toBe(false);
    expect(await editable(grid, confirmed)).toBe(false);
    expect(await editable(plant1, confirmed)).toBe(false);
  });
});

describe('a save', () => {
  it('adds, edits, deletes and reorders in one go, and publishes each change once', async () => {
    const task = await insertTask(P1, 'pending');
    const a = await insertLine(task, 'A', '1', 1);
    const b = await insertLine(task, 'B', '2', 2);
    const c = await insertLine(task, 'C', '3', 3);
    const { records, rev } = (await list(grid, task)).body.result;
    expect(rev).toBe(0);
    const [ra, rb] = records;
    const res = await save(
      grid,
      task,
      [
        { ...rb, energyKwh: '2.5', remark: '复核后', unitId: U1 },
        { id: '__grid_new_x__', meterPoint: 'N', energyKwh: 7, unitId: null, sortNo: 99 },
        { ...ra },
      ],
      [c],
    );
    expect(res.body).toMatchObject({ success: true, message: '保存成功！' });
    const saved = res.body.result.records;
    expect(saved.map((r) => r.meterPoint)).toEqual(['B', 'N', 'A']);
    expect(saved.map((r) => r.sortNo)).toEqual([1, 2, 3]);
    expect(saved[0]).toMatchObject({ id: b, energyKwh: '2.500', remark: '复核后', unitId: U1, version: 2 });
    expect(saved[0]!.updateBy).toBe('line_grid');
    expect(saved[1]).toMatchObject({ energyKwh: '7.000', version: 1, taskId: task });
    expect(saved[1]!.id).not.toBe('__grid_new_x__');
    expect(saved[2]).toMatchObject({ id: a, version: 1, updateBy: null });
    // One revision per save that changed something; the list answers the same one.
    expect(res.body.result.rev).toBe(1);
    expect((await list(plant1, task)).body.result).toMatchObject({ records: saved, rev: 1 });

    const channel = liveChannel(livePageId('settlement-lines', task), 'lines');
    const sender = { userId: grid.id, tabId: TAB };
    expect(push.live).toEqual([
      { channel, except: sender, message: { socketKey: 'lines', caseId: 'update', row: saved[0], rev: 1 } },
      { channel, except: sender, message: { socketKey: 'lines', caseId: 'add', row: saved[1], rev: 1 } },
      { channel, except: sender, message: { socketKey: 'lines', caseId: 'delete', row: { id: c }, rev: 1 } },
      {
        channel,
        except: sender,
        message: { socketKey: 'lines', caseId: 'sort', row: { order: saved.map((r) => r.id) }, rev: 1 },
      },
    ]);
    const [log] = await t.db.query<{ log_content: string }>(
      `SELECT log_content FROM sys_log WHERE log_content LIKE '保存结算电量明细%' AND username = 'line_grid'
        ORDER BY create_time DESC LIMIT 1`,
    );
    expect(log?.log_content).toContain('新增1行，修改1行，删除1行');
  });

  it('sends no sort when only the tail grew or a line went, and nothing at all when nothing changed', async () => {
    const task = await insertTask(P1, 'pending');
    await insertLine(task, 'A', '1', 1);
    const b = await insertLine(task, 'B', '2', 2);
    await insertLine(task, 'C', '3', 3);
    const rows = asRows((await list(grid, task)).body.result.records);
    const res = await save(grid, task, [rows[0]!, rows[2]!, { meterPoint: 'D', energyKwh: '4' }], [b]);
    expect(res.body.success).toBe(true);
    expect(push.live.map((c) => c.message.caseId)).toEqual(['add', 'delete']);
    expect(res.body.result.records.map((r) => [r.meterPoint, r.sortNo])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
    ]);
    push.clear();
    const again = await save(grid, task, asRows(res.body.result.records));
    expect(again.body.success).toBe(true);
    expect(push.live).toEqual([]);
    // Nothing changed, so the revision stays where the first save left it.
    expect([res.body.result.rev, again.body.result.rev]).toEqual([1, 1]);
  });

  it('swaps two lines’ meter points in one save', async () => {
    const task = await insertTask(P1, 'pending');
    await insertLine(task, 'X', '1', 1);
    await insertLine(task, 'Y', '2', 2);
    const [x, y] = asRows((await list(grid, task)).body.result.records);
    const res = await save(grid, task, [
      { ...x, meterPoint: 'Y' },
      { ...y, meterPoint: 'X' },
    ]);
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.map((r) => [r.meterPoint, r.version])).toEqual([
      ['Y', 2],
      ['X', 2],
    ]);
  });

  it('reuses the meter point of a line deleted in the same save', async () => {
    const task = await insertTask(P1, 'pending');
    const old = await insertLine(task, 'M', '1', 1);
    const res = await save(grid, task, [{ meterPoint: 'M', energyKwh: '5' }], [old]);
    expect(res.body.success).toBe(true);
    expect((await stored(task)).map((r) => r.meter_point)).toEqual(['M']);
    expect((await stored(task))[0]!.id).not.toBe(old);
  });

  it('passes an unchanged row with a stale version (it is not written)', async () => {
    const task = await insertTask(P1, 'pending');
    const a = await insertLine(task, 'A', '1', 1, { version: 5 });
    const res = await save(grid, task, [
      { id: a, meterPoint: 'A', energyKwh: '1.000', version: 2 },
      { meterPoint: 'B', energyKwh: '1' },
    ]);
    expect(res.body.success).toBe(true);
    expect(res.body.result.records[0]).toMatchObject({ id: a, version: 5 });
  });

  it('keeps lines another user added meanwhile, after the saver’s rows', async () => {
    const task = await insertTask(P1, 'pending');
    await insertLine(task, 'A', '1', 1);
    await insertLine(task, 'B', '2', 2);
    const mine = asRows((await list(grid, task)).body.result.records);
    // The plant adds a line while the grid edits.
    const theirs = await save(plant1, task, [
      ...asRows((await list(plant1, task)).body.result.records),
      { meterPoint: 'P', energyKwh: '9' },
    ]);
    expect(theirs.body.success).toBe(true);
    const res = await save(grid, task, [mine[1]!, { ...mine[0]!, energyKwh: '1.5' }]);
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.map((r) => [r.meterPoint, r.sortNo])).toEqual([
      ['B', 1],
      ['A', 2],
      ['P', 3],
    ]);
  });
});

describe('two saves at once', () => {
  it('take turns on the task: one edit wins, the other is told the line changed', async () => {
    const task = await insertTask(P1, 'pending');
    await insertLine(task, 'A', '1', 1);
    const [row] = asRows((await list(grid, task)).body.result.records);
    const [g, p] = await Promise.all([
      save(grid, task, [{ ...row, energyKwh: '2' }]),
      save(plant1, task, [{ ...row, energyKwh: '3' }]),
    ]);
    expect([g.body.success, p.body.success].sort()).toEqual([false, true]);
    const loser = g.body.success ? p : g;
    expect(loser.body.message).toBe('第1行已被他人修改，请重新加载或保留您的修改后再保存');
    const [line] = await stored(task);
    expect(line).toMatchObject({ version: 2, energy: g.body.success ? '2.000' : '3.000' });
  });
});

describe('a refused save changes nothing', () => {
  let task: string;
  let rows: RowIn[];
  let before: Awaited<ReturnType<typeof stored>>;

  beforeAll(async () => {
    task = await insertTask(P1, 'disputed');
    await insertLine(task, 'A', '1', 1, { unitId: U1 });
    await insertLine(task, 'B', '2', 2);
    rows = asRows((await list(grid, task)).body.result.records);
    before = await stored(task);
  });

  /** A first row that would be written, so a partial write would show. */
  const edited = () => ({ ...rows[0]!, energyKwh: '111' });

  it.each([
    ['an empty meter point', { meterPoint: '  ' }, LINE_MESSAGES.atRow(3, '请填写计量点')],
    ['a long meter point', { meterPoint: '计'.repeat(51) }, '第3行：计量点不能超过50个字'],
    ['a repeated meter point', { meterPoint: 'B' }, '第3行：计量点与第2行重复'],
    ['a negative energy', { energyKwh: '-1' }, '第3行：上网电量须为不小于0的数，最多3位小数'],
    ['four decimals', { energyKwh: '1.0001' }, '第3行：上网电量须为不小于0的数，最多3位小数'],
    ['no energy', { energyKwh: '' }, '第3行：上网电量须为不小于0的数，最多3位小数'],
    ['text energy', { energyKwh: 'abc' }, '第3行：上网电量须为不小于0的数，最多3位小数'],
    ['a long remark', { remark: '注'.repeat(201) }, '第3行：备注不能超过200个字'],
    ['another plant’s unit', { unitId: U_OTHER }, '第3行：机组不属于该电厂'],
    ['an unknown unit', { unitId: 'nope' }, '第3行：机组不属于该电厂'],
  ])('%s', async (_label, change, message) => {
    const res = await save(plant1, task, [
      edited(),
      rows[1]!,
      { meterPoint: 'C', energyKwh: '1', ...change },
    ]);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await stored(task)).toEqual(before);
    expect(push.live).toEqual([]);
  });

  it('accepts the limits themselves', async () => {
    const fresh = await insertTask(P1, 'pending');
    const res = await save(grid, fresh, [
      { meterPoint: '计'.repeat(50), energyKwh: '999999999999999.999', remark: '注'.repeat(200), unitId: U2 },
      { meterPoint: 'zero', energyKwh: 0 },
    ]);
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.map((r) => r.energyKwh)).toEqual(['999999999999999.999', '0.000']);
  });

  it('a line edited by someone else meanwhile', async () => {
    await t.db.query('UPDATE biz_settlement_line SET version = version + 1 WHERE id = $1', [rows[1]!.id]);
    try {
      const res = await save(grid, task, [edited(), { ...rows[1]!, remark: '我的修改' }]);
      expect(res.body).toMatchObject({ success: false, message: LINE_MESSAGES.changedMeanwhile(2) });
      expect(res.body.message).toBe('第2行已被他人修改，请重新加载或保留您的修改后再保存');
      expect((await stored(task)).map((r) => r.energy)).toEqual(before.map((r) => r.energy));
    } finally {
      await t.db.query('UPDATE biz_settlement_line SET version = version - 1 WHERE id = $1', [rows[1]!.id]);
    }
  });

  it('a line deleted by someone else meanwhile', async () => {
    const res = await save(grid, task, [
      edited(),
      rows[1]!,
      { id: 'gone-line', meterPoint: 'G', energyKwh: '1', version: 1 },
    ]);
    expect(res.body).toMatchObject({ success: false, message: '第3行已被他人删除，请重新加载后再保存' });
    expect(await stored(task)).toEqual(before);
  });

  it('a task no longer pending or disputed', async () => {
    const confirmed = await insertTask(P1, 'confirmed');
    const line = await insertLine(confirmed, 'A', '1', 1);
    for (const who of [grid, plant1]) {
      const res = await save(who, confirmed, [{ meterPoint: 'A', energyKwh: '2', id: line, version: 1 }]);
      expect(res.body).toMatchObject({ success: false, message: '结算任务当前状态不能修改电量明细' });
    }
    expect((await stored(confirmed)).map((r) => r.energy)).toEqual(['1.000']);
  });

  it('more than 200 lines once the lines added meanwhile are counted', async () => {
    const full = await insertTask(P1, 'pending');
    await insertLine(full, 'other', '1', 1);
    const many = Array.from({ length: 200 }, (_, i) => ({ meterPoint: `M${i}`, energyKwh: '1' }));
    const res = await save(grid, full, many);
    expect(res.body).toMatchObject({ success: false, message: '电量明细最多200行' });
    expect((await stored(full)).length).toBe(1);
    // The body itself is bounded too.
    const tooMany = await save(grid, full, [...many, { meterPoint: 'x', energyKwh: '1' }]);
    expect(tooMany.body.success).toBe(false);
  });

  it('a meter point repeating a line added meanwhile names that line’s final row', async () => {
    const other = await insertTask(P1, 'pending');
    await insertLine(other, 'A', '1', 1);
    const mine = asRows((await list(grid, other)).body.result.records);
    await insertLine(other, 'Z', '1', 2);
    const res = await save(grid, other, [...mine, { meterPoint: 'Z', energyKwh: '1' }]);
    expect(res.body).toMatchObject({ success: false, message: '第2行：计量点与第3行重复' });
  });
});

describe('who may read and save', () => {
  it('lets the plant user work on the own plant’s task only; another plant’s reads like a missing one', async () => {
    const own = await insertTask(P1, 'pending');
    const foreign = await insertTask(P2, 'pending');
    const foreignLine = await insertLine(foreign, 'F', '1', 1, { plantId: P2 });
    expect((await save(plant1, own, [{ meterPoint: 'A', energyKwh: '1' }])).body.success).toBe(true);
    expect((await list(plant1, own)).body.result.records).toHaveLength(1);

    expect((await list(plant1, foreign)).body).toMatchObject({ success: false, message: NOT_FOUND });
    expect((await list(plant1, 'no-such-task')).body).toMatchObject({ success: false, message: NOT_FOUND });
    const refused = await save(plant1, foreign, [
      { id: foreignLine, meterPoint: 'F', energyKwh: '2', version: 1 },
    ]);
    expect(refused.body).toMatchObject({ success: false, message: NOT_FOUND });
    expect((await save(plant1, 'no-such-task', [])).body).toMatchObject({
      success: false,
      message: NOT_FOUND,
    });
    expect((await stored(foreign)).map((r) => r.energy)).toEqual(['1.000']);
    // The other plant's own user and the grid may.
    expect((await list(plant2, foreign)).body.success).toBe(true);
    expect((await list(grid, foreign)).body.success).toBe(true);
  });

  it('never touches another task’s line named in the save', async () => {
    const mine = await insertTask(P1, 'pending');
    const other = await insertTask(P1, 'pending');
    const theirs = await insertLine(other, 'T', '1', 1);
    const asExisting = await save(grid, mine, [{ id: theirs, meterPoint: 'T', energyKwh: '5', version: 1 }]);
    expect(asExisting.body.message).toBe('第1行已被他人删除，请重新加载后再保存');
    expect((await save(grid, mine, [], [theirs])).body.success).toBe(true);
    expect((await stored(other)).map((r) => [r.id, r.energy])).toEqual([[theirs, '1.000']]);
  });

  it('refuses the save to the leader (no line permission) but lets them read', async () => {
    const task = await insertTask(P1, 'pending');
    expect((await list(leader, task)).body.success).toBe(true);
    const res = await save(leader, task, [{ meterPoint: 'A', energyKwh: '1' }]);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await stored(task)).toEqual([]);
  });

  it('names no tab when the request did not, so every socket gets the change', async () => {
    const task = await insertTask(P1, 'pending');
    const res = await call(t.app, 'POST', '/cwxt/settlementLine/save', {
      token: plant1.token,
      body: { taskId: task, rows: [{ meterPoint: 'A', energyKwh: '1' }] },
    });
    expect(res.body.success).toBe(true);
    expect(push.live.map((c) => c.except)).toEqual([{ userId: plant1.id, tabId: null }]);
  });
});

describe('a unit the lines name', () => {
  const U3 = 'line-u-p1-c';

  it('cannot be deleted, from the unit list or the plant form, until no line names it', async () => {
    await t.db.query(
      `INSERT INTO biz_unit (id, tenant_id, plant_id, unit_code, unit_name, unit_type, capacity_mw)
       VALUES ($1, 1000, $2, 'LN-D', '明细丙机组', 'steam', 50)`,
      [U3, P1],
    );
    const task = await insertTask(P1, 'pending');
    expect((await save(grid, task, [{ meterPoint: '丙', energyKwh: '1', unitId: U3 }])).body.success).toBe(
      true,
    );
    const exists = async () => (await t.db.query('SELECT 1 FROM biz_unit WHERE id = $1', [U3])).length === 1;

    const direct = await call(t.app, 'DELETE', `/cwxt/unit/delete?id=${U3}`, { token: grid.token });
    expect(direct.body).toMatchObject({ success: false, message: '机组已被结算电量明细引用，不能删除' });
    expect(await exists()).toBe(true);

    type UnitRec = Record<string, unknown> & { id: string };
    const units = (
      await call<UnitRec[]>(t.app, 'GET', '/cwxt/plant/units', { token: grid.token, query: { id: P1 } })
    ).body.result;
    const keys = [
      'id',
      'unitCode',
      'unitName',
      'unitType',
      'capacityMw',
      'commissionDate',
      'status',
      'meterPointCode',
    ];
    const others = units
      .filter((u) => u.id !== U3)
      .map((u) => Object.fromEntries(keys.map((k) => [k, u[k] ?? null])));
    const viaPlant = await call(t.app, 'PUT', '/cwxt/plant/edit', {
      token: grid.token,
      body: { id: P1, units: others },
    });
    expect(viaPlant.body).toMatchObject({ success: false, message: '机组已被结算电量明细引用，不能删除' });
    expect(await exists()).toBe(true);

    expect((await save(grid, task, [])).body.success).toBe(true);
    expect((await stored(task)).length).toBe(1);
    const line = (await list(grid, task)).body.result.records[0]!;
    expect((await save(grid, task, [], [line.id])).body.success).toBe(true);
    const freed = await call(t.app, 'DELETE', `/cwxt/unit/delete?id=${U3}`, { token: grid.token });
    expect(freed.body.success).toBe(true);
    expect(await exists()).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantId } from '../../server/db/seed/business/ids';
import { gridUser, plantUser, type SignedIn } from '../server/support/business';
import { call, login } from '../server/support/helpers';
import { createOnlineForm } from '../server/support/online-forms';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { MASS_FIELDS, storedMarkers } from './support/attack-mass';

/**
 * Mass assignment in depth on the business writes (issue 10, attack corpus), beside
 * mass-assignment-deep's identity and invoice cases: a settlement task's edit and confirmation, its
 * 电量明细 lines, and an online form's records. The row a request with forbidden extra fields
 * stores must equal the row the clean request stores; nothing else may change.
 */

let t: TestApp;
let admin: string;
let grid: SignedIn;
let plant1: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  grid = await gridUser(t, 'mab_grid');
  plant1 = await plantUser(t, 'mab_plant1', 1);
});
afterAll(() => t.close());

/** A pending task of plant P1 in `month` (months of 2033 keep clear of the demo year). */
async function pendingTask(month: string): Promise<string> {
  const id = `mab${month.replace('-', '')}`;
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, status)
     VALUES ($1, 1000, $2, $3, 0, 0.400000, 0, 'pending')`,
    [id, P1, month],
  );
  return id;
}

async function one(sql: string, params: unknown[]): Promise<Row> {
  const [row] = await t.db.query<Row>(sql, params);
  if (!row) throw new Error(`no row for ${sql} ${JSON.stringify(params)}`);
  return row;
}

/** The row without the columns that differ between any two requests (keys, clocks, the subject). */
function comparable(row: Row, drop: readonly string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));
}

const TASK_KEYS = ['id', 'settle_month', 'create_time', 'update_time'];
const taskRow = (id: string) => one('SELECT * FROM biz_settlement_task WHERE id = $1', [id]);

/** Fields of a settlement task a client must not set through these routes. */
const TASK_EXTRAS = {
  status: 'paid',
  amount: '1.00',
  paidAmount: '999.00',
  settleMonth: '2099-01',
  plantId: P2,
  disputeReason: 'mass',
  confirmTime: '1999-09-09 09:09:09',
};

describe('mass assignment in depth: business writes', () => {
  it('settlement edit: only energy and price change; status, amount, plant, month and audit are ignored', async () => {
    const [clean, dirty] = [await pendingTask('2033-01'), await pendingTask('2033-02')];
    const values = { energyKwh: '1000.000', unitPrice: '0.400000' };
    const a = await call(t.app, 'PUT', '/cwxt/settlement/edit', {
      token: grid.token,
      body: { id: clean, ...values },
    });
    expect(a.body.success, a.body.message).toBe(true);
    const b = await call(t.app, 'PUT', '/cwxt/settlement/edit', {
      token: grid.token,
      body: { ...MASS_FIELDS, ...TASK_EXTRAS, id: dirty, ...values },
    });
    expect(b.status).toBeLessThan(500);
    expect(b.body.success, b.body.message).toBe(true);
    expect(comparable(await taskRow(dirty), TASK_KEYS)).toEqual(comparable(await taskRow(clean), TASK_KEYS));
    expect((await taskRow(dirty)).amount).toBe('400.00');
  });

  it('settlement confirm by the plant: only the status moves, the same way with or without extras', async () => {
    const [clean, dirty] = [await pendingTask('2033-03'), await pendingTask('2033-04')];
    const a = await call(t.app, 'POST', '/cwxt/settlement/confirm', {
      token: plant1.token,
      body: { id: clean, remark: '确认' },
    });
    expect(a.body.success, a.body.message).toBe(true);
    // `version` is the action's own optimistic check (a forged one is refused as stale): left out.
    const { version: _version, ...massFields } = MASS_FIELDS;
    const b = await call(t.app, 'POST', '/cwxt/settlement/confirm', {
      token: plant1.token,
      body: { ...massFields, ...TASK_EXTRAS, id: dirty, remark: '确认' },
    });
    expect(b.status).toBeLessThan(500);
    expect(b.body.success, b.body.message).toBe(true);
    const drop = [...TASK_KEYS, 'confirm_time']; // the moment of each confirmation
    expect(comparable(await taskRow(dirty), drop)).toEqual(comparable(await taskRow(clean), drop));
    expect((await taskRow(dirty)).status).toBe('confirmed');
    const logs = await t.db.query<{ task_id: string; action: string; to_status: string }>(
      'SELECT task_id, action, to_status FROM biz_settlement_log WHERE task_id = ANY($1::varchar[]) ORDER BY task_id',
      [[clean, dirty]],
    );
    expect(logs.map((l) => [l.action, l.to_status])).toEqual([
      ['confirm', 'confirmed'],
      ['confirm', 'confirmed'],
    ]);
  });

  it('settlement lines: a new line takes its task, plant, tenant, version and audit from the server', async () => {
    const [clean, dirty] = [await pendingTask('2033-05'), await pendingTask('2033-06')];
    const other = await pendingTask('2033-07');
    const line = { meterPoint: '1#机组关口表', energyKwh: '1234.500', remark: '抄表' };
    const save = (taskId: string, row: Row) =>
      call(t.app, 'POST', '/cwxt/settlementLine/save', {
        token: plant1.token,
        body: { taskId, rows: [row], deleteIds: [] },
      });
    const a = await save(clean, line);
    expect(a.body.success, a.body.message).toBe(true);
    // A numeric version marks an existing line (the grid's ids of new rows are its own), so the
    // extras of a new line leave it out; a forged one is tried below.
    const { id: _forgedId, version: _forgedVersion, ...extras } = MASS_FIELDS;
    const b = await save(dirty, { ...extras, taskId: other, sortNo: 99, ...line });
    expect(b.status).toBeLessThan(500);
    expect(b.body.success, b.body.message).toBe(true);
    const lineOf = (taskId: string) => one('SELECT * FROM biz_settlement_line WHERE task_id = $1', [taskId]);
    const drop = ['id', 'task_id', 'create_time', 'update_time'];
    const stored = await lineOf(dirty);
    expect(comparable(stored, drop)).toEqual(comparable(await lineOf(clean), drop));

    // A new line with a forged version is taken for a line someone deleted: refused, nothing written.
    const forged = await save(dirty, { ...line, meterPoint: '2#机组关口表', version: 987654 });
    expect(forged.body).toMatchObject({ success: false, message: '第1行已被他人删除，请重新加载后再保存' });

    // An edit of the line: its task and audit columns stay the server's; the version moves by one.
    const edited = await save(dirty, {
      ...extras,
      taskId: other,
      id: stored.id,
      version: 1,
      ...line,
      energyKwh: '1.000',
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    const after = await one('SELECT * FROM biz_settlement_line WHERE id = $1', [stored.id]);
    const moved = ['energy_kwh', 'version', 'update_by', 'update_time'];
    expect(comparable(after, moved)).toEqual(comparable(stored, moved));
    expect(after).toMatchObject({ energy_kwh: '1.000', version: 2, update_by: 'mab_plant1' });
    expect(
      await t.db.query('SELECT id FROM biz_settlement_line WHERE task_id = ANY($1::varchar[])', [
        [dirty, other],
      ]),
    ).toHaveLength(1);
  });

  it('online form records: system columns are the server’s, whatever the body says', async () => {
    const headId = await createOnlineForm(t, {
      head: { id: 'MAB1', tableName: 'mab_visit', tableTxt: '走访' },
      fields: [
        { dbFieldName: 'subject', dbFieldTxt: '主题', fieldMustInput: 'Y' },
        { dbFieldName: 'days', dbFieldTxt: '天数', dbType: 'int' },
      ],
    });
    const add = (body: Row) =>
      call<string>(t.app, 'POST', `/online/cgform/api/form/${headId}`, { token: admin, body });
    const a = await add({ subject: '清白', days: 3 });
    expect(a.body.success, a.body.message).toBe(true);
    const b = await add({
      ...MASS_FIELDS,
      sys_org_code: 'MA_ORG_MARKER',
      update_by: 'mass_attacker',
      update_time: '1999-09-09 09:09:09',
      subject: '清白',
      days: 3,
    });
    expect(b.status).toBeLessThan(500);
    expect(b.body.success, b.body.message).toBe(true);
    const rows = await t.db.query<Row>('SELECT * FROM mab_visit ORDER BY create_time');
    expect(rows).toHaveLength(2);
    const drop = ['id', 'create_time', 'update_time'];
    expect(comparable(rows[1]!, drop)).toEqual(comparable(rows[0]!, drop));
    expect(rows.map((r) => r.id)).not.toContain(MASS_FIELDS.id);

    // An edit names its row by id; the extras change nothing else on it.
    const id = String(rows[1]!.id);
    const edited = await call(t.app, 'PUT', `/online/cgform/api/form/${headId}`, {
      token: admin,
      body: { ...MASS_FIELDS, id, subject: '改过', days: 4 },
    });
    expect(edited.status).toBeLessThan(500);
    expect(edited.body.success, edited.body.message).toBe(true);
    const after = await one('SELECT * FROM mab_visit WHERE id = $1', [id]);
    expect(comparable(after, ['subject', 'days', 'update_by', 'update_time'])).toEqual(
      comparable(rows[1]!, ['subject', 'days', 'update_by', 'update_time']),
    );
    expect(after).toMatchObject({ subject: '改过', days: 4, update_by: 'admin' });
  });

  it('leaves no forbidden value anywhere', async () => {
    expect(await storedMarkers(t.db)).toEqual([]);
  });
});

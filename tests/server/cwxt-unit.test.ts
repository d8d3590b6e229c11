import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantId } from '../../server/db/seed/business/ids';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { getExport, postImport, sheetsOf, xlsxOf } from './support/excel-files';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** 机组信息 (issue 7 module 2): all units with CRUD, unique code per plant, plant isolation. */

let t: TestApp;
let grid: SignedIn;
let plant1: SignedIn;
let leader: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

interface UnitRec {
  id: string;
  plantId: string;
  plantId_dictText: string | null;
  unitCode: string;
  unitType_dictText: string | null;
  capacityMw: string;
}
interface Page<T> {
  records: T[];
  total: number;
}

const body = (plantId: string, code: string, extra: Record<string, unknown> = {}) => ({
  plantId,
  unitCode: code,
  unitName: `${code}机组`,
  unitType: 'steam',
  capacityMw: '330.5',
  commissionDate: '2019-06-30',
  status: 'standby',
  meterPointCode: `MP${code}`,
  ...extra,
});

async function unitCount(): Promise<number> {
  const [row] = await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM biz_unit');
  return Number(row?.n ?? 0);
}
async function unitOf(plantId: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    'SELECT id FROM biz_unit WHERE plant_id = $1 ORDER BY id LIMIT 1',
    [plantId],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  grid = await gridUser(t, 'ungrid');
  plant1 = await plantUser(t, 'unplant1', 1);
  leader = await leaderUser(t, 'unleader');
});
afterAll(async () => {
  await t.close();
});

describe('units', () => {
  it('grid staff list all units, searchable by plant, type and status, with texts', async () => {
    const res = await call<Page<UnitRec>>(t.app, 'GET', '/cwxt/unit/list', {
      token: grid.token,
      query: { plantId: P2, pageSize: '50' },
    });
    expect(res.body.result.total).toBeGreaterThan(0);
    expect(
      res.body.result.records.every((u) => u.plantId === P2 && u.plantId_dictText === '大唐某某水电站'),
    ).toBe(true);
    expect(res.body.result.records[0]!.unitType_dictText).toBe('水轮发电机组');
    const all = await call<Page<UnitRec>>(t.app, 'GET', '/cwxt/unit/list', { token: grid.token });
    expect(all.body.result.total).toBe(await unitCount());
    const typed = await call<Page<UnitRec>>(t.app, 'GET', '/cwxt/unit/list', {
      token: grid.token,
      query: { unitType: 'wind', status: 'running', pageSize: '100' },
    });
    expect(typed.body.result.records.every((u) => u.unitType_dictText === '风力发电机组')).toBe(true);
  });

  it('adds, edits and deletes; the code is unique within the plant only', async () => {
    const add = await call(t.app, 'POST', '/cwxt/unit/add', { token: grid.token, body: body(P1, 'UT-1') });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const dup = await call(t.app, 'POST', '/cwxt/unit/add', { token: grid.token, body: body(P1, 'UT-1') });
    expect(dup.body).toMatchObject({ success: false, message: '该电厂已存在相同机组编号' });
    const otherPlant = await call(t.app, 'POST', '/cwxt/unit/add', {
      token: grid.token,
      body: body(P2, 'UT-1'),
    });
    expect(otherPlant.body.success).toBe(true);
    const [row] = await t.db.query<{ id: string; capacity_mw: string }>(
      "SELECT id, capacity_mw::text AS capacity_mw FROM biz_unit WHERE plant_id = $1 AND unit_code = 'UT-1'",
      [P1],
    );
    expect(row!.capacity_mw).toBe('330.500');
    const edit = await call(t.app, 'PUT', '/cwxt/unit/edit', {
      token: grid.token,
      body: { id: row!.id, unitName: '新名字', capacityMw: '1.125' },
    });
    expect(edit.body).toMatchObject({ success: true });
    const read = await call<UnitRec>(t.app, 'GET', '/cwxt/unit/queryById', {
      token: grid.token,
      query: { id: row!.id },
    });
    expect(read.body.result.capacityMw).toBe('1.125');
    const del = await call(t.app, 'DELETE', `/cwxt/unit/delete?id=${row!.id}`, { token: grid.token });
    expect(del.body.success).toBe(true);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await unitCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [body(P1, 'B1', { capacityMw: '1.0001' }), '装机容量须为不小于0的数字，最多3位小数'],
      [body(P1, 'B1', { unitType: 'fusion' }), '机组类型的值不正确'],
      [body(P1, 'B1', { status: 'x' }), '状态的值不正确'],
      [body('nope', 'B1'), '所属电厂不存在或无权访问'],
      [body(P1, ''), '请输入机组编号!'],
    ];
    for (const [b, message] of cases) {
      const res = await call(t.app, 'POST', '/cwxt/unit/add', { token: grid.token, body: b });
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await unitCount()).toBe(before);
  });

  it('a plant user sees and exports only their plant’s units and cannot change any', async () => {
    const list = (query: Record<string, string>) =>
      call<Page<UnitRec>>(t.app, 'GET', '/cwxt/unit/list', {
        token: plant1.token,
        query: { pageSize: '100', ...query },
      });
    const mine = await list({});
    expect(mine.body.result.total).toBeGreaterThan(0);
    expect(mine.body.result.records.every((u) => u.plantId === P1)).toBe(true);
    expect((await list({ plantId: P2 })).body.result.total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'plantId', rule: 'eq', val: P2 }]));
    expect(
      (await list({ superQueryParams: sq, superQueryMatchType: 'or' })).body.result.records.every(
        (u) => u.plantId === P1,
      ),
    ).toBe(true);
    expect((await list({ column: 'unitCode', order: 'asc', plantId: P2 })).body.result.total).toBe(0);
    const foreign = await unitOf(P2);
    const read = await call(t.app, 'GET', '/cwxt/unit/queryById', {
      token: plant1.token,
      query: { id: foreign },
    });
    expect(read.body).toMatchObject({ success: false, message: '记录不存在或无权访问' });
    const exported = await getExport(t.app, '/cwxt/unit/exportXls', plant1.token, {
      selections: `${foreign},${await unitOf(P1)}`,
    });
    const [sheet] = sheetsOf(exported.rawPayload);
    expect(sheet!.slice(1).map((r) => r[0])).toEqual(['华能某某电厂']);
    const before = await unitCount();
    for (const [method, path, b] of [
      ['POST', '/cwxt/unit/add', body(P1, 'PU-1')],
      ['POST', '/cwxt/unit/add', body(P2, 'PU-2')],
      ['PUT', '/cwxt/unit/edit', { id: foreign, unitName: 'x' }],
      ['DELETE', `/cwxt/unit/delete?id=${foreign}`, undefined],
    ] as const) {
      const r = await call(t.app, method, path, { token: plant1.token, body: b });
      expect(r.body.success).toBe(false);
    }
    expect(await unitCount()).toBe(before);
  });

  it('a unit-writing role under the plant rule cannot add or move a unit into another plant', async () => {
    // Give 电厂用户 the unit write buttons for this test: the plant rule must still hold.
    await t.db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id)
       SELECT 'ut' || substr(md5(p.id), 1, 20), r.id, p.id FROM sys_permission p, sys_role r
        WHERE r.role_code = 'plant_user' AND p.perms IN ('cwxt:unit:add', 'cwxt:unit:edit')
       ON CONFLICT DO NOTHING`,
    );
    const before = await unitCount();
    const other = await call(t.app, 'POST', '/cwxt/unit/add', {
      token: plant1.token,
      body: body(P2, 'PU-3'),
    });
    expect(other.body).toMatchObject({ success: false, message: '数据超出您的数据权限范围，不能保存' });
    expect(await unitCount()).toBe(before);
    const own = await call(t.app, 'POST', '/cwxt/unit/add', { token: plant1.token, body: body(P1, 'PU-4') });
    expect(own.body.success).toBe(true);
    const [{ id: mine } = { id: '' }] = await t.db.query<{ id: string }>(
      "SELECT id FROM biz_unit WHERE plant_id = $1 AND unit_code = 'PU-4'",
      [P1],
    );
    const move = await call(t.app, 'PUT', '/cwxt/unit/edit', {
      token: plant1.token,
      body: { id: mine, plantId: P2 },
    });
    expect(move.body).toMatchObject({ success: false, message: '数据超出您的数据权限范围，不能保存' });
    const [row] = await t.db.query<{ plant_id: string }>('SELECT plant_id FROM biz_unit WHERE id = $1', [
      mine,
    ]);
    expect(row!.plant_id).toBe(P1);
  });

  it('the leader reads but cannot write', async () => {
    const list = await call<Page<UnitRec>>(t.app, 'GET', '/cwxt/unit/list', { token: leader.token });
    expect(list.body.success).toBe(true);
    const add = await call(t.app, 'POST', '/cwxt/unit/add', { token: leader.token, body: body(P1, 'LD-1') });
    expect(add.body.success).toBe(false);
  });
});

describe('import', () => {
  const HEADER = [
    '所属电厂',
    '机组编号',
    '机组名称',
    '机组类型',
    '装机容量(MW)',
    '投运日期',
    '状态',
    '计量点编号',
  ];
  async function plantOf(id: string): Promise<{ code: string; name: string }> {
    const [row] = await t.db.query<{ plant_code: string; plant_name: string }>(
      'SELECT plant_code, plant_name FROM biz_plant WHERE id = $1',
      [id],
    );
    return { code: row!.plant_code, name: row!.plant_name };
  }
  const importedUnits = () =>
    t.db.query<{
      plant_id: string;
      unit_code: string;
      unit_type: string;
      capacity_mw: string;
      status: string;
    }>(
      "SELECT plant_id, unit_code, unit_type, capacity_mw::text AS capacity_mw, status FROM biz_unit WHERE unit_code LIKE 'IMPU-%' ORDER BY unit_code",
    );

  it('imports units by plant code or name with dict texts; a file with a bad row imports nothing', async () => {
    const p1 = await plantOf(P1);
    const p2 = await plantOf(P2);
    const good = await xlsxOf([
      HEADER,
      [p1.code, 'IMPU-1', '导入机组一', '汽轮发电机组', '300', '2020-01-02', '备用', 'MP-I1'],
      [p2.name, 'IMPU-2', '导入机组二', '汽轮发电机组', '12.5', '', '备用', ''],
      // The same code in another plant is fine: unique per plant.
      [p2.code, 'IMPU-1', '导入机组三', '汽轮发电机组', '1', '', '备用', ''],
    ]);
    const ok = await postImport(t.app, '/cwxt/unit/importExcel', grid.token, [
      { fileName: 'u.xlsx', data: good },
    ]);
    expect(ok.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：3' });
    expect(await importedUnits()).toEqual([
      { plant_id: P1, unit_code: 'IMPU-1', unit_type: 'steam', capacity_mw: '300.000', status: 'standby' },
      { plant_id: P2, unit_code: 'IMPU-1', unit_type: 'steam', capacity_mw: '1.000', status: 'standby' },
      { plant_id: P2, unit_code: 'IMPU-2', unit_type: 'steam', capacity_mw: '12.500', status: 'standby' },
    ]);

    const before = await unitCount();
    const bad = await xlsxOf([
      HEADER,
      [p1.code, 'IMPU-3', '好机组', '汽轮发电机组', '1', '', '备用', ''],
      // Taken in the database, repeated in the file, an unknown plant.
      [p1.code, 'IMPU-1', '重复机组', '汽轮发电机组', '1', '', '备用', ''],
      [p1.code, 'IMPU-3', '文件内重复', '汽轮发电机组', '1', '', '备用', ''],
      ['无此电厂', 'IMPU-4', '孤儿机组', '汽轮发电机组', '1', '', '备用', ''],
    ]);
    const refused = await postImport(t.app, '/cwxt/unit/importExcel', grid.token, [
      { fileName: 'b.xlsx', data: bad },
    ]);
    expect(refused.body).toMatchObject({ success: true, code: 201, message: '共4行，成功0行，错误3行' });
    expect(await unitCount()).toBe(before);
  });

  it('needs the import permission: a plant user (list and export only) is refused', async () => {
    const p1 = await plantOf(P1);
    const file = await xlsxOf([HEADER, [p1.code, 'IMPU-9', '不应导入', '汽轮发电机组', '1', '', '备用', '']]);
    const before = await unitCount();
    const res = await postImport(t.app, '/cwxt/unit/importExcel', plant1.token, [
      { fileName: 'u.xlsx', data: file },
    ]);
    expect(res.body.success).toBe(false);
    expect(await unitCount()).toBe(before);
  });
});

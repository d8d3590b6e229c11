import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { isValidCreditCode } from '../../src/shared/domain/validation/credit-code';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { getExport, postImport, sheetsOf, xlsxOf } from './support/excel-files';
import { call, createUser, login } from './support/helpers';
import { operationLogs } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 电厂管理 (issue 7 module 1): CRUD with units, validation, import/export, the picker, plant isolation. */

let t: TestApp;
let dataDir: string;
let grid: SignedIn;
let plant1: SignedIn;
let leader: SignedIn;
let nobody: string;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

interface PlantRec {
  id: string;
  plantName: string;
  plantCode: string;
  capacityMw: string;
  areaCode_dictText: string | null;
  departId_dictText: string | null;
  plantType_dictText: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
}
interface UnitRec {
  id: string;
  unitCode: string;
  unitName: string;
  capacityMw: string;
}

const VALID_CREDIT = '91110000600037341L';
const base = (code: string) => ({
  plantName: `测试电厂${code}`,
  plantCode: code,
  plantType: 'solar',
  capacityMw: '120.125',
  voltageLevel: '110',
  areaCode: '140105',
  address: '测试地址',
  creditCode: VALID_CREDIT,
  contactName: '张三',
  contactPhone: '13812345678',
  bankName: '中国银行',
  bankAccount: '6222020200112233445',
  gridDate: '2020-05-01',
  status: 'running',
  departId: demoPlantDepartId(5),
});
const unitRow = (code: string, extra: Record<string, unknown> = {}) => ({
  unitCode: code,
  unitName: `${code}号机组`,
  unitType: 'pv',
  capacityMw: '60.0625'.slice(0, 6),
  commissionDate: '2021-01-01',
  status: 'running',
  meterPointCode: `MP-${code}`,
  ...extra,
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const rows = await t.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM (${sql}) x`, params);
  return Number(rows[0]?.n ?? 0);
}
const plantCount = () => count('SELECT 1 FROM biz_plant');
const unitCount = () => count('SELECT 1 FROM biz_unit');

async function plantIdOf(code: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM biz_plant WHERE plant_code = $1', [code]);
  return rows[0]!.id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-plant-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  grid = await gridUser(t, 'plgrid');
  plant1 = await plantUser(t, 'plplant1', 1);
  leader = await leaderUser(t, 'plleader');
  await createUser(t, { username: 'plnobody', password: 'Biz@2025test', roleCode: 'guest' });
  nobody = await login(t.app, 'plnobody', 'Biz@2025test');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the seed', () => {
  it('has 30 plants of all six types with units, valid credit codes, phones and accounts', async () => {
    const rows = await t.db.query<{
      id: string;
      plant_type: string;
      credit_code: string;
      contact_phone: string;
      bank_account: string;
      status: string;
    }>(`SELECT * FROM biz_plant WHERE id LIKE '18000000009000%' ORDER BY id`);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.plant_type)).size).toBe(6);
    expect(rows.every((r) => isValidCreditCode(r.credit_code))).toBe(true);
    expect(rows.every((r) => /^1[34578]\d{9}$/.test(r.contact_phone))).toBe(true);
    expect(rows.every((r) => /^[1-9]\d{9,19}$/.test(r.bank_account))).toBe(true);
    expect(rows.filter((r) => r.status !== 'running').length).toBeGreaterThan(0);
    expect(
      await count('SELECT DISTINCT plant_id FROM biz_unit WHERE plant_id LIKE $1', ['18000000009000%']),
    ).toBe(30);
    const names = await t.db.query<{ plant_name: string; depart_id: string }>(
      'SELECT plant_name, depart_id FROM biz_plant WHERE id = ANY($1) ORDER BY id',
      [[P1, P2, demoPlantId(3)]],
    );
    expect(names).toEqual([
      { plant_name: '华能某某电厂', depart_id: demoPlantDepartId(1) },
      { plant_name: '大唐某某水电站', depart_id: demoPlantDepartId(2) },
      { plant_name: '某某风电场', depart_id: demoPlantDepartId(3) },
    ]);
  });
});

describe('list and read', () => {
  it('grid staff see every plant with dictionary, area and department texts', async () => {
    const res = await call<Page<PlantRec>>(t.app, 'GET', '/cwxt/plant/list', {
      token: grid.token,
      query: { plantCode: 'PLT001', pageSize: '50' },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.records).toHaveLength(1);
    const r = res.body.result.records[0]!;
    expect(r).toMatchObject({
      plantName: '华能某某电厂',
      plantType_dictText: '火电',
      departId_dictText: '华能某某电厂',
    });
    expect(r.areaCode_dictText).toMatch(/^山西省\/太原市\//);
    const all = await call<Page<PlantRec>>(t.app, 'GET', '/cwxt/plant/list', {
      token: grid.token,
      query: { pageSize: '100', column: 'capacityMw', order: 'asc' },
    });
    expect(all.body.result.total).toBeGreaterThanOrEqual(30);
  });

  it('a plant user sees only their plant, whatever the filter, advanced query or sort', async () => {
    const list = (query: Record<string, string>) =>
      call<Page<PlantRec>>(t.app, 'GET', '/cwxt/plant/list', { token: plant1.token, query });
    const mine = await list({ pageSize: '100' });
    expect(mine.body.result.records.map((r) => r.id)).toEqual([P1]);
    expect((await list({ id: P2 })).body.result.total).toBe(0);
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'id', rule: 'eq', val: P2 }]));
    const sq = await list({ superQueryParams: superQuery, superQueryMatchType: 'or' });
    expect(sq.body.result.records.every((r) => r.id === P1)).toBe(true);
    expect((await list({ column: 'plantName', order: 'desc', plantCode: 'PLT002' })).body.result.total).toBe(
      0,
    );
    const other = await call(t.app, 'GET', '/cwxt/plant/queryById', {
      token: plant1.token,
      query: { id: P2 },
    });
    expect(other.body).toMatchObject({ success: false, message: '记录不存在或无权访问' });
    const own = await call<PlantRec>(t.app, 'GET', '/cwxt/plant/queryById', {
      token: plant1.token,
      query: { id: P1 },
    });
    expect(own.body.result.plantCode).toBe('PLT001');
    const units = await call(t.app, 'GET', '/cwxt/plant/units', { token: plant1.token, query: { id: P2 } });
    expect(units.body.message).toBe('记录不存在或无权访问');
  });

  it('a plant user exports only their plant; cannot write', async () => {
    const res = await getExport(t.app, '/cwxt/plant/exportXls', plant1.token, { selections: `${P1},${P2}` });
    expect(res.statusCode).toBe(200);
    const [sheet] = sheetsOf(res.rawPayload);
    expect(sheet!.slice(1).map((row) => row[0])).toEqual(['华能某某电厂']);
    const before = await plantCount();
    for (const [method, path, body] of [
      ['POST', '/cwxt/plant/add', base('PU-ADD')],
      ['PUT', '/cwxt/plant/edit', { id: P1, plantName: '改名' }],
      ['DELETE', `/cwxt/plant/delete?id=${P2}`, undefined],
    ] as const) {
      const r = await call(t.app, method, path, { token: plant1.token, body });
      expect(r.body.success).toBe(false);
    }
    const leaderAdd = await call(t.app, 'POST', '/cwxt/plant/add', {
      token: leader.token,
      body: base('LD-ADD'),
    });
    expect(leaderAdd.body.success).toBe(false);
    expect(await plantCount()).toBe(before);
    const [p1] = await t.db.query<{ plant_name: string }>('SELECT plant_name FROM biz_plant WHERE id = $1', [
      P1,
    ]);
    expect(p1!.plant_name).toBe('华能某某电厂');
  });
});

describe('the plant picker', () => {
  it('answers the caller’s plants: grid all, plant user theirs, a user without business menus none', async () => {
    type Opt = { value: string; label: string; code: string };
    const of = (token: string) => call<Opt[]>(t.app, 'GET', '/cwxt/plant/options', { token });
    const all = await of(grid.token);
    expect(all.body.result.length).toBe(await count('SELECT 1 FROM biz_plant WHERE tenant_id = 1000'));
    // Runs before this file adds plants: exactly the 30 demo plants.
    expect(all.body.result).toHaveLength(30);
    expect(all.body.result.find((o) => o.value === P1)).toEqual({
      value: P1,
      label: '华能某某电厂',
      code: 'PLT001',
    });
    expect((await of(plant1.token)).body.result).toEqual([
      { value: P1, label: '华能某某电厂', code: 'PLT001' },
    ]);
    expect((await of(leader.token)).body.result.length).toBe(all.body.result.length);
    expect((await of(nobody)).body.result).toEqual([]);
  });
});

describe('add and edit with units', () => {
  it('adds a plant with its units in one save; the code check answers', async () => {
    const res = await call(t.app, 'POST', '/cwxt/plant/add', {
      token: grid.token,
      body: { ...base('T-ADD1'), units: [unitRow('U1'), unitRow('U2', { capacityMw: '0.5' })] },
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = await plantIdOf('T-ADD1');
    const read = await call<PlantRec>(t.app, 'GET', '/cwxt/plant/queryById', {
      token: grid.token,
      query: { id },
    });
    expect(read.body.result.capacityMw).toBe('120.125');
    const units = await call<UnitRec[]>(t.app, 'GET', '/cwxt/plant/units', {
      token: grid.token,
      query: { id },
    });
    expect(units.body.result.map((u) => [u.unitCode, u.capacityMw])).toEqual([
      ['U1', '60.062'],
      ['U2', '0.5'],
    ]);
    const taken = await call(t.app, 'GET', '/cwxt/plant/checkCode', {
      token: grid.token,
      query: { plantCode: 'T-ADD1' },
    });
    expect(taken.body).toMatchObject({ success: false, message: '电厂编码已存在' });
    const self = await call(t.app, 'GET', '/cwxt/plant/checkCode', {
      token: grid.token,
      query: { plantCode: 'T-ADD1', id },
    });
    expect(self.body.success).toBe(true);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ creditCode: '91110000600037341M' }, '统一社会信用代码格式不正确'],
      [{ contactPhone: '1234567' }, '请输入正确手机号'],
      [{ bankAccount: '0123' }, '请输入正确的银行卡号码'],
      [{ capacityMw: '12.3456' }, '装机容量须为不小于0的数字，最多3位小数'],
      [{ capacityMw: '-1' }, '装机容量须为不小于0的数字，最多3位小数'],
      [{ plantType: 'nuclear' }, '电厂类型的值不正确'],
      [{ plantCode: 'PLT001' }, '电厂编码已存在'],
      [{ areaCode: '999999' }, '所属地区不正确'],
      [{ departId: 'nope' }, '所属部门不存在'],
      [{ units: [unitRow('A'), unitRow('B', { unitType: 'x' })] }, '机组第2行：机组类型的值不正确'],
      [{ units: [unitRow('A'), unitRow('a')] }, '机组第2行：该电厂已存在相同机组编号'],
      [
        { units: [unitRow('A', { capacityMw: '1.2345' })] },
        '机组第1行：装机容量须为不小于0的数字，最多3位小数',
      ],
    ];
    const plants = await plantCount();
    const units = await unitCount();
    for (const [patch, message] of cases) {
      const res = await call(t.app, 'POST', '/cwxt/plant/add', {
        token: grid.token,
        body: { ...base('T-BAD'), ...patch },
      });
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await plantCount()).toBe(plants);
    expect(await unitCount()).toBe(units);
  });

  it('edit synchronises the sub-table: new rows inserted, missing deleted, others updated', async () => {
    await call(t.app, 'POST', '/cwxt/plant/add', {
      token: grid.token,
      body: { ...base('T-EDIT'), units: [unitRow('E1'), unitRow('E2'), unitRow('E3')] },
    });
    const id = await plantIdOf('T-EDIT');
    const units = async () =>
      (await call<UnitRec[]>(t.app, 'GET', '/cwxt/plant/units', { token: grid.token, query: { id } })).body
        .result;
    const [e1, , e3] = await units();
    const res = await call(t.app, 'PUT', '/cwxt/plant/edit', {
      token: grid.token,
      body: {
        id,
        plantName: '改过的电厂',
        units: [
          { ...unitRow('E1'), id: e1!.id, unitName: '改名机组' },
          { ...unitRow('E3'), id: e3!.id },
          unitRow('E4'),
        ],
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const after = await units();
    expect(after.map((u) => [u.unitCode, u.unitName])).toEqual([
      ['E1', '改名机组'],
      ['E3', 'E3号机组'],
      ['E4', 'E4号机组'],
    ]);
    // A bad row refuses the whole save: neither the plant nor the units change.
    const bad = await call(t.app, 'PUT', '/cwxt/plant/edit', {
      token: grid.token,
      body: { id, plantName: '不应保存', units: [unitRow('E1', { unitName: '' })] },
    });
    expect(bad.body).toMatchObject({ success: false, message: '机组第1行：请输入机组名称!' });
    // A unit id of another plant reads like a missing one, and rolls back the plant change.
    const [foreign] = await t.db.query<{ id: string }>(
      'SELECT id FROM biz_unit WHERE plant_id = $1 LIMIT 1',
      [P2],
    );
    const stolen = await call(t.app, 'PUT', '/cwxt/plant/edit', {
      token: grid.token,
      body: { id, plantName: '不应保存', units: [{ ...unitRow('X9'), id: foreign!.id }] },
    });
    expect(stolen.body).toMatchObject({ success: false, message: '机组第1行：记录不存在或无权访问' });
    expect((await units()).map((u) => u.unitCode)).toEqual(['E1', 'E3', 'E4']);
    const [row] = await t.db.query<{ plant_name: string }>('SELECT plant_name FROM biz_plant WHERE id = $1', [
      id,
    ]);
    expect(row!.plant_name).toBe('改过的电厂');
    // Without `units` the sub-table is left alone.
    await call(t.app, 'PUT', '/cwxt/plant/edit', { token: grid.token, body: { id, address: '新地址' } });
    expect(await units()).toHaveLength(3);
  });
});

describe('delete', () => {
  it('refuses a plant with business data; deletes one without', async () => {
    const refused = await call(t.app, 'DELETE', `/cwxt/plant/delete?id=${P2}`, { token: grid.token });
    expect(refused.body).toMatchObject({ success: false, message: '该电厂存在业务数据，不能删除' });
    await call(t.app, 'POST', '/cwxt/plant/add', { token: grid.token, body: base('T-DEL') });
    const id = await plantIdOf('T-DEL');
    const res = await call(t.app, 'DELETE', `/cwxt/plant/deleteBatch?ids=${id}`, { token: grid.token });
    expect(res.body).toMatchObject({ success: true });
    expect(await count('SELECT 1 FROM biz_plant WHERE id = $1', [id])).toBe(0);
  });
});

describe('import and export', () => {
  const HEADER = [
    '电厂名称',
    '电厂编码',
    '电厂类型',
    '装机容量(MW)',
    '并网电压等级',
    '所属地区',
    '统一社会信用代码',
    '联系电话',
    '状态',
    '所属部门',
  ];

  it('imports valid rows (dict texts, area names, department names) and refuses a file with a bad row', async () => {
    const good = await xlsxOf([
      HEADER,
      [
        '导入电厂一',
        'IMP-1',
        '风电',
        '99.5',
        '110kV',
        '山西省/太原市/小店区',
        VALID_CREDIT,
        '13912345678',
        '在运',
        '某某风电场',
      ],
      ['导入电厂二', 'IMP-2', '储能', '10', '35kV', '', '', '', '停运', 'A06'],
    ]);
    const ok = await postImport(t.app, '/cwxt/plant/importExcel', grid.token, [
      { fileName: 'p.xlsx', data: good },
    ]);
    expect(ok.body).toMatchObject({ success: true });
    const rows = await t.db.query<{
      plant_type: string;
      capacity_mw: string;
      area_code: string | null;
      depart_id: string;
    }>(
      "SELECT plant_type, capacity_mw::text AS capacity_mw, area_code, depart_id FROM biz_plant WHERE plant_code LIKE 'IMP-%' ORDER BY plant_code",
    );
    expect(rows).toEqual([
      { plant_type: 'wind', capacity_mw: '99.500', area_code: '140105', depart_id: demoPlantDepartId(3) },
      { plant_type: 'storage', capacity_mw: '10.000', area_code: null, depart_id: demoPlantDepartId(5) },
    ]);
    const before = await plantCount();
    const bad = await xlsxOf([
      HEADER,
      ['导入电厂三', 'IMP-3', '风电', '1', '110kV', '', '', '', '在运', 'A06'],
      ['导入电厂四', 'IMP-1', '核电', '1.23456', '110kV', '火星', '123', '1', '在运', '无此部门'],
    ]);
    const refused = await postImport(t.app, '/cwxt/plant/importExcel', grid.token, [
      { fileName: 'b.xlsx', data: bad },
    ]);
    expect(refused.body).toMatchObject({ success: true, code: 201 });
    expect(await plantCount()).toBe(before);
    const plantUserImport = await postImport(t.app, '/cwxt/plant/importExcel', plant1.token, [
      { fileName: 'p.xlsx', data: good },
    ]);
    expect(plantUserImport.body.success).toBe(false);
  });

  it('exports with texts and logs it', async () => {
    const res = await getExport(t.app, '/cwxt/plant/exportXls', grid.token, { plantCode: 'PLT00*' });
    const [sheet] = sheetsOf(res.rawPayload);
    expect(sheet![0]).toContain('所属地区');
    const first = sheet!.find((row) => row[1] === 'PLT001')!;
    expect(first).toContain('火电');
    expect(first.some((c) => c.startsWith('山西省/太原市/'))).toBe(true);
    expect((await operationLogs(t, '导出电厂：9行')).length).toBeGreaterThan(0);
  });
});

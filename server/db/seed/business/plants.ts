import {
  creditCodeCheckChar,
  CREDIT_CODE_ALPHABET,
} from '../../../../src/shared/domain/validation/credit-code';
import type { Db } from '../../db';
import { areaData } from '../../../modules/plant/area';
import { SEED } from '../ids';
import { DEMO_PLANT_COUNT, demoPlantDepartId, demoPlantId, demoPlantOrgCode } from './ids';

/**
 * Demo plants 1…30 (issue 7), their departments (4…30; 1…3 are the organisation seed's A02…A04)
 * and 1–6 units each. Deterministic (the table below and a mulberry32 stream per plant) and
 * idempotent (fixed ids, ON CONFLICT DO NOTHING); three multi-row INSERTs.
 */

type PlantType = 'thermal' | 'hydro' | 'wind' | 'solar' | 'biomass' | 'storage';

/** name, type, province code, index of the city in the area table, status. */
const PLANTS: ReadonlyArray<readonly [string, PlantType, string, number, 'running' | 'stopped' | 'retired']> =
  [
    ['华能某某电厂', 'thermal', '140000', 0, 'running'],
    ['大唐某某水电站', 'hydro', '530000', 5, 'running'],
    ['某某风电场', 'wind', '150000', 5, 'running'],
    ['中广核酒泉光伏电站', 'solar', '620000', 8, 'running'],
    ['国能盐城生物质发电厂', 'biomass', '320000', 8, 'running'],
    ['江苏镇江储能电站', 'storage', '320000', 10, 'running'],
    ['国家电投大同第二发电厂', 'thermal', '140000', 1, 'running'],
    ['华电攀枝花水电站', 'hydro', '510000', 2, 'running'],
    ['龙源张家口风电场', 'wind', '130000', 6, 'running'],
    ['三峡格尔木光伏电站', 'solar', '630000', 7, 'running'],
    ['光大宿迁生物质电厂', 'biomass', '320000', 12, 'running'],
    ['河北唐山储能电站', 'storage', '130000', 1, 'stopped'],
    ['京能包头热电厂', 'thermal', '150000', 1, 'running'],
    ['华能雅安水电站', 'hydro', '510000', 15, 'running'],
    ['大唐张掖风电场', 'wind', '620000', 6, 'running'],
    ['华电锡林郭勒光伏电站', 'solar', '150000', 10, 'running'],
    ['国能邢台生物质发电厂', 'biomass', '130000', 4, 'running'],
    ['山西朔州储能电站', 'storage', '140000', 5, 'running'],
    ['国电徐州发电厂', 'thermal', '320000', 2, 'running'],
    ['国投凉山水电站', 'hydro', '510000', 20, 'running'],
    ['华润乌兰察布风电场', 'wind', '150000', 8, 'stopped'],
    ['协鑫武威光伏电站', 'solar', '620000', 5, 'running'],
    ['凯迪楚雄生物质电厂', 'biomass', '530000', 8, 'running'],
    ['南网曲靖储能电站', 'storage', '530000', 1, 'running'],
    ['大唐邯郸热电厂', 'thermal', '130000', 3, 'running'],
    ['华能临沧水电站', 'hydro', '530000', 7, 'running'],
    ['国电通辽风电场', 'wind', '150000', 4, 'retired'],
    ['三峡海南州光伏电站', 'solar', '630000', 4, 'running'],
    ['国能晋中生物质发电厂', 'biomass', '140000', 6, 'running'],
    ['甘肃金昌储能电站', 'storage', '620000', 2, 'running'],
  ];

/** Per type: voltage levels, unit type, unit capacities (MW, thousandths), unit name pattern. */
const TYPES: Record<
  PlantType,
  { voltages: string[]; unitType: string; sizes: number[]; unitName: (k: number) => string }
> = {
  thermal: {
    voltages: ['220', '500'],
    unitType: 'steam',
    sizes: [300_000, 350_000, 600_000, 660_000],
    unitName: (k) => `${k}号机组`,
  },
  hydro: {
    voltages: ['110', '220', '500'],
    unitType: 'hydro',
    sizes: [25_000, 60_500, 150_000, 240_000],
    unitName: (k) => `${k}号水轮发电机组`,
  },
  wind: {
    voltages: ['110', '220'],
    unitType: 'wind',
    sizes: [49_500, 50_000, 99_000],
    unitName: (k) => `${k}期风电机组`,
  },
  solar: {
    voltages: ['35', '110'],
    unitType: 'pv',
    sizes: [20_000, 30_000, 50_000, 12_500],
    unitName: (k) => `${k}号光伏方阵`,
  },
  biomass: {
    voltages: ['35', '110'],
    unitType: 'biomass',
    sizes: [15_000, 30_000, 35_000],
    unitName: (k) => `${k}号生物质机组`,
  },
  storage: {
    voltages: ['10', '35', '110'],
    unitType: 'storage',
    sizes: [5_000, 10_000, 25_000, 50_000],
    unitName: (k) => `${k}号储能单元`,
  },
};

const BANKS = ['中国工商银行', '中国农业银行', '中国银行', '中国建设银行', '交通银行', '国家开发银行'];
const CONTACTS = [
  '王建国',
  '李文博',
  '张晓东',
  '刘海峰',
  '陈志强',
  '杨丽华',
  '赵明远',
  '黄伟',
  '周建平',
  '吴晓燕',
];
const UNIT_STATUSES = ['running', 'running', 'running', 'running', 'maintenance', 'standby'];

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const digits = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
/** Thousandths of a MW → '600' / '49.5' (exact; no floating point). */
const mw = (thousandths: number) => {
  const int = Math.floor(thousandths / 1000);
  const frac = pad(thousandths % 1000, 3).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : String(int);
};

export function demoUnitId(n: number, k: number): string {
  return `18000000009300${pad(n, 3)}${pad(k, 2)}`;
}

/** The county (else city) code of the province's `cityIndex`-th city in the area table. */
function areaCode(province: string, cityIndex: number): { code: string; city: string } {
  const data = areaData();
  const cities = Object.entries(data[province] ?? {});
  const [city, cityName] = cities[cityIndex % cities.length]!;
  const county = Object.keys(data[city] ?? {})[0];
  return { code: county ?? city, city: cityName };
}

function creditCode(rnd: () => number, region: string): string {
  const body = Array.from({ length: 9 }, () => pick(rnd, CREDIT_CODE_ALPHABET.split(''))).join('');
  const first17 = `91${region}${body}`;
  return first17 + creditCodeCheckChar(first17)!;
}

export async function seedPlants(db: Db): Promise<void> {
  const departs: unknown[][] = [];
  const plants: unknown[][] = [];
  const units: unknown[][] = [];
  for (let n = 1; n <= DEMO_PLANT_COUNT; n++) {
    const [name, type, province, cityIndex, status] = PLANTS[n - 1]!;
    const rnd = mulberry32(20_240_000 + n);
    const spec = TYPES[type];
    const area = areaCode(province, cityIndex);
    const unitCount = 1 + Math.floor(rnd() * 6);
    const gridYear = 2003 + Math.floor(rnd() * 20);
    const gridDate = `${gridYear}-${pad(1 + Math.floor(rnd() * 12), 2)}-${pad(1 + Math.floor(rnd() * 28), 2)}`;
    let total = 0;
    const size = pick(rnd, spec.sizes);
    for (let k = 1; k <= unitCount; k++) {
      total += size;
      const year = Math.min(gridYear + k - 1, 2025);
      units.push([
        demoUnitId(n, k),
        SEED.tenant,
        demoPlantId(n),
        `G${pad(k, 2)}`,
        spec.unitName(k),
        spec.unitType,
        mw(size),
        `${year}-${gridDate.slice(5)}`,
        status === 'running' ? pick(rnd, UNIT_STATUSES) : 'stopped',
        `MP${pad(n, 3)}${pad(k, 2)}`,
        demoPlantOrgCode(n),
      ]);
    }
    if (n > 3) departs.push([demoPlantDepartId(n), name, demoPlantOrgCode(n), n + 1, SEED.tenant]);
    plants.push([
      demoPlantId(n),
      SEED.tenant,
      name,
      `PLT${pad(n, 3)}`,
      type,
      mw(total),
      pick(rnd, spec.voltages),
      area.code,
      `${area.city}${pick(rnd, ['工业园区', '经济开发区', '新区', '镇'])}${1 + Math.floor(rnd() * 200)}号`,
      creditCode(rnd, province),
      pick(rnd, CONTACTS),
      `13${pick(rnd, ['5', '7', '8', '9'])}${digits(rnd, 8)}`,
      `${pick(rnd, BANKS)}${area.city}分行`,
      `6222${digits(rnd, 15)}`,
      gridDate,
      status,
      demoPlantDepartId(n),
      demoPlantOrgCode(n),
    ]);
  }
  await insertRows(
    db,
    `INSERT INTO sys_depart (id, depart_name, org_code, depart_order, tenant_id, parent_id, org_category, org_type,
       status, del_flag, create_by)`,
    departs,
    (p) => `(${p.slice(0, 5).join(', ')}, NULL, '1', '1', '1', '0', 'system')`,
  );
  await insertRows(
    db,
    `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, area_code,
       address, credit_code, contact_name, contact_phone, bank_name, bank_account, grid_date, status, depart_id,
       sys_org_code, create_by)`,
    plants,
    (p) => `(${p.join(', ')}, 'system')`,
  );
  await insertRows(
    db,
    `INSERT INTO biz_unit (id, tenant_id, plant_id, unit_code, unit_name, unit_type, capacity_mw, commission_date,
       status, meter_point_code, sys_org_code, create_by)`,
    units,
    (p) => `(${p.join(', ')}, 'system')`,
  );
}

/** One multi-row INSERT … ON CONFLICT DO NOTHING; `tuple` writes one row's VALUES from its placeholders. */
async function insertRows(
  db: Db,
  head: string,
  rows: readonly unknown[][],
  tuple: (placeholders: string[]) => string,
): Promise<void> {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  const tuples = rows.map((row) => tuple(row.map((v) => (values.push(v), `$${values.length}`))));
  await db.query(`${head} VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, values);
}

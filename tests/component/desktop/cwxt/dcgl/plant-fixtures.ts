import type { PlantRecord } from '../../../../../src/shared/api/cwxt/plant-api';
import type { UnitRecord } from '../../../../../src/shared/api/cwxt/unit-api';
import { BIZ_DICTS } from '../../../../../src/shared/domain/business/dicts';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { fail, ok } from '../../../shared/fake-server';
import { paramsOf } from '../../../shared/user-admin-fixtures';

/** The plant and unit dictionaries in the login cache (the business seed's values). */
export function seedPlantDicts(): void {
  const items = (code: keyof typeof BIZ_DICTS) =>
    BIZ_DICTS[code].items.map(([value, text]) => ({ value, text, title: text, label: text }));
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    cwxt_plant_type: items('cwxt_plant_type'),
    cwxt_voltage_level: items('cwxt_voltage_level'),
    cwxt_plant_status: items('cwxt_plant_status'),
    cwxt_unit_type: items('cwxt_unit_type'),
    cwxt_unit_status: items('cwxt_unit_status'),
  });
}

export const PLANT: PlantRecord = {
  id: 'p1',
  plantName: '华能某某电厂',
  plantCode: 'PLT001',
  plantType: 'thermal',
  plantType_dictText: '火电',
  capacityMw: '1200',
  voltageLevel: '500',
  voltageLevel_dictText: '500kV',
  areaCode: '140105',
  areaCode_dictText: '山西省/太原市/小店区',
  contactName: '王建国',
  contactPhone: '13512345678',
  status: 'running',
  status_dictText: '在运',
  departId: 'd1',
  departId_dictText: '华能某某电厂',
  createTime: '2026-11-20 08:00:00',
};

export const UNITS: UnitRecord[] = [
  {
    id: 'u1',
    plantId: 'p1',
    plantId_dictText: '华能某某电厂',
    unitCode: 'G01',
    unitName: '1号机组',
    unitType: 'steam',
    unitType_dictText: '汽轮发电机组',
    capacityMw: '600',
    commissionDate: '2010-05-01',
    status: 'running',
    status_dictText: '运行',
    meterPointCode: 'MP00101',
  },
  {
    id: 'u2',
    plantId: 'p1',
    plantId_dictText: '华能某某电厂',
    unitCode: 'G02',
    unitName: '2号机组',
    unitType: 'steam',
    unitType_dictText: '汽轮发电机组',
    capacityMw: '600',
    commissionDate: '2011-05-01',
    status: 'maintenance',
    status_dictText: '检修',
    meterPointCode: 'MP00102',
  },
];

/** A fake `/cwxt/plant` and `/cwxt/unit`: one plant, its two units, the picker and the code check. */
export function fakePlants(server: FakeServer) {
  server.on('GET /cwxt/plant/list', () => ok({ records: [PLANT], total: 1 }, '', 0));
  server.on('GET /cwxt/plant/queryById', () => ok(PLANT, '', 0));
  server.on('GET /cwxt/plant/units', (c) =>
    paramsOf(c).id === 'p1' ? ok(UNITS, '', 0) : fail('记录不存在或无权访问'),
  );
  server.on('GET /cwxt/plant/options', () => ok([{ value: 'p1', label: '华能某某电厂', code: 'PLT001' }]));
  server.on('GET /cwxt/plant/checkCode', (c) =>
    paramsOf(c).plantCode === 'PLT002' && !paramsOf(c).id ? fail('电厂编码已存在') : ok(null, '该值可用！'),
  );
  server.on('PUT /cwxt/plant/edit', () => ok(null, '编辑成功!'));
  server.on('POST /cwxt/plant/add', () => ok(null, '添加成功！'));
  server.on('GET /cwxt/unit/list', () => ok({ records: UNITS, total: UNITS.length }, '', 0));
  server.on('GET /sys/sysDepart/queryTreeList', () => ok([]));
}

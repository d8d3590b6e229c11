import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { validateCreditCode } from '../validation/credit-code';
import { isEmptyValue, validateBankCard, validateRequired, type Validator } from '../validation/rules';
import { maxChars, validateOptionalMobile } from './sys-user';
import type { ExcelProfile } from '../widgets/excel/profiles';
import type { ResourceSchema } from './types';

export const PLANT_MESSAGES = {
  nameRequired: '请输入电厂名称!',
  codeRequired: '请输入电厂编码!',
  codeFormat: '电厂编码只允许字母、数字、下划线和短横线',
  codeTaken: '电厂编码已存在',
  typeRequired: '请选择电厂类型!',
  capacityRequired: '请输入装机容量!',
  capacityFormat: '装机容量须为不小于0的数字，最多3位小数',
  voltageRequired: '请选择并网电压等级!',
  statusRequired: '请选择状态!',
  departRequired: '请选择所属部门!',
  departUnknown: '所属部门不存在',
  areaUnknown: '所属地区不正确',
  hasBusiness: '该电厂存在业务数据，不能删除',
  unitRow: (row: number, message: string) => `机组第${row}行：${message}`,
  unitsFormat: '机组数据格式不正确',
} as const;

/** Codes are referenced in files and other systems: a plain identifier, no spaces or commas. */
export const PLANT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** numeric(12,3): at most 9 integer digits and 3 decimals, never negative, kept as an exact string. */
export const CAPACITY_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

const validatePlantCode: Validator = (value) =>
  isEmptyValue(value) || PLANT_CODE_PATTERN.test(String(value).trim())
    ? undefined
    : PLANT_MESSAGES.codeFormat;

/** 装机容量(MW): ≥ 0, up to 3 decimals (the plant's and the unit's). */
export const validateCapacity: Validator = (value) =>
  isEmptyValue(value) || CAPACITY_PATTERN.test(String(value).trim())
    ? undefined
    : PLANT_MESSAGES.capacityFormat;

/** '300.500' → '300.5', '12.000' → '12': how a numeric(12,3) travels (exact, no float). */
export function normalizeCapacity(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const [int = '0', frac = ''] = text.split('.');
  const f = frac.replace(/0+$/, '');
  const i = int.replace(/^0+(?=\d)/, '');
  return f ? `${i}.${f}` : i;
}

/**
 * 电厂 (`biz_plant`, issue 7 module 1). `id` carries the plant data rule of 电厂用户 on this page
 * (`id IN #{sys_plant_ids}`); `departId` is the plant's department, which decides who those users
 * are. `areaCode` stores the deepest code of the area linkage; lists answer `areaCode_dictText`
 * with the full name and `departId_dictText` with the department's name.
 */
export const plantSchema: ResourceSchema = {
  name: 'bizPlant',
  title: '电厂',
  apiBase: '/cwxt/plant',
  permissionPrefix: PERMISSION_PREFIX.plant,
  table: 'biz_plant',
  menuPath: BIZ_PATHS.plant,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'id', title: '电厂ID', kind: 'text', filter: true },
    {
      key: 'plantName',
      title: '电厂名称',
      kind: 'text',
      rules: [validateRequired(PLANT_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'plantCode',
      title: '电厂编码',
      kind: 'text',
      rules: [validateRequired(PLANT_MESSAGES.codeRequired), validatePlantCode, maxChars(32)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'plantType',
      title: '电厂类型',
      kind: 'dict',
      dictCode: 'cwxt_plant_type',
      rules: [validateRequired(PLANT_MESSAGES.typeRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'capacityMw',
      title: '装机容量(MW)',
      // Text on purpose: an exact decimal string end to end (never a float in a number input).
      kind: 'text',
      rules: [validateRequired(PLANT_MESSAGES.capacityRequired), validateCapacity],
      list: true,
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'voltageLevel',
      title: '并网电压等级',
      kind: 'dict',
      dictCode: 'cwxt_voltage_level',
      rules: [validateRequired(PLANT_MESSAGES.voltageRequired)],
      list: true,
      search: 'eq',
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'areaCode',
      title: '所属地区',
      kind: 'text',
      // The server checks the code against the area table (an import cell may be the full name).
      list: true,
      filter: true,
      form: true,
      exportable: true,
    },
    { key: 'address', title: '地址', kind: 'text', rules: [maxChars(200)], form: true, exportable: true },
    {
      key: 'creditCode',
      title: '统一社会信用代码',
      kind: 'text',
      rules: [validateCreditCode],
      search: 'like',
      form: true,
      exportable: true,
    },
    {
      key: 'contactName',
      title: '联系人',
      kind: 'text',
      rules: [maxChars(50)],
      list: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'contactPhone',
      title: '联系电话',
      kind: 'text',
      rules: [validateOptionalMobile],
      list: true,
      search: 'like',
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'bankName',
      title: '开户银行',
      kind: 'text',
      rules: [maxChars(100)],
      form: true,
      exportable: true,
    },
    {
      key: 'bankAccount',
      title: '银行账号',
      kind: 'text',
      rules: [validateBankCard],
      form: true,
      exportable: true,
    },
    {
      key: 'gridDate',
      title: '并网日期',
      kind: 'date',
      list: true,
      search: 'range',
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_plant_status',
      rules: [validateRequired(PLANT_MESSAGES.statusRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'departId',
      title: '所属部门',
      kind: 'depart',
      rules: [validateRequired(PLANT_MESSAGES.departRequired), maxChars(32)],
      list: true,
      filter: true,
      form: true,
      exportable: true,
    },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true, search: 'range' },
  ],
};

/** Excel import/export of plants (the position module's semantics: a file with a bad row imports nothing). */
export const PLANT_EXCEL: ExcelProfile = {
  schema: plantSchema,
  uniqueKeys: ['plantCode'],
  exportName: '电厂列表',
  exportUrl: '/cwxt/plant/exportXls',
  importUrl: '/cwxt/plant/importExcel',
};

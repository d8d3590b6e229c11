import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { isEmptyValue, validateRequired, type Validator } from '../validation/rules';
import { validateCapacity } from './plant';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';
import type { ExcelProfile } from '../widgets/excel/profiles';

export const UNIT_MESSAGES = {
  plantRequired: '请选择所属电厂!',
  plantUnknown: '所属电厂不存在或无权访问',
  codeRequired: '请输入机组编号!',
  codeFormat: '机组编号只允许字母、数字、下划线和短横线',
  codeTaken: '该电厂已存在相同机组编号',
  nameRequired: '请输入机组名称!',
  typeRequired: '请选择机组类型!',
  capacityRequired: '请输入装机容量!',
  statusRequired: '请选择状态!',
  codeRepeatedInFile: '同一电厂的机组编号在文件中重复',
} as const;

const validateUnitCode: Validator = (value) =>
  isEmptyValue(value) || /^[A-Za-z0-9_-]+$/.test(String(value).trim()) ? undefined : UNIT_MESSAGES.codeFormat;

/** The unit fields a row of the plant form's sub-table edits (everything but the plant). */
export const UNIT_ROW_KEYS = [
  'unitCode',
  'unitName',
  'unitType',
  'capacityMw',
  'commissionDate',
  'status',
  'meterPointCode',
] as const;

/**
 * 机组 (`biz_unit`, issue 7 module 2): `plantId` carries the plant data rule (`plantId IN
 * #{sys_plant_ids}`); lists answer `plantId_dictText` with the plant's name. 机组编号 is unique
 * within its plant.
 */
export const unitSchema: ResourceSchema = {
  name: 'bizUnit',
  title: '机组',
  apiBase: '/cwxt/unit',
  permissionPrefix: PERMISSION_PREFIX.unit,
  table: 'biz_unit',
  menuPath: BIZ_PATHS.unit,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'plantId',
      title: '所属电厂',
      kind: 'text',
      picker: 'plant',
      rules: [validateRequired(UNIT_MESSAGES.plantRequired), maxChars(32)],
      list: true,
      search: 'eq',
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'unitCode',
      title: '机组编号',
      kind: 'text',
      rules: [validateRequired(UNIT_MESSAGES.codeRequired), validateUnitCode, maxChars(32)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'unitName',
      title: '机组名称',
      kind: 'text',
      rules: [validateRequired(UNIT_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'unitType',
      title: '机组类型',
      kind: 'dict',
      dictCode: 'cwxt_unit_type',
      rules: [validateRequired(UNIT_MESSAGES.typeRequired)],
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
      kind: 'text',
      rules: [validateRequired(UNIT_MESSAGES.capacityRequired), validateCapacity],
      list: true,
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'commissionDate',
      title: '投运日期',
      kind: 'date',
      list: true,
      sort: true,
      search: 'range',
      form: true,
      exportable: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_unit_status',
      rules: [validateRequired(UNIT_MESSAGES.statusRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'meterPointCode',
      title: '计量点编号',
      kind: 'text',
      rules: [maxChars(32)],
      list: true,
      search: 'like',
      form: true,
      exportable: true,
    },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

/** Export of units. */
export const UNIT_EXPORT = { exportName: '机组列表', exportUrl: '/cwxt/unit/exportXls' } as const;

/**
 * Import of units: the add form's columns; 所属电厂 is a plant's code or name. 机组编号 is unique per
 * plant, so the file's duplicates are checked per (plant, code) by the server, not file-wide.
 */
export const UNIT_EXCEL: ExcelProfile = {
  schema: unitSchema,
  uniqueKeys: [],
  exportName: UNIT_EXPORT.exportName,
  exportUrl: UNIT_EXPORT.exportUrl,
  importUrl: '/cwxt/unit/importExcel',
};

import type { GridColumn } from '../../../../shared/domain/grid/column';
import { CAPACITY_PATTERN, PLANT_MESSAGES } from '../../../../shared/domain/resources/plant';
import { UNIT_MESSAGES } from '../../../../shared/domain/resources/unit';

/** The plant form's 机组 sub-table: the unit form's rules, cell by cell (the server checks again). */
export const UNIT_GRID_COLUMNS: readonly GridColumn[] = [
  {
    key: 'unitCode',
    title: '机组编号',
    type: 'input',
    width: 120,
    validateRules: [
      { required: true, message: UNIT_MESSAGES.codeRequired },
      { unique: true, message: UNIT_MESSAGES.codeTaken },
      { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: UNIT_MESSAGES.codeFormat },
    ],
  },
  {
    key: 'unitName',
    title: '机组名称',
    type: 'input',
    width: 160,
    validateRules: [{ required: true, message: UNIT_MESSAGES.nameRequired }],
  },
  {
    key: 'unitType',
    title: '机组类型',
    type: 'select',
    dictCode: 'cwxt_unit_type',
    width: 150,
    validateRules: [{ required: true, message: UNIT_MESSAGES.typeRequired }],
  },
  {
    key: 'capacityMw',
    title: '装机容量(MW)',
    type: 'input',
    width: 130,
    validateRules: [
      { required: true, message: UNIT_MESSAGES.capacityRequired },
      { pattern: CAPACITY_PATTERN, message: PLANT_MESSAGES.capacityFormat },
    ],
  },
  { key: 'commissionDate', title: '投运日期', type: 'date', width: 140 },
  {
    key: 'status',
    title: '状态',
    type: 'select',
    dictCode: 'cwxt_unit_status',
    width: 110,
    defaultValue: 'running',
    validateRules: [{ required: true, message: UNIT_MESSAGES.statusRequired }],
  },
  { key: 'meterPointCode', title: '计量点编号', type: 'input', width: 140 },
];

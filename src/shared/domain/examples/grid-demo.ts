import type { GridApi } from '../grid/api';
import type { GridColumn, GridRowValues } from '../grid/column';

/**
 * The 组件示例 grid: one column of each of the 22 cell types (spec 001 §3), with validation rules,
 * statistics and dictionary / picker / upload / popup settings that resolve against the seeded data.
 */
const LEVELS = [
  { value: '1', text: '一级' },
  { value: '2', text: '二级' },
  { value: '3', text: '三级' },
];

export const GRID_DEMO_COLUMNS: readonly GridColumn[] = [
  { key: 'rowTag', title: '行标记', type: 'normal', defaultValue: '新行' },
  {
    key: 'name',
    title: '设备名称',
    type: 'input',
    validateRules: [{ required: true, message: '${title}不能为空' }],
  },
  {
    key: 'code',
    title: '设备编码',
    type: 'input',
    validateRules: [{ unique: true }, { pattern: '^[A-Z]\\d{3}$' }],
  },
  {
    key: 'qty',
    title: '数量',
    type: 'inputNumber',
    statistics: ['sum', 'average'],
    validateRules: [{ pattern: 'z' }],
  },
  { key: 'enabled', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'checks', title: '巡检项', type: 'checkbox_meta', options: LEVELS },
  { key: 'level', title: '等级', type: 'select', options: LEVELS },
  { key: 'levels', title: '适用等级', type: 'list_multi', options: LEVELS },
  { key: 'sex', title: '性别', type: 'sel_search', dictCode: 'sex' },
  { key: 'owner', title: '负责人(搜索)', type: 'sel_search_async', dict: 'sys_user,realname,username' },
  { key: 'depart', title: '所属部门', type: 'sel_depart' },
  { key: 'users', title: '值班人员', type: 'sel_user' },
  { key: 'day', title: '投运日期', type: 'date' },
  { key: 'checkedAt', title: '巡检时间', type: 'datetime' },
  { key: 'shift', title: '交班时间', type: 'time' },
  { key: 'remark', title: '备注', type: 'input_pop' },
  { key: 'attachment', title: '附件', type: 'upload', token: true },
  { key: 'file', title: '文件', type: 'file', token: true },
  { key: 'photo', title: '照片', type: 'image', token: true },
  {
    key: 'reportUser',
    title: '报表选人',
    type: 'popup',
    popupCode: 'demo_user',
    field: 'reportUser',
    orgFields: 'username',
    destFields: 'reportUser',
  },
  { key: 'state', title: '状态', type: 'radio', options: LEVELS.slice(0, 2) },
  { key: 'actions', title: '操作', type: 'slot', slot: 'actions' },
  { key: 'orderNum', title: '排序', type: 'hidden' },
];

export const GRID_DEMO_ROWS: readonly GridRowValues[] = [
  { id: 'demo-1', rowTag: '已有', name: '1号主变', code: 'T001', qty: 2, level: '1', sex: '1', orderNum: 1 },
  {
    id: 'demo-2',
    rowTag: '已有',
    name: '2号断路器',
    code: 'B002',
    qty: 5,
    level: '2',
    sex: '2',
    orderNum: 2,
  },
  { id: 'demo-3', rowTag: '已有', name: '', code: 'bad', qty: 1, level: '3', orderNum: 3 },
];

/** 校验并取值: validates every row and says how it went; null when the grid is not mounted yet. */
export async function collectGridDemo(
  grid: Pick<GridApi, 'getValues'> | null | undefined,
): Promise<string | null> {
  const values = await grid?.getValues({ validate: true });
  if (!values) return null;
  return `错误 ${values.error} 个，共 ${values.values.length} 行，已删除 ${values.deleteIds.length} 行`;
}

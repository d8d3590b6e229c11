import type { GridCellType } from '../../../../shared/domain/grid/cell-types';
import type { OnlineField, OnlineFormHead } from '../../../../shared/domain/online/design-types';
import { onlineListMenuPath } from '../../../../shared/domain/online/runtime-schema';
import { VIEW_KEYS } from '../../../../shared/domain/routes/components';
import { GRID_PATTERNS } from '../../../../shared/domain/validation/grid-patterns';

/** The designer's Chinese labels for the design's codes (表单开发). */
export const TABLE_TYPE_LABELS: Record<number, string> = { 1: '单表', 2: '主表', 3: '附表' };

export const TABLE_TYPE_OPTIONS = [1, 2, 3].map((value) => ({ value, label: TABLE_TYPE_LABELS[value] }));

export const RELATION_OPTIONS = [
  { value: 0, label: '一对多' },
  { value: 1, label: '一对一' },
];

export const THEME_OPTIONS = [
  { value: 'normal', label: '默认风格（normal）' },
  { value: 'erp', label: 'ERP风格（erp）' },
  { value: 'tab', label: 'TAB风格（tab）' },
  { value: 'innerTable', label: '内嵌子表风格（innerTable）' },
];

export const FORM_TEMPLATE_OPTIONS = ['1', '2', '3', '4'].map((value) => ({ value, label: `${value}列` }));

export const SYNC_STATUS_LABELS: Record<string, string> = { Y: '已同步', N: '未同步' };

export const DB_TYPE_OPTIONS = [
  'string',
  'int',
  'double',
  'BigDecimal',
  'Date',
  'Datetime',
  'Text',
  'Blob',
].map((value) => ({ value, label: value }));

/** Every grid cell type, in the order of GRID_CELL_TYPES. */
export const CELL_TYPE_LABELS: Record<GridCellType, string> = {
  normal: '普通文本',
  input: '文本框',
  inputNumber: '数字框',
  checkbox: '复选框',
  checkbox_meta: '多选框',
  select: '下拉框',
  list_multi: '下拉多选框',
  sel_search: '下拉搜索框',
  sel_search_async: '异步下拉搜索框',
  sel_depart: '部门选择',
  sel_user: '用户选择',
  date: '日期',
  datetime: '日期时间',
  time: '时间',
  input_pop: '弹出输入框',
  upload: '文件上传',
  file: '文件',
  image: '图片',
  popup: 'Popup弹框',
  radio: '单选框',
  slot: '自定义插槽',
  hidden: '隐藏',
};

export const CELL_TYPE_OPTIONS = Object.entries(CELL_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export const QUERY_MODE_OPTIONS = [
  { value: 'single', label: '单条件查询' },
  { value: 'group', label: '范围查询' },
];

export const INDEX_TYPE_OPTIONS = [
  { value: 'normal', label: '普通索引' },
  { value: 'unique', label: '唯一索引' },
];

/** The catalogue's named patterns; a custom ^…$ expression may be typed instead. */
export const VALID_TYPE_OPTIONS = Object.entries(GRID_PATTERNS).map(([value, p]) => ({
  value,
  label: `${p.title}（${value}）`,
}));

/** A fresh field row of the grid (the storage table's defaults). */
export function newField(orderNum: number): OnlineField {
  return {
    dbFieldName: '',
    dbFieldTxt: '',
    dbType: 'string',
    dbLength: 32,
    dbPointLength: 0,
    dbIsKey: 'N',
    dbIsNull: 'Y',
    dbDefaultVal: null,
    fieldShowType: 'input',
    dictField: null,
    dictTable: null,
    dictText: null,
    fieldValidType: null,
    fieldMustInput: 'N',
    isShowForm: 'Y',
    isShowList: 'Y',
    isQuery: 'N',
    queryMode: 'single',
    sortFlag: 'N',
    isReadOnly: 'N',
    mainTable: null,
    mainField: null,
    fieldDefaultValue: null,
    orderNum,
  };
}

/** The list view a menu opens for this form: tree, the main form's theme, else the plain auto list. */
export function listComponentOf(
  head: Pick<OnlineFormHead, 'isTree' | 'tableType' | 'themeTemplate'>,
): string {
  if (head.isTree === 'Y') return VIEW_KEYS.cgformTreeList;
  if (head.tableType === 2) {
    if (head.themeTemplate === 'erp') return VIEW_KEYS.cgformErpList;
    if (head.themeTemplate === 'tab') return VIEW_KEYS.cgformTabList;
    if (head.themeTemplate === 'innerTable') return VIEW_KEYS.cgformInnerTableList;
  }
  return VIEW_KEYS.cgformAutoList;
}

export { onlineListMenuPath };

/** The per-form buttons a new menu gets (online:form:<table>:<action>). */
export const FORM_BUTTONS = [
  { action: 'add', name: '添加' },
  { action: 'edit', name: '编辑' },
  { action: 'delete', name: '删除' },
  { action: 'import', name: '导入' },
  { action: 'export', name: '导出' },
  { action: 'list', name: '列表' },
] as const;

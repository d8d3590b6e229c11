import { GRID_PATTERNS } from '../validation/grid-patterns';
import { isEmptyValue, validateRequired, type Validator } from '../validation/rules';
import type { FieldKind, ResourceField, ResourceSchema, SearchMode } from '../resources/types';
import type { OnlineField, OnlineFormDesign } from './form-design';

/**
 * An online form's design as a resource schema (issue 9): the same engine that drives the coded
 * modules lists, searches, validates and exports the form's physical table. Field keys are the
 * column names in camelCase (`user_name` → `userName`), `column` is always set. The mapping is
 * one to one: columns are lower case, so every capital in a key stands for `_` + that letter.
 */

export const RUNTIME_MESSAGES = {
  notSynced: '表单尚未同步数据库，请先同步',
  required: (title: string) => `请输入${title}!`,
  requiredChoice: (title: string) => `请选择${title}!`,
  maxLength: (title: string, n: number) => `${title}长度不能超过${n}个字符`,
  integer: (title: string) => `${title}必须是整数`,
  integerRange: (title: string) => `${title}超出整数范围`,
  number: (title: string) => `${title}必须是数字`,
  decimal: (title: string, intDigits: number, scale: number) =>
    scale > 0 ? `${title}最多${intDigits}位整数、${scale}位小数` : `${title}最多${intDigits}位整数`,
  pattern: (title: string, what: string) => `${title}格式不正确，请输入${what}`,
  patternCustom: (title: string) => `${title}格式不正确`,
  badChoice: (title: string) => `${title}的值不正确`,
  hasChildren: '该节点下有子节点，不能删除',
  parentNotFound: '父级节点不存在或无权访问',
  parentCycle: '不能选择自身或下级节点作为父级节点',
  subRows: (table: string, row: number, message: string) => `${table}第${row}行：${message}`,
  subRowsFormat: (table: string) => `${table}数据格式不正确`,
  subOneToOne: (table: string) => `${table}只能有一条记录`,
  subTooMany: (table: string, max: number) => `${table}最多${max}条记录`,
  duplicate: (titles: string) => `${titles}已存在`,
} as const;

/** The menu whose data rules and buttons govern the form's auto list (JeecgBoot's route). */
export const onlineListMenuPath = (headId: string): string => `/online/cgformList/${headId}`;
/** The per-form button permission prefix: `online:form:<tableName>:` + list|add|edit|delete|import|export. */
export const onlineFormPermissionPrefix = (tableName: string): string => `online:form:${tableName}:`;
export const onlineFormApiBase = (headId: string): string => `/online/cgform/api/form/${headId}`;

export type OnlineFormAction = 'list' | 'add' | 'edit' | 'delete' | 'import' | 'export';

/** Tree roots carry this parent id (JeecgBoot's convention), never NULL. */
export const TREE_ROOT_PID = '0';

/** `user_name` → `userName`; only `_` followed by a letter folds (so `a_1` stays `a_1`). */
export function onlineFieldKey(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value)).trim();

function maxChars(title: string, n: number): Validator {
  return (value) =>
    isEmptyValue(value) || Array.from(String(value)).length <= n
      ? undefined
      : RUNTIME_MESSAGES.maxLength(title, n);
}

function integerRule(title: string): Validator {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const v = text(value);
    if (!/^[+-]?\d{1,10}$/.test(v)) return RUNTIME_MESSAGES.integer(title);
    const n = Number(v);
    return n < INT4_MIN || n > INT4_MAX ? RUNTIME_MESSAGES.integerRange(title) : undefined;
  };
}

/** double: any plain decimal; BigDecimal(p, s): at most p - s integer digits and s decimals. */
function numberRule(title: string, precision?: { length: number; scale: number }): Validator {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const v = text(value);
    if (v.length > 60 || !DECIMAL.test(v)) return RUNTIME_MESSAGES.number(title);
    if (!precision) return undefined;
    const [intPart = '', fracPart = ''] = v.replace(/^[+-]/, '').split('.');
    const intDigits = intPart.replace(/^0+/, '').length;
    const allowedInt = precision.length - precision.scale;
    return intDigits > allowedInt || fracPart.length > precision.scale
      ? RUNTIME_MESSAGES.decimal(title, allowedInt, precision.scale)
      : undefined;
  };
}

/**
 * Compiles a designer's pattern, or null when it cannot run. The server passes RE2 (linear time,
 * src/shared/domain/validation/linear-pattern.ts); the client keeps the native engine for instant
 * feedback, which is the same language for every pattern the designer accepts (RE2's subset).
 */
export type PatternCompiler = (source: string) => { test(value: string): boolean } | null;

export const nativePatternCompiler: PatternCompiler = (source) => {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
};

/** fieldValidType: a GRID_PATTERNS name (its title in the message) or an anchored regular expression. */
function patternRule(title: string, validType: string, compile: PatternCompiler): Validator | null {
  const known = GRID_PATTERNS[validType];
  // The catalogue's own patterns are fixed and reviewed; only designers' patterns need RE2.
  const pattern = known ? known.pattern : compile(validType);
  if (!pattern) {
    // The designer refuses such a pattern; a stored one that does not compile accepts nothing.
    return (value) => (isEmptyValue(value) ? undefined : RUNTIME_MESSAGES.patternCustom(title));
  }
  const message = known
    ? RUNTIME_MESSAGES.pattern(title, known.title)
    : RUNTIME_MESSAGES.patternCustom(title);
  return (value) => (isEmptyValue(value) || pattern.test(String(value)) ? undefined : message);
}

const SINGLE_CHOICE = new Set(['select', 'radio', 'sel_search']);
const MULTI_CHOICE = new Set(['list_multi', 'checkbox_meta', 'checkbox']);

/** `dictField`, or the table triple `table,text,code` when a dictionary table is set. */
export function onlineDictCode(field: OnlineField): string | undefined {
  if (field.dictTable && field.dictText && field.dictField)
    return `${field.dictTable},${field.dictText},${field.dictField}`;
  return field.dictField ?? undefined;
}

/**
 * The kind follows the column type first (numbers and dates are typed by the list engine), then
 * the control: dictionary choices, pickers and uploads on character columns.
 */
export function onlineFieldKind(field: OnlineField): FieldKind {
  const dict = onlineDictCode(field) !== undefined;
  const show = field.fieldShowType;
  if (dict && SINGLE_CHOICE.has(show)) return 'dict';
  switch (field.dbType) {
    case 'int':
      return 'integer';
    case 'double':
    case 'BigDecimal':
      return 'number';
    case 'Date':
      return 'date';
    case 'Datetime':
      return 'datetime';
    case 'Blob':
      return 'text';
    default:
  }
  if (dict && MULTI_CHOICE.has(show)) return 'dictMulti';
  if (show === 'sel_depart') return 'depart';
  if (show === 'sel_user') return 'user';
  if (show === 'image') return 'image';
  if (show === 'file' || show === 'upload') return 'file';
  return field.dbType === 'Text' ? 'textarea' : 'text';
}

function rulesOf(field: OnlineField, kind: FieldKind, compile: PatternCompiler): Validator[] {
  const title = field.dbFieldTxt;
  const rules: Validator[] = [];
  if (field.fieldMustInput === 'Y' || field.dbIsNull === 'N') {
    const choice = kind === 'dict' || kind === 'dictMulti' || kind === 'date' || kind === 'datetime';
    rules.push(
      validateRequired(choice ? RUNTIME_MESSAGES.requiredChoice(title) : RUNTIME_MESSAGES.required(title)),
    );
  }
  if (field.dbType === 'string') rules.push(maxChars(title, field.dbLength));
  if (field.dbType === 'int') rules.push(integerRule(title));
  if (field.dbType === 'double') rules.push(numberRule(title));
  if (field.dbType === 'BigDecimal')
    rules.push(numberRule(title, { length: field.dbLength, scale: field.dbPointLength }));
  if (field.fieldValidType) {
    const rule = patternRule(title, field.fieldValidType, compile);
    if (rule) rules.push(rule);
  }
  return rules;
}

function searchOf(field: OnlineField, kind: FieldKind): SearchMode | undefined {
  if (field.isQuery !== 'Y') return undefined;
  if (field.queryMode === 'group') return 'range';
  return kind === 'text' || kind === 'textarea' ? 'like' : 'eq';
}

/** A designed field as a resource field (Blob columns are kept out of every list, search and form). */
export function onlineResourceField(
  field: OnlineField,
  compile: PatternCompiler = nativePatternCompiler,
): ResourceField {
  const column = field.dbFieldName;
  const key = onlineFieldKey(column);
  if (field.dbType === 'Blob') return { key, column, title: field.dbFieldTxt, kind: 'text', secret: true };
  const kind = onlineFieldKind(field);
  const dictCode = onlineDictCode(field);
  const search = searchOf(field, kind);
  const listed = field.isShowList === 'Y';
  return {
    key,
    column,
    title: field.dbFieldTxt,
    kind,
    ...(dictCode && (kind === 'dict' || kind === 'dictMulti') ? { dictCode } : {}),
    rules: rulesOf(field, kind, compile),
    list: listed,
    ...(search ? { search } : {}),
    sort: field.sortFlag === 'Y',
    // Data rules and the advanced query may name any designed field, as in JeecgBoot.
    filter: true,
    form: field.isShowForm === 'Y' && field.isReadOnly !== 'Y',
    exportable: listed,
  };
}

const system = (
  key: string,
  title: string,
  kind: FieldKind,
  extra: Partial<ResourceField> = {},
): ResourceField => ({
  key,
  column: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  title,
  kind,
  filter: true,
  ...extra,
});

/**
 * The resource schema of an online form. `menuPath` defaults to the auto list's menu
 * (`/online/cgformList/<headId>`), whose data rules restrict every read and write.
 */
export function resourceSchemaOf(
  design: OnlineFormDesign,
  menuPath?: string,
  compile: PatternCompiler = nativePatternCompiler,
): ResourceSchema {
  const { head } = design;
  const headId = head.id ?? '';
  const designed = [...design.fields]
    .sort((a, b) => a.orderNum - b.orderNum)
    .map((f) => onlineResourceField(f, compile));
  const tree: ResourceField[] =
    head.isTree === 'Y'
      ? [
          system('pid', '父级节点', 'text', { form: true, rules: [maxChars('父级节点', 36)] }),
          system('hasChild', '是否有子节点', 'text'),
        ]
      : [];
  const fields: ResourceField[] = [
    system('id', '主键', 'text'),
    ...designed,
    ...tree,
    system('createBy', '创建人', 'text', { sort: true }),
    system('createTime', '创建日期', 'datetime', { sort: true }),
    system('updateBy', '更新人', 'text', { sort: true }),
    system('updateTime', '更新日期', 'datetime', { sort: true }),
    system('sysOrgCode', '所属部门', 'text'),
  ];
  const keys = new Set<string>();
  for (const f of fields) {
    if (keys.has(f.key)) throw new Error(`online form ${head.tableName}: duplicate field key ${f.key}`);
    keys.add(f.key);
  }
  // Cards show the first listed fields.
  let cards = 0;
  for (const f of fields) {
    if (f.list && !f.secret && cards < 4) {
      f.card = true;
      cards += 1;
    }
  }
  return {
    name: `online_${head.tableName}`,
    title: head.tableTxt,
    apiBase: onlineFormApiBase(headId),
    permissionPrefix: onlineFormPermissionPrefix(head.tableName),
    table: head.tableName,
    fields,
    menuPath: menuPath ?? onlineListMenuPath(headId),
    defaultSort: { key: 'createTime', order: 'desc' },
  };
}

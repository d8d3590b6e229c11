import { isFilterable, type ResourceField, type ResourceSchema } from '../resources/types';
import { QUERY_RULE_OPTIONS, isQueryRule, type MatchType, type QueryRule } from './rules';
import type { SavedQuery } from './saved-queries';
import { normalizeSuperQuery, type SuperQueryCondition } from './super-query';

/**
 * The advanced-query builder (spec 002 §2 "Advanced query dialog", §3, §4, §5): rows of
 * field/rule/value typed by the field, the rules each type offers, the spec's resets, the check
 * before a query, the conversion to SuperQueryCondition[], and the saved queries kept under
 * `JSuperQuerySaved_` + code. Both shells render it; the state changes are a plain reducer.
 */

export const SUPER_QUERY_BUILDER_MESSAGES = {
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  saved: '保存成功',
  deleteConfirm: '是否删除当前查询？',
} as const;

/** Texts both shells show (spec 002 §2 where it quotes them, JeecgBoot JSuperQuery otherwise). */
export const SUPER_QUERY_TEXTS = {
  trigger: '高级查询',
  title: '高级查询构造器',
  activeTip: '已有高级查询条件生效',
  clear: '清空',
  empty: '没有任何查询条件',
  addLink: '点击新增',
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  query: '查询',
  matchType: '过滤条件匹配',
  savedTitle: '保存的查询',
  savedEmpty: '没有保存任何查询',
  saveName: '请输入保存的名称',
  field: '查询字段',
  fieldPlaceholder: '选择查询字段',
  rule: '匹配规则',
  value: '查询值',
  valuePlaceholder: '请输入值',
  numberPlaceholder: '请输入数值',
  selectPlaceholder: '请选择',
  datePlaceholder: '请选择日期',
  datetimePlaceholder: '请选择时间',
  departPlaceholder: '请选择部门',
  userPlaceholder: '请选择用户',
  userSearch: '搜索用户',
  addRow: '新增条件',
  removeRow: '删除条件',
  yes: '是',
  no: '否',
  row: (n: number) => `条件${n}`,
  removeSaved: (title: string) => `删除 ${title}`,
} as const;

export const SUPER_QUERY_DIALOG_WIDTH = 1000;

// ---------------------------------------------------------------------------------------------
// Fields and the rules they offer
// ---------------------------------------------------------------------------------------------

export type BuilderFieldType =
  'text' | 'number' | 'date' | 'datetime' | 'dictionary' | 'popup' | 'switch' | 'department' | 'user';

export interface BuilderOption {
  value: string;
  label: string;
}

/** One field the builder offers (the field part of spec 002 §3 "Advanced query item"). */
export interface BuilderField {
  key: string;
  title: string;
  type: BuilderFieldType;
  /** number: whole numbers only (dbType int). */
  integer?: boolean;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  /** Fixed choices instead of a dictionary. */
  options?: BuilderOption[];
  /** dictionary: the column holds a comma list of codes. */
  multiple?: boolean;
  /** switch: [on, off] values, default Y/N. */
  extendOption?: readonly [string, string];
  /** user: default username; department: default id. */
  customReturnField?: string;
  popup?: Record<string, unknown>;
  formatStr?: string;
  /** Overrides the dbType derived from the type. */
  dbType?: string;
}

export const SWITCH_DEFAULT_OPTIONS: readonly [string, string] = ['Y', 'N'];
export const DEFAULT_RULE: QueryRule = 'eq';

const ALL_RULES: readonly QueryRule[] = QUERY_RULE_OPTIONS.map((o) => o.value);
const COMPARE: readonly QueryRule[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];
const CHOICE: readonly QueryRule[] = ['eq', 'in', 'ne'];

/** Pattern rules only on text (the server refuses them on numbers and dates). */
const RULES_BY_TYPE: Readonly<Record<BuilderFieldType, readonly QueryRule[]>> = {
  text: ALL_RULES,
  popup: ['eq', 'like', 'right_like', 'left_like', 'in', 'ne'],
  number: COMPARE,
  date: COMPARE,
  datetime: COMPARE,
  dictionary: CHOICE,
  switch: ['eq', 'ne'],
  department: CHOICE,
  user: CHOICE,
};

/** The rules offered for a field, in the builder's order; every rule before a field is chosen. */
export function rulesFor(field: BuilderField | undefined): readonly QueryRule[] {
  if (!field) return ALL_RULES;
  // A comma-list column: 包含 finds one code among several.
  if (field.type === 'dictionary' && field.multiple) return ['eq', 'like', 'ne'];
  return RULES_BY_TYPE[field.type];
}

export function ruleOptionsFor(field: BuilderField | undefined): Array<{ value: QueryRule; label: string }> {
  const offered = rulesFor(field);
  return QUERY_RULE_OPTIONS.filter((o) => offered.includes(o.value));
}

/** Whether the value control holds a list (在...中 on a choice field). */
export function isMultiValue(field: BuilderField | undefined, rule: QueryRule): boolean {
  return (
    rule === 'in' &&
    !!field &&
    (field.type === 'dictionary' || field.type === 'department' || field.type === 'user')
  );
}

export function switchOptions(field: BuilderField): readonly [string, string] {
  return field.extendOption ?? SWITCH_DEFAULT_OPTIONS;
}

/** A resource field → a builder field; secrets and passwords are never offered. */
export function builderFieldOf(f: ResourceField): BuilderField | null {
  if (f.secret || f.kind === 'password') return null;
  const base = { key: f.key, title: f.title };
  switch (f.kind) {
    case 'number':
      return { ...base, type: 'number' };
    case 'integer':
      return { ...base, type: 'number', integer: true };
    case 'date':
    case 'datetime':
      return { ...base, type: f.kind };
    case 'dict':
    case 'dictMulti':
      if (!f.dictCode) return { ...base, type: 'text' };
      return {
        ...base,
        type: 'dictionary',
        dictCode: f.dictCode,
        ...(f.kind === 'dictMulti' ? { multiple: true } : {}),
      };
    case 'switch':
      return { ...base, type: 'switch' };
    case 'depart':
      return { ...base, type: 'department' };
    case 'user':
      return { ...base, type: 'user' };
    default:
      // text, textarea, image, file, role, position, tenant: compared as text.
      return { ...base, type: 'text' };
  }
}

/** The fields the server accepts in superQueryParams (filterable, never secret). */
export function builderFieldsOf(schema: ResourceSchema): BuilderField[] {
  return schema.fields
    .filter(isFilterable)
    .map(builderFieldOf)
    .filter((f): f is BuilderField => f !== null);
}

// ---------------------------------------------------------------------------------------------
// Rows and the reducer
// ---------------------------------------------------------------------------------------------

export type BuilderValue = string | number | string[];

export interface BuilderRow {
  id: number;
  field?: string;
  rule: QueryRule;
  val?: BuilderValue;
}

export interface BuilderState {
  rows: BuilderRow[];
  matchType: MatchType;
  nextId: number;
}

export function initialBuilderState(): BuilderState {
  return { rows: [], matchType: 'and', nextId: 1 };
}

export type BuilderAction =
  | { type: 'open' }
  | { type: 'add' }
  | { type: 'remove'; id: number }
  | { type: 'field'; id: number; field: BuilderField | undefined }
  | { type: 'rule'; id: number; rule: QueryRule; field: BuilderField | undefined }
  | { type: 'value'; id: number; val: BuilderValue | null | undefined }
  | { type: 'matchType'; matchType: MatchType }
  | { type: 'reset' }
  | { type: 'load'; saved: SavedQuery; fields: readonly BuilderField[] };

function withRow(state: BuilderState): BuilderState {
  return {
    ...state,
    rows: [...state.rows, { id: state.nextId, rule: DEFAULT_RULE }],
    nextId: state.nextId + 1,
  };
}

function updateRow(state: BuilderState, id: number, change: (row: BuilderRow) => BuilderRow): BuilderState {
  return { ...state, rows: state.rows.map((r) => (r.id === id ? change(r) : r)) };
}

/** Choosing a field clears the value (spec 002 §4); a rule the new field does not offer goes back to 等于. */
export function changeField(row: BuilderRow, field: BuilderField | undefined): BuilderRow {
  const rule = rulesFor(field).includes(row.rule) ? row.rule : DEFAULT_RULE;
  // A switch cannot show "nothing": empty is its second option (spec 002 §4 "Switch widget").
  const val = field?.type === 'switch' ? switchOptions(field)[1] : undefined;
  return { id: row.id, ...(field ? { field: field.key } : {}), rule, ...(val === undefined ? {} : { val }) };
}

function firstItem(val: BuilderValue | undefined): BuilderValue | undefined {
  if (Array.isArray(val)) return val[0];
  if (typeof val === 'string') return val.split(',')[0];
  return val;
}

/**
 * Leaving 在...中 on a field with a dictionary or options keeps only the first item (spec 002 §4);
 * so does any list value whose control becomes single. Entering it wraps the value in a list.
 */
export function changeRule(row: BuilderRow, rule: QueryRule, field: BuilderField | undefined): BuilderRow {
  let val = row.val;
  const hasChoices = !!field && (!!field.dictCode || Array.isArray(field.options));
  if (row.rule === 'in' && rule !== 'in') {
    if (hasChoices || Array.isArray(val)) val = firstItem(val);
  } else if (rule === 'in' && isMultiValue(field, rule) && val !== undefined && !Array.isArray(val)) {
    val = hasValue(val) ? [String(val)] : undefined;
  }
  const next: BuilderRow = { id: row.id, rule };
  if (row.field !== undefined) next.field = row.field;
  if (val !== undefined) next.val = val;
  return next;
}

export function reduceBuilder(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'open':
      // JeecgBoot show(): an empty builder opens with one blank row.
      return state.rows.length === 0 ? withRow(state) : state;
    case 'add':
      return withRow(state);
    case 'remove':
      return { ...state, rows: state.rows.filter((r) => r.id !== action.id) };
    case 'field':
      return updateRow(state, action.id, (r) => changeField(r, action.field));
    case 'rule':
      return updateRow(state, action.id, (r) => changeRule(r, action.rule, action.field));
    case 'value':
      return updateRow(state, action.id, (r) => {
        const { val: _old, ...rest } = r;
        return action.val === null || action.val === undefined ? rest : { ...rest, val: action.val };
      });
    case 'matchType':
      return { ...state, matchType: action.matchType };
    case 'reset':
      return withRow({ ...state, rows: [] });
    case 'load':
      return loadSaved(state, action.saved, action.fields);
  }
}

// ---------------------------------------------------------------------------------------------
// Validation and conversion
// ---------------------------------------------------------------------------------------------

export function hasValue(val: unknown): boolean {
  if (typeof val === 'string') return val.trim() !== '';
  if (typeof val === 'number') return Number.isFinite(val);
  if (Array.isArray(val)) return val.some((v) => typeof v === 'string' && v.trim() !== '');
  return false;
}

/** A condition the builder sends; extra keys are allowed so the list hook's looser type accepts it. */
export interface BuilderCondition extends SuperQueryCondition {
  [extra: string]: unknown;
}

/** The `type` the builder sends (JeecgBoot names; only date/datetime mean something to the server). */
export function wireTypeOf(field: BuilderField): string {
  switch (field.type) {
    case 'text':
      return 'string';
    case 'number':
      return field.integer ? 'int' : 'number';
    case 'dictionary':
      return field.multiple ? 'list_multi' : 'list';
    case 'department':
      return 'sel_depart';
    case 'user':
      return 'sel_user';
    default:
      return field.type;
  }
}

/** The `dbType` the server converts the value with: numbers only, unless the field says otherwise. */
export function dbTypeOf(field: BuilderField): string | undefined {
  if (field.dbType) return field.dbType;
  if (field.type === 'number') return field.integer ? 'int' : 'bigdecimal';
  return undefined;
}

function fieldMap(fields: readonly BuilderField[]): Map<string, BuilderField> {
  return new Map(fields.map((f) => [f.key, f]));
}

/** Rows with a known field, a rule and a value, each with its field. */
export function completeRows(
  rows: readonly BuilderRow[],
  fields: readonly BuilderField[],
): Array<{ row: BuilderRow; field: BuilderField }> {
  const byKey = fieldMap(fields);
  const out: Array<{ row: BuilderRow; field: BuilderField }> = [];
  for (const row of rows) {
    const field = row.field === undefined ? undefined : byKey.get(row.field);
    if (field && isQueryRule(row.rule) && hasValue(row.val)) out.push({ row, field });
  }
  return out;
}

export type QueryOutcome =
  { ok: true; params: BuilderCondition[]; matchType: MatchType } | { ok: false; message: string };

/**
 * What 查询 sends: the complete rows as conditions (lists joined with ','); incomplete rows are
 * left out as the server would drop them. No complete row at all → 不能查询空条件.
 */
export function buildQuery(state: BuilderState, fields: readonly BuilderField[]): QueryOutcome {
  const rows = completeRows(state.rows, fields);
  if (rows.length === 0) return { ok: false, message: SUPER_QUERY_BUILDER_MESSAGES.emptyQuery };
  const drafts = rows.map(({ row, field }) => {
    const dbType = dbTypeOf(field);
    return {
      field: field.key,
      rule: row.rule,
      val: row.val,
      type: wireTypeOf(field),
      ...(dbType ? { dbType } : {}),
    };
  });
  const normalized = normalizeSuperQuery(drafts);
  if (!normalized.ok) return { ok: false, message: normalized.error };
  return { ok: true, params: normalized.conditions.map((c) => ({ ...c })), matchType: state.matchType };
}

/** Loading a saved query: its match type and its rows whose field is still offered. */
export function loadSaved(
  state: BuilderState,
  saved: SavedQuery,
  fields: readonly BuilderField[],
): BuilderState {
  const known = fieldMap(fields);
  let nextId = state.nextId;
  const rows: BuilderRow[] = [];
  for (const r of saved.records) {
    if (!known.has(r.field)) continue;
    const val = Array.isArray(r.val) ? [...r.val] : r.val;
    rows.push({ id: nextId++, field: r.field, rule: r.rule, val });
  }
  return { rows, matchType: saved.matchType, nextId };
}

// Online report configuration (在线报表, `/online/cgreport/head|item|param/*`, issue 6): the wire
// shapes both the server and the desktop pages use, the head list schema and the pure checks of
// a save body. The SQL rules themselves live on the server (server/lib/report-sql).
import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import type { ResourceSchema } from './types';

export const CGREPORT_MESSAGES = {
  codeRequired: '请输入报表编码',
  codeFormat: '报表编码只允许字母、数字、下划线和短横线，最长100个字符',
  codeTaken: '报表编码已存在',
  nameRequired: '请输入报表名称',
  nameTooLong: '报表名称不能超过100个字符',
  queryRequired: '请填写报表SQL',
  scopeColumn: (label: string, name: string) => `数据范围列（${label}）必须是报表字段之一：${name}`,
  unknownSource: '数据源不存在',
  sqlPermission: '没有编写报表SQL的权限，请联系管理员授权',
  itemsRequired: '请至少配置一个报表字段',
  tooManyItems: '报表字段不能超过200个',
  tooManyParams: '报表参数不能超过50个',
  fieldName: (n: number) => `第${n}个字段的字段名不能为空、不能含双引号，最长64个字符`,
  fieldTxt: (n: number) => `第${n}个字段的标题不能为空，最长100个字符`,
  fieldType: (n: number) => `第${n}个字段的类型不正确`,
  fieldDuplicate: (name: string) => `字段名重复：${name}`,
  fieldTooLong: (n: number) => `第${n}个字段的字典、分组标题或链接太长`,
  paramName: (n: number) => `第${n}个参数名只能包含字母、数字和下划线，且以字母或下划线开头`,
  paramDuplicate: (name: string) => `参数名重复：${name}`,
  paramTooLong: (n: number) => `第${n}个参数的说明或默认值太长`,
  added: '添加成功！',
  edited: '修改成功！',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
} as const;

/** The field types a report item may have (JeecgBoot's names; the popup lower-cases them). */
export const CGREPORT_FIELD_TYPES = [
  'String',
  'Integer',
  'Long',
  'Double',
  'BigDecimal',
  'Date',
  'Datetime',
] as const;

export const CGREPORT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const CGREPORT_PARAM_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** `onl_cgreport_head` as JSON. */
export interface CgreportHeadJson {
  id: string;
  code: string;
  name: string;
  /** The report SQL (null for a report over a reviewed source). */
  cgrSql: string | null;
  /** Data-source code the SQL runs on; null = this console's own database. */
  dbSource: string | null;
  /** A reviewed source key (issue 4 reports), null for SQL reports. */
  dataSource: string | null;
  content: string | null;
  /** SQL reports: the result column holding the plant id (数据范围列：电厂, migration 027). */
  scopePlantCol: string | null;
  /** SQL reports: the result column holding the tenant id (数据范围列：租户). */
  scopeTenantCol: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** `onl_cgreport_item` as JSON. */
export interface CgreportItemJson {
  id?: string;
  cgrheadId?: string;
  fieldName: string;
  fieldTxt: string;
  fieldType: string;
  isShow: number;
  isSearch: number;
  /** 'single' or 'group' (a _begin/_end range). */
  searchMode: string | null;
  isOrder: number;
  dictCode: string | null;
  fieldHref: string | null;
  isTotal: string;
  groupTitle: string | null;
  orderNum: number;
}

/** `onl_cgreport_param` as JSON. */
export interface CgreportParamJson {
  id?: string;
  cgrheadId?: string;
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number;
}

/** Body of add / edit. */
export interface CgreportSaveBody {
  head: Partial<
    Pick<
      CgreportHeadJson,
      | 'id'
      | 'code'
      | 'name'
      | 'cgrSql'
      | 'dbSource'
      | 'dataSource'
      | 'content'
      | 'scopePlantCol'
      | 'scopeTenantCol'
    >
  >;
  items: CgreportItemJson[];
  params: CgreportParamJson[];
}

/** POST parseSql answer: the columns the SQL returns and the ${params} it uses. */
export interface CgreportParseResult {
  fields: Array<Pick<CgreportItemJson, 'fieldName' | 'fieldTxt' | 'fieldType'>>;
  params: string[];
}

/**
 * Who may read a report's data besides holders of its menu (`/online/cgreport/<code or id>`):
 * holders of this button code (docs/decisions.md "Online report access").
 */
export const cgreportReadCode = (code: string): string => `${PERMISSION_PREFIX.cgreport}data:${code}`;

/** The designer's warning for an SQL report that declares no scope column. */
export const CGREPORT_SCOPE_WARNING =
  '未声明数据范围列：报表数据不按电厂和租户过滤，只有持有该报表菜单或授权的用户可以查看，电厂用户无法查看';

/** The data-source select's own-database choice (dbSource null on the wire). */
export const OWN_DATABASE_LABEL = '本系统';

/** A new item as parseSql fills the grid: shown, not searched, ordered by position. */
export function newReportItem(
  field: Pick<CgreportItemJson, 'fieldName' | 'fieldTxt' | 'fieldType'>,
  orderNum: number,
): CgreportItemJson {
  return {
    ...field,
    isShow: 1,
    isSearch: 0,
    searchMode: null,
    isOrder: 0,
    dictCode: null,
    fieldHref: null,
    isTotal: '0',
    groupTitle: null,
    orderNum,
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const tooLong = (v: string | null | undefined, max: number) => (v ?? '').length > max;

/** The first problem of a save body's items and params (Chinese), or undefined when they are fine. */
export function checkItemsAndParams(
  items: readonly CgreportItemJson[],
  params: readonly CgreportParamJson[],
): string | undefined {
  if (items.length === 0) return CGREPORT_MESSAGES.itemsRequired;
  if (items.length > 200) return CGREPORT_MESSAGES.tooManyItems;
  if (params.length > 50) return CGREPORT_MESSAGES.tooManyParams;
  const names = new Set<string>();
  for (const [i, item] of items.entries()) {
    const name = text(item.fieldName);
    if (!name || name.length > 64 || name.includes('"')) return CGREPORT_MESSAGES.fieldName(i + 1);
    if (!text(item.fieldTxt) || text(item.fieldTxt).length > 100) return CGREPORT_MESSAGES.fieldTxt(i + 1);
    if (!(CGREPORT_FIELD_TYPES as readonly string[]).includes(item.fieldType))
      return CGREPORT_MESSAGES.fieldType(i + 1);
    if (tooLong(item.dictCode, 100) || tooLong(item.groupTitle, 50) || tooLong(item.fieldHref, 120))
      return CGREPORT_MESSAGES.fieldTooLong(i + 1);
    if (names.has(name)) return CGREPORT_MESSAGES.fieldDuplicate(name);
    names.add(name);
  }
  const paramNames = new Set<string>();
  for (const [i, param] of params.entries()) {
    const name = text(param.paramName);
    if (!CGREPORT_PARAM_PATTERN.test(name)) return CGREPORT_MESSAGES.paramName(i + 1);
    if (tooLong(param.paramTxt, 100) || tooLong(param.paramValue, 200))
      return CGREPORT_MESSAGES.paramTooLong(i + 1);
    if (paramNames.has(name)) return CGREPORT_MESSAGES.paramDuplicate(name);
    paramNames.add(name);
  }
  return undefined;
}

/** The head list of Online报表配置 (search by code and name). */
export const cgreportHeadSchema: ResourceSchema = {
  name: 'onlCgreportHead',
  title: 'Online报表',
  apiBase: '/online/cgreport/head',
  permissionPrefix: PERMISSION_PREFIX.cgreport,
  table: 'onl_cgreport_head',
  menuPath: ADMIN_PATHS.cgreportHead,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'code', title: '报表编码', kind: 'text', list: true, search: 'like', sort: true },
    { key: 'name', title: '报表名称', kind: 'text', list: true, search: 'like', sort: true },
    { key: 'dbSource', title: '数据源', kind: 'text', list: true, filter: true },
    { key: 'dataSource', title: '审核数据源', kind: 'text', filter: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};

/**
 * The grids after 解析SQL: fields still returned keep their configuration (in the SQL's order),
 * new fields are added shown; parameters keep their text and default, new ones are added.
 */
export function mergeParsed(
  items: readonly CgreportItemJson[],
  params: readonly CgreportParamJson[],
  parsed: CgreportParseResult,
): { items: CgreportItemJson[]; params: CgreportParamJson[] } {
  const byName = new Map(items.map((i) => [i.fieldName, i]));
  const nextItems = parsed.fields.map((f, i) => ({
    ...(byName.get(f.fieldName) ?? newReportItem(f, i + 1)),
    orderNum: i + 1,
  }));
  const paramsByName = new Map(params.map((p) => [p.paramName, p]));
  const nextParams = parsed.params.map((name, i) => ({
    ...(paramsByName.get(name) ?? { paramName: name, paramTxt: name, paramValue: null }),
    orderNum: i + 1,
  }));
  return { items: nextItems, params: nextParams };
}

import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const DICT_REGISTRY_MESSAGES = {
  tableRequired: '请输入表名!',
  textRequired: '请输入文本字段!',
  codeRequired: '请输入值字段!',
  identFormat: (title: string) => `${title}只能是小写字母、数字和下划线，且以字母或下划线开头`,
  filterFormat: '过滤字段须为逗号分隔的字段名',
  tableMissing: (table: string) => `表 ${table} 不存在`,
  columnMissing: (table: string, column: string) => `表 ${table} 中不存在字段 ${column}`,
  tableRefused: (table: string) => `表 ${table} 保存系统密钥或会话，不能登记为表字典`,
  columnRefused: (column: string) => `字段 ${column} 是敏感字段（密码、盐、令牌、密钥），不能登记`,
  noDelFlag: (table: string) => `表 ${table} 没有 del_flag 字段，不能按逻辑删除过滤`,
  taken: '该表字典（表名、文本字段、值字段）已登记',
  saved: '保存成功!',
  edited: '编辑成功!',
  deleted: '删除成功!',
} as const;

/** Lower-case SQL identifiers only: the registry is the sole source of table/column names in SQL. */
export const DICT_IDENT_PATTERN = /^[a-z_][a-z0-9_]{0,63}$/;

function ident(title: string): (value: unknown) => string | undefined {
  return (value) =>
    typeof value === 'string' && value !== '' && !DICT_IDENT_PATTERN.test(value)
      ? DICT_REGISTRY_MESSAGES.identFormat(title)
      : undefined;
}

/** The filter columns as a list (comma separated, blanks dropped). */
export function splitFilterColumns(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : [];
}

const validateFilters = (value: unknown): string | undefined =>
  splitFilterColumns(value).every((c) => DICT_IDENT_PATTERN.test(c))
    ? undefined
    : DICT_REGISTRY_MESSAGES.filterFormat;

/**
 * 表字典登记 (`sys_dict_table_registry`): the (table, text column, value column) triples a table
 * dictionary `table,text,code` may name; tree columns make the triple usable by loadTreeData.
 */
export const dictRegistrySchema: ResourceSchema = {
  name: 'sysDictTableRegistry',
  title: '表字典登记',
  apiBase: '/sys/dictTableRegistry',
  permissionPrefix: PERMISSION_PREFIX.dict,
  table: 'sys_dict_table_registry',
  menuPath: ADMIN_PATHS.dict,
  defaultSort: { key: 'tableName', order: 'asc' },
  fields: [
    {
      key: 'tableName',
      title: '表名',
      kind: 'text',
      rules: [validateRequired(DICT_REGISTRY_MESSAGES.tableRequired), ident('表名'), maxChars(64)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'textColumn',
      title: '文本字段',
      kind: 'text',
      rules: [validateRequired(DICT_REGISTRY_MESSAGES.textRequired), ident('文本字段'), maxChars(64)],
      list: true,
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'codeColumn',
      title: '值字段',
      kind: 'text',
      rules: [validateRequired(DICT_REGISTRY_MESSAGES.codeRequired), ident('值字段'), maxChars(64)],
      list: true,
      sort: true,
      card: true,
      form: true,
    },
    {
      // '1' = list only rows with del_flag 0 (dict `yn`); the server stores a boolean.
      key: 'softDelete',
      title: '过滤已删除',
      kind: 'dict',
      dictCode: 'yn',
      list: true,
      card: true,
      form: true,
    },
    {
      key: 'pidColumn',
      title: '父级字段',
      kind: 'text',
      rules: [ident('父级字段'), maxChars(64)],
      list: true,
      form: true,
    },
    {
      key: 'hasChildColumn',
      title: '是否有子节点字段',
      kind: 'text',
      rules: [ident('是否有子节点字段'), maxChars(64)],
      form: true,
    },
    {
      key: 'filterColumns',
      title: '可过滤字段',
      kind: 'text',
      rules: [validateFilters, maxChars(500)],
      form: true,
    },
    {
      key: 'description',
      title: '描述',
      kind: 'text',
      rules: [maxChars(255)],
      list: true,
      search: 'like',
      card: true,
      form: true,
    },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};

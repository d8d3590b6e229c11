import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { DICT_ITEM_STATUS_DICT, DICT_TYPE } from './dict';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const DICT_ITEM_MESSAGES = {
  textRequired: '请输入名称!',
  valueRequired: '请输入数据值!',
  valueTaken: '该值不可用，系统中已存在！',
  valueFree: '该值可用！',
  valueNotNumber: '数字类型的字典，数据值必须是数字',
  valueComma: '数据值不能包含逗号',
  sortInvalid: '排序值必须是整数',
  statusInvalid: '状态只能是 启用 或 不启用',
  dictRequired: '请先选择字典',
  dictNotFound: '字典不存在或已删除',
  notFound: '未找到对应数据',
  saved: '保存成功!',
  edited: '编辑成功!',
  deleted: '删除成功!',
} as const;

/** sys_dict_item.status: only enabled items reach the login cache (CONTRACT §4.4). */
export const DICT_ITEM_STATUS = { enabled: '1', disabled: '0' } as const;

/** A number dictionary's value: an optional sign, digits, an optional decimal part. */
export const DICT_NUMBER_VALUE = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The message for an item value in a dictionary of `type`, or undefined when it fits. */
export function dictItemValueError(value: string, type: unknown): string | undefined {
  if (String(type) === DICT_TYPE.number && !DICT_NUMBER_VALUE.test(value)) {
    return DICT_ITEM_MESSAGES.valueNotNumber;
  }
  return undefined;
}

const validateSort = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || /^-?\d{1,9}$/.test(String(value))
    ? undefined
    : DICT_ITEM_MESSAGES.sortInvalid;

const validateStatus = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || ['0', '1'].includes(String(value))
    ? undefined
    : DICT_ITEM_MESSAGES.statusInvalid;

// Multi-value fields store comma lists of item values, so a value never holds a comma.
const validateValueChars = (value: unknown): string | undefined =>
  typeof value === 'string' && value.includes(',') ? DICT_ITEM_MESSAGES.valueComma : undefined;

/** 字典项 (`sys_dict_item`): listed per dictionary (`dictId`), in sort order. */
export const dictItemSchema: ResourceSchema = {
  name: 'sysDictItem',
  title: '字典项',
  apiBase: '/sys/dictItem',
  permissionPrefix: PERMISSION_PREFIX.dict,
  table: 'sys_dict_item',
  menuPath: ADMIN_PATHS.dict,
  defaultSort: { key: 'sortOrder', order: 'asc' },
  fields: [
    // Bound by the service from ?dictId= (never a free filter): the parent dictionary.
    { key: 'dictId', title: '字典', kind: 'text' },
    {
      key: 'itemText',
      title: '名称',
      kind: 'text',
      rules: [validateRequired(DICT_ITEM_MESSAGES.textRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'itemValue',
      title: '数据值',
      kind: 'text',
      rules: [validateRequired(DICT_ITEM_MESSAGES.valueRequired), validateValueChars, maxChars(100)],
      list: true,
      sort: true,
      filter: true,
      card: true,
      form: true,
    },
    {
      key: 'description',
      title: '描述',
      kind: 'text',
      rules: [maxChars(255)],
      list: true,
      form: true,
    },
    {
      key: 'sortOrder',
      title: '排序',
      kind: 'integer',
      rules: [validateSort],
      list: true,
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: DICT_ITEM_STATUS_DICT,
      rules: [validateStatus],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    // Sort only: JeecgBoot's list mixin sends column=createTime unless a page overrides it.
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

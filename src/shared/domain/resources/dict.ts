import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const DICT_MESSAGES = {
  nameRequired: '请输入字典名称!',
  codeRequired: '请输入字典编码!',
  typeRequired: '请选择字典类型!',
  typeInvalid: '字典类型只能是 字符串 或 数字',
  codeFormat: '字典编码只允许字母、数字、下划线和短横线',
  codeTaken: '字典编码已存在',
  codeInRecycleBin: '字典编码已存在（在回收站中，可还原或彻底删除）',
  typeHasText: '字典中已有不是数字的数据值，不能改为数字类型',
  notFound: '未找到对应数据',
  saved: '保存成功!',
  edited: '编辑成功!',
  deleted: '删除成功!',
  restored: '还原成功!',
  refreshOk: '刷新缓存完成！',
  refreshFailed: '刷新缓存失败！',
} as const;

/** sys_dict.type: items of a number dictionary must be numbers (JeecgBoot 0 = string, 1 = number). */
export const DICT_TYPE = { string: '0', number: '1' } as const;
export const DICT_TYPE_TEXT: Record<string, string> = { '0': '字符串', '1': '数字' };
/** The seeded dictionaries the admin forms use for 类型 and 状态. */
export const DICT_TYPE_DICT = 'dict_type';
export const DICT_ITEM_STATUS_DICT = 'dict_item_status';

/** A plain code never contains a comma: a comma means a table dictionary (CONTRACT §4.2). */
export const DICT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const validateCode = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !DICT_CODE_PATTERN.test(value)
    ? DICT_MESSAGES.codeFormat
    : undefined;

const validateType = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || Object.hasOwn(DICT_TYPE_TEXT, String(value))
    ? undefined
    : DICT_MESSAGES.typeInvalid;

/** 数据字典 (`sys_dict`, JeecgBoot SysDict): logical delete into a recycle bin, code unique. */
export const dictSchema: ResourceSchema = {
  name: 'sysDict',
  title: '数据字典',
  apiBase: '/sys/dict',
  permissionPrefix: PERMISSION_PREFIX.dict,
  table: 'sys_dict',
  menuPath: ADMIN_PATHS.dict,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'dictName',
      title: '字典名称',
      kind: 'text',
      rules: [validateRequired(DICT_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'dictCode',
      title: '字典编码',
      kind: 'text',
      rules: [validateRequired(DICT_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'type',
      title: '字典类型',
      kind: 'dict',
      dictCode: DICT_TYPE_DICT,
      rules: [validateRequired(DICT_MESSAGES.typeRequired), validateType],
      list: true,
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
      card: true,
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};

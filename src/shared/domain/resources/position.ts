import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const POSITION_MESSAGES = {
  codeRequired: '请输入职务编码!',
  nameRequired: '请输入职务名称!',
  codeTaken: '职务编码已存在',
  codeFormat: '职务编码只允许字母、数字、下划线和短横线',
} as const;

/** Position codes are referenced from sys_user.post (a comma list), so they may not contain commas. */
export const POSITION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const validateCode = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !POSITION_CODE_PATTERN.test(value)
    ? POSITION_MESSAGES.codeFormat
    : undefined;

/** 职务 (`sys_position`): code unique per tenant; the user form's `post` field stores codes. */
export const positionSchema: ResourceSchema = {
  name: 'sysPosition',
  title: '职务',
  apiBase: '/sys/position',
  permissionPrefix: PERMISSION_PREFIX.position,
  table: 'sys_position',
  menuPath: ADMIN_PATHS.position,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'code',
      title: '职务编码',
      kind: 'text',
      rules: [validateRequired(POSITION_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      // Users refer to positions by code (sys_user.post), so a code never changes after creation.
      form: 'create',
      exportable: true,
    },
    {
      key: 'name',
      title: '职务名称',
      kind: 'text',
      rules: [validateRequired(POSITION_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'postRank',
      title: '职级',
      kind: 'text',
      rules: [maxChars(2)],
      list: true,
      sort: true,
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true, search: 'range' },
  ],
};

import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { MOBILE_INVALID } from '../validation/messages';
import {
  isEmptyValue,
  MOBILE_PATTERN,
  validateEmail,
  validatePasswordStrength,
  validateRequired,
  validateUsername,
  type Validator,
} from '../validation/rules';
import type { ResourceSchema } from './types';

/** Messages of the user form (JeecgBoot UserModal), shared by the form and the server. */
export const SYS_USER_MESSAGES = {
  realnameRequired: '请输入用户名称!',
  passwordRequired: '请输入密码!',
  usernameTaken: '用户账号已存在',
  phoneTaken: '手机号已存在',
  emailTaken: '邮箱已存在',
  workNoTaken: '工号已存在',
  maxLength: (n: number) => `最大长度${n}位字符`,
  identityInvalid: '请选择身份',
} as const;

/** user_identity: 1 普通用户, 2 上级. */
export const USER_IDENTITY_VALUES = [1, 2] as const;

const validateIdentity: Validator = (value) =>
  isEmptyValue(value) || USER_IDENTITY_VALUES.some((v) => String(v) === String(value).trim())
    ? undefined
    : SYS_USER_MESSAGES.identityInvalid;

/** Optional phone: only a non-empty value is checked. */
export const validateOptionalMobile: Validator = (value) =>
  isEmptyValue(value) || MOBILE_PATTERN.test(String(value).trim()) ? undefined : MOBILE_INVALID;

/** A length cap the database column imposes, as a validator (the form shows it, the server enforces it). */
export function maxChars(n: number): Validator {
  return (value) =>
    isEmptyValue(value) || Array.from(String(value)).length <= n ? undefined : SYS_USER_MESSAGES.maxLength(n);
}

/**
 * 用户 (`sys_user`, CONTRACT §10.1). `orgCodeTxt` is not a column: the server fills it with the
 * names of the user's departments. `post` holds comma-joined position codes of the acting tenant
 * (pick them from GET /sys/position/list); the server answers `post_dictText` with their names. `selectedroles` / `selecteddeparts` travel with add/edit but are
 * not fields of the record (the server checks them against the actor's own grants).
 */
export const sysUserSchema: ResourceSchema = {
  name: 'sysUser',
  title: '用户',
  apiBase: '/sys/user',
  permissionPrefix: PERMISSION_PREFIX.user,
  table: 'sys_user',
  menuPath: ADMIN_PATHS.user,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'username',
      title: '用户账号',
      kind: 'text',
      rules: [validateUsername],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: 'create',
      exportable: true,
    },
    {
      key: 'password',
      title: '登录密码',
      kind: 'password',
      rules: [validateRequired(SYS_USER_MESSAGES.passwordRequired), validatePasswordStrength],
      form: 'create',
      secret: true,
    },
    { key: 'salt', title: '盐', kind: 'text', secret: true },
    {
      key: 'realname',
      title: '用户姓名',
      kind: 'text',
      rules: [validateRequired(SYS_USER_MESSAGES.realnameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'workNo',
      title: '工号',
      kind: 'text',
      rules: [maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'post',
      title: '职务',
      kind: 'position',
      rules: [maxChars(100)],
      list: true,
      form: true,
      exportable: true,
    },
    { key: 'userIdentity', title: '身份', kind: 'integer', rules: [validateIdentity], form: true },
    {
      key: 'avatar',
      title: '头像',
      kind: 'image',
      rules: [maxChars(255)],
      list: true,
      card: true,
      form: true,
    },
    { key: 'birthday', title: '生日', kind: 'date', list: true, sort: true, form: true, exportable: true },
    {
      key: 'sex',
      title: '性别',
      kind: 'dict',
      dictCode: 'sex',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'email',
      title: '邮箱',
      kind: 'text',
      rules: [validateEmail, maxChars(100)],
      list: true,
      search: 'like',
      form: true,
      exportable: true,
    },
    {
      key: 'phone',
      title: '手机号码',
      kind: 'text',
      rules: [validateOptionalMobile],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'telephone',
      title: '座机',
      kind: 'text',
      rules: [maxChars(45)],
      form: true,
      filter: true,
      exportable: true,
    },
    { key: 'orgCode', title: '登录部门编码', kind: 'text', filter: true },
    { key: 'orgCodeTxt', title: '部门', kind: 'text', list: true, card: true },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'user_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      exportable: true,
    },
    { key: 'relTenantIds', title: '租户', kind: 'tenant' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true, search: 'range' },
  ],
};

/** Extra add/edit body keys (not record fields): comma lists of role ids and department ids. */
export const SYS_USER_RELATION_KEYS = ['selectedroles', 'selecteddeparts'] as const;

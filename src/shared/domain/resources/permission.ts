import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { requiredSelect, requiredText } from '../validation/builders';
import { validateMax255, type Validator } from '../validation/rules';
import type { ResourceSchema } from './types';

/** sys_permission.menu_type (CONTRACT §3.5). */
export const MENU_TYPE = { topMenu: 0, subMenu: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
export const MENU_TYPE_OPTIONS = [
  { value: 0, label: '一级菜单' },
  { value: 1, label: '子菜单' },
  { value: 2, label: '按钮/权限' },
] as const;

/** sys_permission.perms_type: '1' hidden without the permission, '2' disabled without it. */
export const PERMS_TYPE_OPTIONS = [
  { value: '1', label: '可见/可访问' },
  { value: '2', label: '可编辑' },
] as const;

/** sys_permission.status (button rule active flag). */
export const PERMISSION_STATUS_OPTIONS = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
] as const;

/** Messages of the menu form's cross-field rules (checked on the server too). */
export const MENU_MESSAGES = {
  nameRequired: '请输入菜单标题!',
  urlRequired: '请输入菜单路径!',
  componentRequired: '请输入前端组件!',
  parentRequired: '请选择上级菜单!',
  permsRequired: '请输入授权标识!',
  externalUrl: '外部链接必须以http://或https://开头',
  unsafeUrl: '菜单路径不能包含脚本',
  menuTypeInvalid: '请选择菜单类型!',
  parentIsButton: '按钮/权限不能作为上级菜单',
  parentIsSelf: '上级菜单不能是自己或自己的下级',
  parentMissing: '上级菜单不存在',
  permsInvalid: '授权标识只能包含字母、数字、下划线、冒号、中划线和点，多个用逗号分隔',
  permsTypeInvalid: '授权策略不正确',
  statusInvalid: '状态不正确',
  urlInvalid: '菜单路径格式不正确',
  componentInvalid: '前端组件格式不正确',
  hasChildren: '有下级菜单的菜单不能改为按钮',
  notFound: '未找到菜单信息',
} as const;

const maxLength =
  (max: number): Validator =>
  (value) =>
    typeof value === 'string' && Array.from(value).length > max ? `最大长度${max}位字符` : undefined;

/** A url/component/redirect value must never be script (javascript:, data:, vbscript:). */
export const validateNoScriptUrl: Validator = (value) =>
  typeof value === 'string' && /^\s*(javascript|data|vbscript)\s*:/i.test(value)
    ? MENU_MESSAGES.unsafeUrl
    : undefined;

/**
 * The menu form's rules that depend on the menu type, in the order the form shows them:
 * type 0 needs url + component, type 1 a parent (+ url, component), type 2 perms + a parent.
 * An external link (internalOrExternal) must be an http(s) url.
 */
export function validateMenuByType(v: {
  menuType?: unknown;
  parentId?: unknown;
  url?: unknown;
  component?: unknown;
  perms?: unknown;
  internalOrExternal?: unknown;
}): string | undefined {
  const filled = (x: unknown) => typeof x === 'string' && x.trim() !== '';
  const type = Number(v.menuType);
  if (v.menuType === undefined || v.menuType === null || ![0, 1, 2].includes(type)) {
    return MENU_MESSAGES.menuTypeInvalid;
  }
  if (type !== 0 && !filled(v.parentId)) return MENU_MESSAGES.parentRequired;
  if (type === 2) return filled(v.perms) ? undefined : MENU_MESSAGES.permsRequired;
  if (!filled(v.url)) return MENU_MESSAGES.urlRequired;
  const unsafe = validateNoScriptUrl(v.url);
  if (unsafe) return unsafe;
  const external =
    v.internalOrExternal === true || v.internalOrExternal === 1 || v.internalOrExternal === '1';
  // `{{ … }}` is JeecgBoot's config-template url (e.g. the API base); the server checks its form.
  const url = String(v.url).trim();
  if (external && !/^https?:\/\/\S+$/i.test(url) && !url.startsWith('{{')) return MENU_MESSAGES.externalUrl;
  if (!external && !filled(v.component)) return MENU_MESSAGES.componentRequired;
  return undefined;
}

/**
 * sys_permission: menus (type 0/1) and buttons/permissions (type 2). Platform rows: no tenant.
 * `isLeaf` and `ruleFlag` are maintained by the server.
 */
export const permissionSchema: ResourceSchema = {
  name: 'sysPermission',
  title: '菜单',
  apiBase: '/sys/permission',
  permissionPrefix: PERMISSION_PREFIX.permission,
  table: 'sys_permission',
  menuPath: ADMIN_PATHS.permission,
  defaultSort: { key: 'sortNo', order: 'asc' },
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true },
    { key: 'parentId', title: '上级菜单', kind: 'text', filter: true, form: true },
    {
      key: 'name',
      title: '菜单名称',
      kind: 'text',
      rules: [requiredText(MENU_MESSAGES.nameRequired, { max: 100 })],
      list: true,
      search: 'like',
      card: true,
      form: true,
    },
    {
      key: 'menuType',
      title: '菜单类型',
      kind: 'integer',
      rules: [requiredSelect(MENU_MESSAGES.menuTypeInvalid)],
      list: true,
      filter: true,
      card: true,
      form: true,
    },
    { key: 'icon', title: '图标', kind: 'text', rules: [maxLength(100)], list: true, form: true },
    {
      key: 'component',
      title: '组件',
      kind: 'text',
      rules: [maxLength(255), validateNoScriptUrl],
      list: true,
      form: true,
    },
    { key: 'componentName', title: '组件名称', kind: 'text', rules: [maxLength(100)], form: true },
    {
      key: 'url',
      title: '路径',
      kind: 'text',
      rules: [maxLength(255), validateNoScriptUrl],
      list: true,
      form: true,
    },
    {
      key: 'redirect',
      title: '默认跳转地址',
      kind: 'text',
      rules: [maxLength(255), validateNoScriptUrl],
      form: true,
    },
    {
      key: 'perms',
      title: '授权标识',
      kind: 'text',
      rules: [maxLength(1000)],
      list: true,
      filter: true,
      form: true,
    },
    { key: 'permsType', title: '授权策略', kind: 'text', form: true },
    { key: 'sortNo', title: '排序', kind: 'number', list: true, sort: true, form: true },
    { key: 'route', column: 'is_route', title: '是否路由菜单', kind: 'switch', form: true },
    { key: 'keepAlive', title: '缓存路由', kind: 'switch', form: true },
    { key: 'hidden', title: '隐藏路由', kind: 'switch', form: true },
    { key: 'hideTab', title: '隐藏Tab', kind: 'switch', form: true },
    { key: 'alwaysShow', title: '聚合路由', kind: 'switch', form: true },
    { key: 'internalOrExternal', title: '外部打开', kind: 'switch', form: true },
    { key: 'status', title: '状态', kind: 'dict', dictCode: 'valid_status', filter: true, form: true },
    { key: 'description', title: '描述', kind: 'textarea', rules: [validateMax255], form: true },
    { key: 'leaf', column: 'is_leaf', title: '叶子节点', kind: 'switch' },
    { key: 'ruleFlag', title: '数据规则', kind: 'integer' },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
    { key: 'updateBy', title: '修改人', kind: 'text' },
    { key: 'updateTime', title: '修改时间', kind: 'datetime', sort: true },
  ],
};

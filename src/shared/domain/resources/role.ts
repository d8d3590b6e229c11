import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { requiredText } from '../validation/builders';
import { validateMax255, type Validator } from '../validation/rules';
import type { ResourceSchema } from './types';

/** Role codes are identifiers used in code and URLs: no Chinese (JeecgBoot's RoleModal rule). */
export const ROLE_CODE_NO_CHINESE = '角色编码不可输入汉字!';
export const ROLE_CODE_CHARSET = '角色编码只能包含字母、数字、下划线、中划线、冒号和点';

export const validateRoleCodeCharset: Validator = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  if (/[\u4e00-\u9fa5]/.test(value)) return ROLE_CODE_NO_CHINESE;
  return /^[A-Za-z0-9_\-:.]+$/.test(value) ? undefined : ROLE_CODE_CHARSET;
};

/**
 * sys_role (CONTRACT §10.1). `roleCode` is unique over the whole platform (not per tenant): the
 * super role is recognised by its code, so no tenant may ever create a second `admin`.
 * The code is set on add only (JeecgBoot disables it on edit).
 */
export const roleSchema: ResourceSchema = {
  name: 'sysRole',
  title: '角色',
  apiBase: '/sys/role',
  permissionPrefix: PERMISSION_PREFIX.role,
  table: 'sys_role',
  menuPath: ADMIN_PATHS.role,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true },
    {
      key: 'roleName',
      title: '角色名称',
      kind: 'text',
      rules: [requiredText('请输入角色名称!', { min: 2, max: 30 })],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'roleCode',
      title: '角色编码',
      kind: 'text',
      rules: [requiredText('请输入角色编码!', { max: 64 }), validateRoleCodeCharset],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: 'create',
      exportable: true,
    },
    {
      key: 'description',
      title: '描述',
      kind: 'textarea',
      rules: [validateMax255],
      list: true,
      form: true,
      exportable: true,
    },
    { key: 'tenantId', title: '租户', kind: 'tenant', filter: true },
    { key: 'createBy', title: '创建人', kind: 'text', filter: true },
    {
      key: 'createTime',
      title: '创建时间',
      kind: 'datetime',
      list: true,
      search: 'range',
      sort: true,
      card: true,
    },
    { key: 'updateBy', title: '修改人', kind: 'text' },
    { key: 'updateTime', title: '修改时间', kind: 'datetime', sort: true },
  ],
};

import { requiredText } from '../validation/builders';
import { validateMax255 } from '../validation/rules';
import { PERMISSION_PREFIX } from '../permission/codes';
import type { ResourceSchema } from './types';
import { validateRoleCodeCharset } from './role';

/**
 * sys_depart_role: roles defined inside one department (managed from the department page, so the
 * buttons are the department's `system:depart:role`). Codes are unique within the department.
 */
export const departRoleSchema: ResourceSchema = {
  name: 'sysDepartRole',
  title: '部门角色',
  apiBase: '/sys/sysDepartRole',
  permissionPrefix: PERMISSION_PREFIX.depart,
  table: 'sys_depart_role',
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true },
    { key: 'departId', title: '所属部门', kind: 'depart', filter: true, form: 'create' },
    {
      key: 'roleName',
      title: '部门角色名称',
      kind: 'text',
      rules: [requiredText('请输入部门角色名称!', { min: 2, max: 30 })],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'roleCode',
      title: '部门角色编码',
      kind: 'text',
      rules: [requiredText('请输入部门角色编码!', { max: 64 }), validateRoleCodeCharset],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'description', title: '描述', kind: 'textarea', rules: [validateMax255], list: true, form: true },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
    { key: 'updateBy', title: '修改人', kind: 'text' },
    { key: 'updateTime', title: '修改时间', kind: 'datetime', sort: true },
  ],
};

import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import type { ResourceSchema } from './types';

/** The address-list endpoint (JeecgBoot SysUserController.queryByOrgCodeForAddressList). */
export const ADDRESS_LIST_URL = '/sys/user/queryByOrgCodeForAddressList';

/**
 * 通讯录: live, enabled users of the tenant with their departments and positions; read-only.
 * `departNames` and `postNames` are computed by the server, the rest are sys_user columns.
 */
export const addressListSchema: ResourceSchema = {
  name: 'addressList',
  title: '通讯录',
  apiBase: '/sys/user',
  permissionPrefix: PERMISSION_PREFIX.addressList,
  table: 'sys_user',
  menuPath: ADMIN_PATHS.addressList,
  defaultSort: { key: 'realname', order: 'asc' },
  fields: [
    { key: 'realname', title: '姓名', kind: 'text', list: true, search: 'like', sort: true, card: true },
    { key: 'workNo', title: '工号', kind: 'text', list: true, search: 'like', sort: true, card: true },
    { key: 'departNames', title: '部门', kind: 'text', list: true, card: true },
    { key: 'postNames', title: '职务', kind: 'text', list: true, card: true },
    { key: 'phone', title: '手机号', kind: 'text', list: true },
    { key: 'email', title: '邮箱', kind: 'text', list: true },
    { key: 'telephone', title: '座机', kind: 'text', list: true },
    // Sort only: JeecgBoot's list mixin always sends column=createTime (the account's creation).
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

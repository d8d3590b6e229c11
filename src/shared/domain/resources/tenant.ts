import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { isEmptyValue, validateRequired, type Validator } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const TENANT_MESSAGES = {
  idRequired: '请输入租户编号!',
  idFormat: '租户编号须为1到999999999之间的整数',
  idTaken: '租户编号已存在',
  nameRequired: '请输入租户名称!',
  dateOrder: '结束时间不能早于开始时间',
} as const;

/** A tenant id travels in the tenant header as a plain integer (no sign, no exponent, not 0). */
export const TENANT_ID_PATTERN = /^[1-9]\d{0,8}$/;

export const validateTenantId: Validator = (value) =>
  isEmptyValue(value) || TENANT_ID_PATTERN.test(String(value).trim()) ? undefined : TENANT_MESSAGES.idFormat;

/** 租户 (`sys_tenant`). Tenants are platform rows: only super users add, edit or delete them. */
export const tenantSchema: ResourceSchema = {
  name: 'sysTenant',
  title: '租户',
  apiBase: '/sys/tenant',
  permissionPrefix: PERMISSION_PREFIX.tenant,
  table: 'sys_tenant',
  menuPath: ADMIN_PATHS.tenant,
  defaultSort: { key: 'id', order: 'asc' },
  fields: [
    {
      key: 'id',
      title: '租户编号',
      kind: 'integer',
      rules: [validateRequired(TENANT_MESSAGES.idRequired), validateTenantId],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: 'create',
    },
    {
      key: 'name',
      title: '租户名称',
      kind: 'text',
      rules: [validateRequired(TENANT_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'beginDate', title: '开始时间', kind: 'datetime', list: true, sort: true, form: true },
    { key: 'endDate', title: '结束时间', kind: 'datetime', list: true, sort: true, form: true },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'valid_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};

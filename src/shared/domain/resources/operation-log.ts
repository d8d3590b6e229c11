import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { COMMON_LOG_FIELDS } from './login-log';
import type { ResourceSchema } from './types';

/** sys_log.operate_type (JeecgBoot CommonConstant.OPERATE_TYPE_*), dictionary `operate_type`. */
export const OPERATE_TYPE = { list: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;

export const OPERATE_TYPE_TEXT: Readonly<Record<number, string>> = {
  1: '查询',
  2: '添加',
  3: '更新',
  4: '删除',
  5: '导入',
  6: '导出',
};

/**
 * 操作日志 (`sys_log`, log_type 2): one row per write. `requestParam` holds the request body with
 * secrets (password, salt, tokens…) replaced by `******`, cut to a bounded length. Read-only.
 */
export const operationLogSchema: ResourceSchema = {
  name: 'operationLog',
  title: '操作日志',
  apiBase: '/sys/log',
  permissionPrefix: PERMISSION_PREFIX.log,
  table: 'sys_log',
  menuPath: ADMIN_PATHS.log,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    ...COMMON_LOG_FIELDS,
    {
      key: 'operateType',
      title: '操作类型',
      kind: 'dict',
      dictCode: 'operate_type',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      exportable: true,
    },
    { key: 'method', title: '请求方法', kind: 'text', list: true, filter: true },
    { key: 'requestUrl', title: '请求路径', kind: 'text', list: true, search: 'like' },
    { key: 'requestType', title: '请求类型', kind: 'text', list: true, search: 'eq' },
    { key: 'requestParam', title: '请求参数', kind: 'textarea' },
    { key: 'costTime', title: '耗时(毫秒)', kind: 'integer', list: true, sort: true },
  ],
};

import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import type { ResourceField, ResourceSchema } from './types';

/** sys_log.log_type: GET /sys/log/list?logType=1 (login log) or 2 (operation log). */
export const LOG_TYPE = { login: 1, operation: 2 } as const;

/** Columns both logs share (JeecgBoot LogList). */
export const COMMON_LOG_FIELDS: ResourceField[] = [
  {
    key: 'logContent',
    title: '日志内容',
    kind: 'text',
    list: true,
    search: 'like',
    card: true,
    exportable: true,
  },
  { key: 'userid', title: '操作人ID', kind: 'text', list: true, filter: true },
  {
    key: 'username',
    title: '操作人名称',
    kind: 'text',
    list: true,
    search: 'like',
    sort: true,
    card: true,
    exportable: true,
  },
  {
    key: 'ip',
    title: 'IP',
    kind: 'text',
    list: true,
    search: 'like',
    sort: true,
    card: true,
    exportable: true,
  },
  {
    key: 'createTime',
    title: '创建时间',
    kind: 'datetime',
    list: true,
    search: 'range',
    sort: true,
    card: true,
    exportable: true,
  },
];

/** 登录日志 (`sys_log`, log_type 1): written by login, logout and failed login. Read-only. */
export const loginLogSchema: ResourceSchema = {
  name: 'loginLog',
  title: '登录日志',
  apiBase: '/sys/log',
  permissionPrefix: PERMISSION_PREFIX.log,
  table: 'sys_log',
  menuPath: ADMIN_PATHS.log,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: COMMON_LOG_FIELDS,
};

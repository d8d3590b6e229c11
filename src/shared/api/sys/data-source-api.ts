import type { ListRecord } from '../../hooks/list-page/types';
import { deleteAction, getAction, postAction } from '../http';

/** 数据源管理 (`/sys/dataSource/*`) and its 地址白名单 (`/sys/dataSource/allowlist/*`). */
export const DATA_SOURCE_URLS = {
  list: '/sys/dataSource/list',
  add: '/sys/dataSource/add',
  edit: '/sys/dataSource/edit',
  delete: '/sys/dataSource/delete',
  deleteBatch: '/sys/dataSource/deleteBatch',
  queryById: '/sys/dataSource/queryById',
  testConnection: '/sys/dataSource/testConnection',
  allowlistList: '/sys/dataSource/allowlist/list',
  allowlistAdd: '/sys/dataSource/allowlist/add',
  allowlistDelete: '/sys/dataSource/allowlist/delete',
} as const;

/** A data source as the server returns it: never the password, only whether one is stored. */
export interface DataSourceRecord extends ListRecord {
  code: string;
  name: string;
  dbType?: string;
  host: string;
  port: number;
  database: string;
  username: string;
  hasPassword?: boolean;
  remark?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/**
 * What 测试连接 sends: a saved source's id (its stored password is used when `password` is empty),
 * unsaved fields, or a postgresql:// URL.
 */
export interface TestConnectionBody {
  id?: string;
  url?: string;
  host?: string;
  port?: number | string | null;
  database?: string;
  username?: string;
  password?: string;
}

export function testDataSourceConnection(body: TestConnectionBody) {
  return postAction<{ version: string }>(DATA_SOURCE_URLS.testConnection, body);
}

export interface AllowEntryRecord extends ListRecord {
  host: string;
  remark?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

export function listAllowEntries() {
  return getAction<{ records?: AllowEntryRecord[] }>(DATA_SOURCE_URLS.allowlistList, {
    pageNo: 1,
    pageSize: 500,
    column: 'createTime',
    order: 'desc',
  });
}

export function addAllowEntry(body: { host: string; remark?: string }) {
  return postAction<unknown>(DATA_SOURCE_URLS.allowlistAdd, body);
}

export function deleteAllowEntry(id: string) {
  return deleteAction<unknown>(DATA_SOURCE_URLS.allowlistDelete, { id });
}

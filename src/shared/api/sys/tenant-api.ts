import type { ListRecord } from '../../hooks/list-page/types';
import { postAction, putAction } from '../http';

/** 租户管理 (`/sys/tenant/*`, JeecgBoot SysTenantController). */
export const TENANT_URLS = {
  list: '/sys/tenant/list',
  delete: '/sys/tenant/delete',
  deleteBatch: '/sys/tenant/deleteBatch',
} as const;

export interface TenantRecord extends ListRecord {
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  status?: number | string | null;
  status_dictText?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

export interface TenantBody {
  id: number | string;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  status?: number | string;
}

export function addTenant(body: TenantBody) {
  return postAction<unknown>('/sys/tenant/add', body);
}

export function editTenant(body: TenantBody) {
  return putAction<unknown>('/sys/tenant/edit', body);
}

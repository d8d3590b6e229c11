import type { ListRecord } from '../../hooks/list-page/types';
import { putAction } from '../http';

/** 网关路由 (`/sys/gatewayRoute/*`); the proxy itself answers at `{apiBase}/gateway<pathPrefix>/…`. */
export const GATEWAY_URLS = {
  list: '/sys/gatewayRoute/list',
  add: '/sys/gatewayRoute/add',
  edit: '/sys/gatewayRoute/edit',
  delete: '/sys/gatewayRoute/delete',
  deleteBatch: '/sys/gatewayRoute/deleteBatch',
  queryById: '/sys/gatewayRoute/queryById',
} as const;

export interface GatewayRouteRecord extends ListRecord {
  name: string;
  pathPrefix: string;
  upstreamUrl: string;
  enabled: boolean;
  stripPrefix: boolean;
  timeoutMs: number;
  remark?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/** The list's 启用 switch: an edit of that one field. */
export function setGatewayRouteEnabled(id: string, enabled: boolean) {
  return putAction<unknown>(GATEWAY_URLS.edit, { id, enabled });
}

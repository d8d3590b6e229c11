import { queryOptions } from '@tanstack/react-query';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction, postAction, putAction } from '../http';

/** 职务管理 (`/sys/position/*`, JeecgBoot SysPositionController). */
export const POSITION_URLS = {
  list: '/sys/position/list',
  delete: '/sys/position/delete',
  deleteBatch: '/sys/position/deleteBatch',
} as const;

export interface PositionRecord extends ListRecord {
  code: string;
  name: string;
  postRank?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

export interface PositionBody {
  id?: string;
  code: string;
  name: string;
  postRank?: string;
}

export function addPosition(body: PositionBody) {
  return postAction<unknown>('/sys/position/add', body);
}

export function editPosition(body: PositionBody) {
  return putAction<unknown>('/sys/position/edit', body);
}

export const positionQueryKeys = {
  all: ['sys', 'position'] as const,
  options: () => [...positionQueryKeys.all, 'options'] as const,
};

/** The tenant's positions for the user form's 职务 select (one page of up to 1000). */
export function positionOptionsQueryOptions() {
  return queryOptions({
    queryKey: positionQueryKeys.options(),
    queryFn: async (): Promise<PositionRecord[]> => {
      const res = await getAction<{ records?: PositionRecord[] }>(POSITION_URLS.list, {
        pageNo: 1,
        pageSize: 1000,
        column: 'createTime',
        order: 'asc',
      });
      return res.success && Array.isArray(res.result?.records) ? res.result.records : [];
    },
  });
}

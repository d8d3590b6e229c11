import type { DataLogRecord } from '../../domain/resources/data-log';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction } from '../http';

/** 数据日志 (JeecgBoot SysDataLogController). Read-only. */
export const DATA_LOG_URLS = {
  list: '/sys/dataLog/list',
  versions: '/sys/dataLog/queryDataVerList',
  compare: '/sys/dataLog/queryCompareList',
} as const;

export type DataLogRow = DataLogRecord & ListRecord;

/** The two versions, older first; the server refuses two different records. */
export function compareDataLogs(dataId1: string, dataId2: string) {
  return getAction<DataLogRecord[]>(DATA_LOG_URLS.compare, { dataId1, dataId2 });
}

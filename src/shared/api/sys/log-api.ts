import type { ListRecord } from '../../hooks/list-page/types';

/** 日志管理 (`GET /sys/log/list?logType=1|2`, JeecgBoot SysLogController). Read-only. */
export const LOG_URLS = { list: '/sys/log/list' } as const;

export interface LogRecord extends ListRecord {
  logContent?: string | null;
  userid?: string | null;
  username?: string | null;
  ip?: string | null;
  createTime?: string | null;
  operateType?: number | string | null;
  operateType_dictText?: string | null;
  method?: string | null;
  requestUrl?: string | null;
  requestType?: string | null;
  requestParam?: string | null;
  costTime?: number | null;
}

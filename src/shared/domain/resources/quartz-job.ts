import { nextRunAfter } from '../cron/next-runs';
import { tryParseCron } from '../cron/parse';
import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { isEmptyValue, validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

/**
 * 定时任务 (`sys_quartz_job`, CONTRACT §10.5 with the departures of the scheduled-jobs wire
 * contract): `jobClassName` holds a registered handler name, `cronExpression` a Quartz six- or
 * seven-field expression evaluated by the shared cron model.
 */

export const QUARTZ_STATUS = { normal: 0, stopped: -1 } as const;

/** Cron expressions are evaluated in the zone the API formats its dates in (GMT+8, no DST). */
export const QUARTZ_TIME_ZONE = 'Asia/Shanghai';

export const QUARTZ_MESSAGES = {
  handlerRequired: '请选择任务处理器!',
  cronRequired: '请输入Cron表达式!',
  handlerUnknown: (name: string) => `定时任务处理器不存在：${name}`,
  handlerTaken: '该定时任务类名已存在',
  cronInvalid: (reason: string) => `Cron表达式不正确：${reason}`,
  cronNoNextRun: 'Cron表达式没有下一次执行时间',
  statusInvalid: '任务状态的值不正确',
  notFound: '未找到对应实体',
  added: '创建定时任务成功',
  edited: '更新定时任务成功!',
  deleted: '删除成功!',
  batchDeleted: '删除定时任务成功!',
  paused: '停止定时任务成功',
  resumed: '启动定时任务成功',
  executed: '执行成功!',
  logCleaned: '清空成功!',
  jobIdRequired: '请选择定时任务',
  overlapSkipped: '上一次执行尚未结束，已跳过本次触发',
  interrupted: '执行中断：运行该任务的服务进程已停止',
} as const;

/** The parser's own prefix is dropped: the wire message already says the expression is wrong. */
const PARSER_PREFIX = '表达式格式错误：';

/**
 * The cron rule of the job form (and of the server): parseable, and firing at least once after
 * `now`. Returns the wire message or undefined.
 */
export function checkQuartzCron(value: unknown, now: Date = new Date()): string | undefined {
  if (isEmptyValue(value)) return undefined;
  const parsed = tryParseCron(String(value));
  if (!parsed.ok) {
    const reason = parsed.error.startsWith(PARSER_PREFIX)
      ? parsed.error.slice(PARSER_PREFIX.length)
      : parsed.error;
    return QUARTZ_MESSAGES.cronInvalid(reason);
  }
  return nextRunAfter(parsed.ast, now, { timeZone: QUARTZ_TIME_ZONE })
    ? undefined
    : QUARTZ_MESSAGES.cronNoNextRun;
}

const validateCronField = (value: unknown): string | undefined => checkQuartzCron(value);

export const quartzJobSchema: ResourceSchema = {
  name: 'quartzJob',
  title: '定时任务',
  apiBase: '/sys/quartzJob',
  permissionPrefix: PERMISSION_PREFIX.quartzJob,
  table: 'sys_quartz_job',
  menuPath: ADMIN_PATHS.quartzJob,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'jobClassName',
      title: '任务处理器',
      kind: 'text',
      rules: [validateRequired(QUARTZ_MESSAGES.handlerRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'cronExpression',
      title: 'Cron表达式',
      kind: 'text',
      rules: [validateRequired(QUARTZ_MESSAGES.cronRequired), maxChars(100), validateCronField],
      list: true,
      card: true,
      form: true,
    },
    { key: 'parameter', title: '参数', kind: 'text', rules: [maxChars(255)], list: true, form: true },
    {
      key: 'description',
      title: '描述',
      kind: 'textarea',
      rules: [maxChars(255)],
      list: true,
      card: true,
      form: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'quartz_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

/** The last finished run of a job, as the list shows it. */
export interface QuartzLastRun {
  startTime: string;
  status: QuartzRunStatus;
  durationMs: number;
}

export type QuartzRunStatus = 'success' | 'error';
export type QuartzTrigger = 'cron' | 'manual';

export interface QuartzJobJson {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  status_dictText: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  delFlag: number;
  /** 'yyyy-MM-dd HH:mm:ss' (GMT+8), null while stopped. */
  nextFireTime: string | null;
  lastRun: QuartzLastRun | null;
}

/** GET /sys/quartzJob/handlers: what may go into jobClassName. */
export interface QuartzHandlerInfo {
  name: string;
  title: string;
  description: string;
  parameterHint: string;
}

/** One row of GET /sys/quartzJob/logList (newest first). */
export interface QuartzJobLogJson {
  id: string;
  jobId: string;
  jobClassName: string;
  trigger: QuartzTrigger;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  status: QuartzRunStatus;
  error: string | null;
  /** The handler's short result text (addition to the wire contract). */
  result: string | null;
  /** host:pid of the server process that ran it. */
  node: string;
}

import type { QuartzJobRecord } from '../../../../src/shared/api/sys/quartz-job-api';
import type { QuartzHandlerInfo, QuartzJobLogJson } from '../../../../src/shared/domain/resources/quartz-job';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { fail, ok, type FakeServer } from '../../shared/fake-server';
import { bodyOf, paramsOf } from '../../shared/user-admin-fixtures';

/** The handlers the server ships (wire contract). */
export const HANDLERS: QuartzHandlerInfo[] = [
  {
    name: 'cleanExpiredSessions',
    title: '清理过期会话',
    description: '删除过期和已结束的会话',
    parameterHint: '无需参数',
  },
  {
    name: 'cleanOldLogs',
    title: '清理历史日志',
    description: '删除超过保留天数的日志',
    parameterHint: '保留天数，默认180，至少7',
  },
  {
    name: 'sampleJob',
    title: '示例任务',
    description: '记录一行带参数的日志',
    parameterHint: '任意文本；填 fail 时本次执行失败',
  },
];

function job(
  partial: Partial<QuartzJobRecord> & Pick<QuartzJobRecord, 'id' | 'jobClassName'>,
): QuartzJobRecord {
  return {
    cronExpression: '0 0/10 * * * ? *',
    parameter: null,
    description: null,
    status: 0,
    status_dictText: '正常',
    createBy: 'admin',
    createTime: '2026-11-20 08:00:00',
    updateBy: null,
    updateTime: null,
    delFlag: 0,
    nextFireTime: '2026-11-21 18:50:00',
    lastRun: null,
    ...partial,
  };
}

export interface QuartzState {
  jobs: QuartzJobRecord[];
  logs: QuartzJobLogJson[];
}

/** A stateful fake of /sys/quartzJob/*: two seeded jobs, one with a success and a failed run. */
export function fakeQuartzBackend(server: FakeServer): QuartzState {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, { quartz_status: [item('0', '正常'), item('-1', '停止')] });
  const state: QuartzState = {
    jobs: [
      job({
        id: 'j1',
        jobClassName: 'cleanExpiredSessions',
        description: '每十分钟清理会话',
        lastRun: { startTime: '2026-11-21 18:30:00', status: 'success', durationMs: 850 },
      }),
      job({
        id: 'j2',
        jobClassName: 'sampleJob',
        cronExpression: '0/30 * * * * ? *',
        status: -1,
        status_dictText: '停止',
        nextFireTime: null,
      }),
    ],
    logs: [
      {
        id: 'l2',
        jobId: 'j1',
        jobClassName: 'cleanExpiredSessions',
        trigger: 'cron',
        startTime: '2026-11-21 18:30:00',
        endTime: '2026-11-21 18:30:01',
        durationMs: 850,
        status: 'success',
        error: null,
        result: '删除 3 个会话',
        node: 'host:101',
      },
      {
        id: 'l1',
        jobId: 'j1',
        jobClassName: 'cleanExpiredSessions',
        trigger: 'cron',
        startTime: '2026-11-21 18:20:00',
        endTime: '2026-11-21 18:20:02',
        durationMs: 2300,
        status: 'error',
        error: '数据库连接中断',
        result: null,
        node: 'host:101',
      },
    ],
  };
  const setStatus = (id: string, status: number) => {
    state.jobs = state.jobs.map((j) =>
      j.id === id
        ? {
            ...j,
            status,
            status_dictText: status === 0 ? '正常' : '停止',
            nextFireTime: status === 0 ? '2026-11-21 19:00:00' : null,
          }
        : j,
    );
  };
  server.on('GET /sys/quartzJob/list', () => ok({ records: state.jobs, total: state.jobs.length }, '', 0));
  server.on('GET /sys/quartzJob/handlers', () => ok(HANDLERS));
  server.on('POST /sys/quartzJob/add', (c) => {
    const body = bodyOf(c) as Record<string, unknown>;
    if (state.jobs.some((j) => j.jobClassName === body.jobClassName)) return fail('该定时任务类名已存在');
    state.jobs = [
      ...state.jobs,
      job({
        ...(body as Partial<QuartzJobRecord>),
        id: `n${state.jobs.length}`,
        jobClassName: String(body.jobClassName),
      }),
    ];
    return ok(null, '创建定时任务成功');
  });
  server.on('PUT /sys/quartzJob/edit', () => ok(null, '更新定时任务成功!'));
  server.on('DELETE /sys/quartzJob/delete', (c) => {
    state.jobs = state.jobs.filter((j) => j.id !== String(paramsOf(c).id));
    return ok(null, '删除成功!');
  });
  server.on('GET /sys/quartzJob/pause', (c) => {
    setStatus(String(paramsOf(c).id), -1);
    return ok(null, '停止定时任务成功');
  });
  server.on('GET /sys/quartzJob/resume', (c) => {
    setStatus(String(paramsOf(c).id), 0);
    return ok(null, '启动定时任务成功');
  });
  server.on('GET /sys/quartzJob/execute', (c) => {
    const id = String(paramsOf(c).id);
    const target = state.jobs.find((j) => j.id === id);
    state.logs = [
      {
        id: `m${state.logs.length}`,
        jobId: id,
        jobClassName: target?.jobClassName ?? '',
        trigger: 'manual',
        startTime: '2026-11-21 18:40:00',
        endTime: '2026-11-21 18:40:00',
        durationMs: 12,
        status: 'success',
        error: null,
        result: '手动运行完成',
        node: 'host:101',
      },
      ...state.logs,
    ];
    return ok(null, '执行成功!');
  });
  server.on('GET /sys/quartzJob/logList', (c) => {
    const records = state.logs.filter((l) => l.jobId === String(paramsOf(c).jobId));
    return ok({ records, total: records.length, current: 1, size: 10 }, '', 0);
  });
  server.on('DELETE /sys/quartzJob/cleanLog', (c) => {
    state.logs = state.logs.filter((l) => l.jobId !== String(paramsOf(c).jobId));
    return ok(null, '清空成功!');
  });
  return state;
}

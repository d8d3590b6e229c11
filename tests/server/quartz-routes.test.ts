import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import type {
  QuartzHandlerInfo,
  QuartzJobJson,
  QuartzJobLogJson,
} from '../../src/shared/domain/resources/quartz-job';
import { newId } from '../../server/lib/ids';
import { call, login } from './support/helpers';
import { operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 定时任务 endpoints (scheduler not running): every route, its messages and its permission. */

let t: TestApp;
let admin: string;
let listOnly: string;
let nobody: string;

type Page<T> = { records: T[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  listOnly = (
    await signedInUser(t, 'quartzlist', { roleId: await roleWith(t, 'quartz_list', [PERM.quartzJob.list]) })
  ).token;
  nobody = (await signedInUser(t, 'quartznone')).token;
});
afterAll(() => t.close());

const jobCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sys_quartz_job'))[0]?.n);

async function jobByHandler(name: string): Promise<QuartzJobJson> {
  const res = await call<Page<QuartzJobJson>>(t.app, 'GET', '/sys/quartzJob/list', {
    token: admin,
    query: { jobClassName: name },
  });
  const job = res.body.result.records.find((j) => j.jobClassName === name);
  if (!job) throw new Error(`no job ${name}`);
  return job;
}

async function freeSample(): Promise<void> {
  await t.db.query("UPDATE sys_quartz_job SET del_flag = 1 WHERE job_class_name = 'sampleJob'");
}

describe('list, queryById, handlers', () => {
  it('lists the seeded jobs with dict text, next fire time and last run', async () => {
    const res = await call<Page<QuartzJobJson>>(t.app, 'GET', '/sys/quartzJob/list', { token: admin });
    expect(res.body.success).toBe(true);
    const names = res.body.result.records.map((j) => j.jobClassName).sort();
    expect(names).toEqual([
      'cleanExpiredSessions',
      'cleanOldLogs',
      'maintainDatabase',
      'openMonthlySettlements',
      'sampleJob',
    ]);
    const sessions = await jobByHandler('cleanExpiredSessions');
    expect(sessions).toMatchObject({
      cronExpression: '0 0/10 * * * ? *',
      status: 0,
      status_dictText: '正常',
      delFlag: 0,
      lastRun: null,
    });
    expect(sessions.nextFireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d0:00$/);
    const sample = await jobByHandler('sampleJob');
    expect(sample).toMatchObject({ status: -1, status_dictText: '停止', nextFireTime: null });
    expect((await jobByHandler('cleanOldLogs')).parameter).toBe('180');

    const stopped = await call<Page<QuartzJobJson>>(t.app, 'GET', '/sys/quartzJob/list', {
      token: admin,
      query: { status: '-1' },
    });
    expect(stopped.body.result.records.map((j) => j.jobClassName)).toEqual(['sampleJob']);
  });

  it('shows the last finished run and hides runs in progress', async () => {
    const job = await jobByHandler('cleanOldLogs');
    await t.db.query(
      `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, start_time, end_time, duration_ms, status, node)
       VALUES ($1, $2, 'cleanOldLogs', 'manual', '2026-03-01T02:00:00Z', '2026-03-01T02:00:01Z', 1200, 'success', 'h:1'),
              ($3, $2, 'cleanOldLogs', 'manual', '2026-03-02T02:00:00Z', NULL, NULL, 'running', 'h:1')`,
      [newId(), job.id, newId()],
    );
    const again = await jobByHandler('cleanOldLogs');
    expect(again.lastRun).toEqual({ startTime: '2026-03-01 10:00:00', status: 'success', durationMs: 1200 });
    const logs = await call<Page<QuartzJobLogJson>>(t.app, 'GET', '/sys/quartzJob/logList', {
      token: admin,
      query: { jobId: job.id },
    });
    expect(logs.body.result.total).toBe(1);
    expect(logs.body.result.records[0]).toMatchObject({
      jobId: job.id,
      jobClassName: 'cleanOldLogs',
      trigger: 'manual',
      startTime: '2026-03-01 10:00:00',
      endTime: '2026-03-01 10:00:01',
      durationMs: 1200,
      status: 'success',
      error: null,
      node: 'h:1',
    });
  });

  it('answers queryById and refuses an unknown id', async () => {
    const job = await jobByHandler('sampleJob');
    const res = await call<QuartzJobJson>(t.app, 'GET', '/sys/quartzJob/queryById', {
      token: admin,
      query: { id: job.id },
    });
    expect(res.body.result).toMatchObject({ id: job.id, jobClassName: 'sampleJob' });
    const missing = await call(t.app, 'GET', '/sys/quartzJob/queryById', {
      token: admin,
      query: { id: '404' },
    });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('lists the handlers with Chinese titles', async () => {
    const res = await call<QuartzHandlerInfo[]>(t.app, 'GET', '/sys/quartzJob/handlers', { token: listOnly });
    expect(res.body.result.map((h) => [h.name, h.title])).toEqual([
      ['cleanExpiredSessions', '清理过期会话'],
      ['cleanOldLogs', '清理历史日志'],
      ['sampleJob', '示例任务'],
      ['openMonthlySettlements', '开立月度结算任务'],
      ['maintainDatabase', '数据库维护'],
    ]);
    for (const h of res.body.result) expect(h.description.length).toBeGreaterThan(0);
  });
});

describe('add and edit', () => {
  it('refuses unknown handlers, bad or finished cron and bad parameters, saving nothing', async () => {
    const before = await jobCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { jobClassName: 'org.jeecg.Job', cronExpression: '0/5 * * * * ?' },
        '定时任务处理器不存在：org.jeecg.Job',
      ],
      [
        { jobClassName: 'sampleJob', cronExpression: '0/5 * * * *' },
        'Cron表达式不正确：应为 6 或 7 个字段（秒 分 时 日 月 周 [年]），当前为 5 个',
      ],
      [{ jobClassName: 'sampleJob', cronExpression: '0 0 0 1 1 ? 2020' }, 'Cron表达式没有下一次执行时间'],
      [{ jobClassName: 'sampleJob' }, '请输入Cron表达式!'],
      [{ cronExpression: '0/5 * * * * ?' }, '请选择任务处理器!'],
      [{ jobClassName: 'sampleJob', cronExpression: '0/5 * * * * ?', status: '3' }, '状态的值不正确'],
      [
        { jobClassName: 'cleanOldLogs', cronExpression: '0 0 3 * * ?', parameter: '3' },
        '清理历史日志的参数是保留天数，必须是 7-36500 之间的整数',
      ],
      // The handler exists, but a job for it does already.
      [{ jobClassName: 'cleanExpiredSessions', cronExpression: '0/5 * * * * ?' }, '该定时任务类名已存在'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/sys/quartzJob/add', { token: admin, body });
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await jobCount()).toBe(before);
  });

  it('adds a job (status 正常 by default) and logs the operation', async () => {
    await freeSample();
    const res = await call(t.app, 'POST', '/sys/quartzJob/add', {
      token: admin,
      body: {
        jobClassName: ' sampleJob ',
        cronExpression: '0/15 * * * * ? *',
        parameter: 'hello',
        description: '测试',
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '创建定时任务成功' });
    const job = await jobByHandler('sampleJob');
    expect(job).toMatchObject({ status: 0, parameter: 'hello', description: '测试', createBy: 'admin' });
    expect(job.nextFireTime).toMatch(/:(00|15|30|45)$/);
    expect(await operationLogs(t, '添加定时任务：sampleJob')).toHaveLength(1);
  });

  it('edits with PUT and POST; bad values change nothing', async () => {
    const job = await jobByHandler('sampleJob');
    const put = await call(t.app, 'PUT', '/sys/quartzJob/edit', {
      token: admin,
      body: { id: job.id, cronExpression: '0 0/5 * * * ?', parameter: 'fail', status: -1 },
    });
    expect(put.body).toMatchObject({ success: true, message: '更新定时任务成功!' });
    expect(await jobByHandler('sampleJob')).toMatchObject({
      cronExpression: '0 0/5 * * * ?',
      parameter: 'fail',
      status: -1,
      nextFireTime: null,
      updateBy: 'admin',
    });
    for (const [body, message] of [
      [{ id: job.id, cronExpression: 'x x x x x x' }, 'Cron表达式不正确：秒字段「x」无法识别'],
      [{ id: job.id, jobClassName: 'nope' }, '定时任务处理器不存在：nope'],
      [
        { id: job.id, jobClassName: 'cleanOldLogs' },
        '清理历史日志的参数是保留天数，必须是 7-36500 之间的整数',
      ],
      [{ id: job.id, jobClassName: 'cleanOldLogs', parameter: '30' }, '该定时任务类名已存在'],
      [{ id: '404', cronExpression: '0/5 * * * * ?' }, '未找到对应实体'],
    ] as const) {
      const res = await call(t.app, 'POST', '/sys/quartzJob/edit', { token: admin, body });
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await jobByHandler('sampleJob')).toMatchObject({
      cronExpression: '0 0/5 * * * ?',
      parameter: 'fail',
    });
    const post = await call(t.app, 'POST', '/sys/quartzJob/edit', {
      token: admin,
      body: { id: job.id, description: '改过' },
    });
    expect(post.body.success).toBe(true);
    expect((await jobByHandler('sampleJob')).description).toBe('改过');
  });
});

describe('pause, resume, execute', () => {
  it('pauses and resumes with the contract messages', async () => {
    const job = await jobByHandler('cleanExpiredSessions');
    const pause = await call(t.app, 'GET', '/sys/quartzJob/pause', { token: admin, query: { id: job.id } });
    expect(pause.body).toMatchObject({ success: true, message: '停止定时任务成功' });
    expect(await jobByHandler('cleanExpiredSessions')).toMatchObject({ status: -1, nextFireTime: null });
    const resume = await call(t.app, 'GET', '/sys/quartzJob/resume', { token: admin, query: { id: job.id } });
    expect(resume.body).toMatchObject({ success: true, message: '启动定时任务成功' });
    expect((await jobByHandler('cleanExpiredSessions')).nextFireTime).not.toBeNull();
    expect(await operationLogs(t, '停止定时任务：cleanExpiredSessions')).toHaveLength(1);
  });

  it('refuses to resume a job whose expression never fires again', async () => {
    const job = await jobByHandler('sampleJob');
    await t.db.query(
      "UPDATE sys_quartz_job SET cron_expression = '0 0 0 1 1 ? 2021', status = -1 WHERE id = $1",
      [job.id],
    );
    const res = await call(t.app, 'GET', '/sys/quartzJob/resume', { token: admin, query: { id: job.id } });
    expect(res.body).toMatchObject({ success: false, message: 'Cron表达式没有下一次执行时间' });
    expect((await jobByHandler('sampleJob')).status).toBe(-1);
  });

  it('queues 执行一次 for the runner, also for a stopped job', async () => {
    const job = await jobByHandler('sampleJob');
    const t0 = Date.now();
    const res = await call(t.app, 'GET', '/sys/quartzJob/execute', { token: admin, query: { id: job.id } });
    expect(res.body).toMatchObject({ success: true, message: '执行成功!' });
    const queued = await t.db.query<{ job_id: string; run_after: Date; requested_by: string }>(
      'SELECT job_id, run_after, requested_by FROM sys_quartz_job_queue',
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ job_id: job.id, requested_by: 'admin' });
    expect(new Date(queued[0]!.run_after).getTime() - t0).toBeGreaterThanOrEqual(90);
    const missing = await call(t.app, 'GET', '/sys/quartzJob/execute', {
      token: admin,
      query: { id: '404' },
    });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
    await t.db.query('DELETE FROM sys_quartz_job_queue');
  });
});

describe('logs and delete', () => {
  it('pages the run log newest first and cleans one job’s log', async () => {
    const job = await jobByHandler('cleanExpiredSessions');
    for (let i = 0; i < 3; i++) {
      await t.db.query(
        `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, fire_time, start_time, end_time,
           duration_ms, status, error, node)
         VALUES ($1, $2, 'cleanExpiredSessions', 'cron', $3, $3, $3, 5, $4, $5, 'h:2')`,
        [
          newId(),
          job.id,
          new Date(Date.UTC(2026, 4, 1, 0, i)),
          i === 2 ? 'error' : 'success',
          i === 2 ? '坏了' : null,
        ],
      );
    }
    const page = await call<Page<QuartzJobLogJson>>(t.app, 'GET', '/sys/quartzJob/logList', {
      token: admin,
      query: { jobId: job.id, pageNo: '1', pageSize: '2' },
    });
    expect(page.body.result.total).toBe(3);
    expect(page.body.result.records.map((r) => [r.startTime, r.status, r.error])).toEqual([
      ['2026-05-01 08:02:00', 'error', '坏了'],
      ['2026-05-01 08:01:00', 'success', null],
    ]);
    const missing = await call(t.app, 'DELETE', '/sys/quartzJob/cleanLog', { token: admin });
    expect(missing.body).toMatchObject({ success: false, message: '请选择定时任务' });
    const clean = await call(t.app, 'DELETE', '/sys/quartzJob/cleanLog', {
      token: admin,
      query: { jobId: job.id },
    });
    expect(clean.body).toMatchObject({ success: true, message: '清空成功!' });
    const after = await call<Page<QuartzJobLogJson>>(t.app, 'GET', '/sys/quartzJob/logList', {
      token: admin,
      query: { jobId: job.id },
    });
    expect(after.body.result.total).toBe(0);
    // Other jobs' logs stay.
    const all = await call<Page<QuartzJobLogJson>>(t.app, 'GET', '/sys/quartzJob/logList', { token: admin });
    expect(all.body.result.total).toBeGreaterThan(0);
  });

  it('deletes one and many (logically); the handler name is free again', async () => {
    const sample = await jobByHandler('sampleJob');
    const bad = await call(t.app, 'DELETE', '/sys/quartzJob/deleteBatch', {
      token: admin,
      query: { ids: `${sample.id},404` },
    });
    expect(bad.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await jobByHandler('sampleJob')).id).toBe(sample.id);
    const one = await call(t.app, 'DELETE', '/sys/quartzJob/delete', {
      token: admin,
      query: { id: sample.id },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const row = await t.db.query<{ del_flag: number }>('SELECT del_flag FROM sys_quartz_job WHERE id = $1', [
      sample.id,
    ]);
    expect(row[0]?.del_flag).toBe(1);
    const again = await call(t.app, 'POST', '/sys/quartzJob/add', {
      token: admin,
      body: { jobClassName: 'sampleJob', cronExpression: '0/30 * * * * ? *', status: -1 },
    });
    expect(again.body.success).toBe(true);
    const a = await jobByHandler('sampleJob');
    const b = await jobByHandler('cleanOldLogs');
    const batch = await call(t.app, 'DELETE', '/sys/quartzJob/deleteBatch', {
      token: admin,
      query: { ids: `${a.id},${b.id}` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除定时任务成功!' });
    const left = await call<Page<QuartzJobJson>>(t.app, 'GET', '/sys/quartzJob/list', { token: admin });
    expect(left.body.result.records.map((j) => j.jobClassName).sort()).toEqual([
      'cleanExpiredSessions',
      'maintainDatabase',
      'openMonthlySettlements',
    ]);
  });
});

describe('permissions', () => {
  it('refuses every route without its code; the list code alone reads only', async () => {
    const job = await jobByHandler('cleanExpiredSessions');
    const routes: Array<[string, string, Record<string, string>, unknown?]> = [
      ['GET', '/sys/quartzJob/list', {}],
      ['GET', '/sys/quartzJob/queryById', { id: job.id }],
      ['GET', '/sys/quartzJob/handlers', {}],
      ['POST', '/sys/quartzJob/add', {}, { jobClassName: 'sampleJob', cronExpression: '0/5 * * * * ?' }],
      ['PUT', '/sys/quartzJob/edit', {}, { id: job.id, parameter: 'x' }],
      ['POST', '/sys/quartzJob/edit', {}, { id: job.id, parameter: 'x' }],
      ['DELETE', '/sys/quartzJob/delete', { id: job.id }],
      ['DELETE', '/sys/quartzJob/deleteBatch', { ids: job.id }],
      ['GET', '/sys/quartzJob/pause', { id: job.id }],
      ['GET', '/sys/quartzJob/resume', { id: job.id }],
      ['GET', '/sys/quartzJob/execute', { id: job.id }],
      ['GET', '/sys/quartzJob/logList', { jobId: job.id }],
      ['DELETE', '/sys/quartzJob/cleanLog', { jobId: job.id }],
    ];
    const readable = new Set(['/sys/quartzJob/list', '/sys/quartzJob/queryById', '/sys/quartzJob/handlers']);
    for (const [method, path, query, body] of routes) {
      const none = await call(t.app, method as 'GET', path, { token: nobody, query, body });
      expect(none.body, `${method} ${path}`).toMatchObject({ success: false, code: 510 });
      const lister = await call(t.app, method as 'GET', path, { token: listOnly, query, body });
      expect(lister.body.success, `${method} ${path} with list only`).toBe(readable.has(path));
    }
    expect((await jobByHandler('cleanExpiredSessions')).parameter).toBeNull();
    expect((await call(t.app, 'GET', '/sys/quartzJob/list', {})).status).toBe(401);
  });
});

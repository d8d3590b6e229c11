import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanExpiredSessions } from '../../server/lib/scheduler/handlers/clean-expired-sessions';
import { cleanOldLogs, keepDays } from '../../server/lib/scheduler/handlers/clean-old-logs';
import { findHandler, JOB_HANDLERS } from '../../server/lib/scheduler/handlers/registry';
import { sampleJob } from '../../server/lib/scheduler/handlers/sample-job';
import type { HandlerContext } from '../../server/lib/scheduler/types';
import { createTestApp, type TestApp } from './support/test-app';

/** The shipped job handlers against a real database. */

let t: TestApp;
let adminId: string;
const NOW = new Date('2026-06-01T00:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.db.query<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))[0]!.id;
});
afterAll(() => t.close());

function ctx(parameter: string | null, lines: string[] = []): HandlerContext {
  return { db: t.db, config: t.config, parameter, now: NOW, log: (m) => lines.push(m) };
}

describe('registry', () => {
  it('names each handler once and finds it by name', () => {
    const names = JOB_HANDLERS.map((h) => h.name);
    expect(new Set(names).size).toBe(names.length);
    expect(findHandler('cleanOldLogs')).toBe(cleanOldLogs);
    expect(findHandler('org.jeecg.modules.quartz.job.SampleJob')).toBeUndefined();
  });
});

describe('cleanExpiredSessions', () => {
  it('deletes ended sessions and keeps live ones', async () => {
    const session = (id: string, created: Date, seen: Date, expires: Date, revoked: Date | null) =>
      t.db.query(
        `INSERT INTO sys_session (id, user_id, username, created_at, last_seen_at, expires_at, revoked_at)
         VALUES ($1, $2, 'admin', $3, $4, $5, $6)`,
        [id, adminId, created, seen, expires, revoked],
      );
    await session('live', ago(HOUR), ago(60_000), new Date(NOW.getTime() + HOUR), null);
    await session('expired', ago(13 * HOUR), ago(HOUR), ago(1000), null);
    await session('revoked', ago(HOUR), ago(60_000), new Date(NOW.getTime() + HOUR), ago(1000));
    await session(
      'idle',
      ago(3 * HOUR),
      ago(t.config.sessionIdleMinutes * 60_000 + 1000),
      new Date(NOW.getTime() + HOUR),
      null,
    );
    const text = await cleanExpiredSessions.run(ctx(null));
    const left = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_session WHERE id IN ('live', 'expired', 'revoked', 'idle')",
    );
    expect(left.map((r) => r.id)).toEqual(['live']);
    expect(text).toMatch(/^已清理 \d+ 个过期会话$/);
  });
});

describe('cleanOldLogs', () => {
  it('reads the days kept: default 180, at least 7', () => {
    expect(keepDays(null)).toBe(180);
    expect(keepDays(' 30 ')).toBe(30);
    expect(keepDays('6')).toBeNull();
    expect(keepDays('abc')).toBeNull();
    expect(cleanOldLogs.validateParameter?.('7')).toBeUndefined();
    expect(cleanOldLogs.validateParameter?.('1')).toBe(
      '清理历史日志的参数是保留天数，必须是 7-36500 之间的整数',
    );
  });

  it('deletes system and job-run logs older than the days kept, never a running run', async () => {
    const log = (id: string, at: Date) =>
      t.db.query("INSERT INTO sys_log (id, log_type, log_content, create_time) VALUES ($1, 2, 'x', $2)", [
        id,
        at,
      ]);
    await log('oldlog', ago(31 * DAY));
    await log('newlog', ago(29 * DAY));
    const run = (id: string, at: Date, status: string) =>
      t.db.query(
        `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, start_time, status, node)
         VALUES ($1, 'j', 'sampleJob', 'manual', $2, $3, 'h:1')`,
        [id, at, status],
      );
    await run('oldrun', ago(40 * DAY), 'success');
    await run('oldrunning', ago(40 * DAY), 'running');
    await run('newrun', ago(DAY), 'error');
    const text = await cleanOldLogs.run(ctx('30'));
    expect(text).toBe('已删除 1 条系统日志、1 条任务执行日志（保留 30 天）');
    const logs = await t.db.query<{ id: string }>("SELECT id FROM sys_log WHERE id IN ('oldlog', 'newlog')");
    expect(logs.map((r) => r.id)).toEqual(['newlog']);
    const runs = await t.db.query<{ id: string }>('SELECT id FROM sys_quartz_job_log ORDER BY id');
    expect(runs.map((r) => r.id)).toEqual(['newrun', 'oldrunning']);
    await expect(cleanOldLogs.run(ctx('2'))).rejects.toThrow('保留天数');
  });
});

describe('sampleJob', () => {
  it('logs its parameter and fails on request', async () => {
    const lines: string[] = [];
    expect(await sampleJob.run(ctx('abc', lines))).toBe('示例任务执行完成，参数：abc');
    expect(lines).toEqual(['示例任务执行，参数：abc']);
    await expect(sampleJob.run(ctx('fail'))).rejects.toThrow('示例任务按参数要求失败');
  });
});

// Faults (issue 10): the server SIGKILLed in the middle of an Excel import, a job run, an invoice
// submission and a settlement transition on PostgreSQL leaves no partial rows, and a restart on
// the same database is clean (login works, the interrupted job run is recorded as interrupted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUARTZ_MESSAGES } from '../../src/shared/domain/resources/quartz-job';
import { xlsxOf } from '../server/support/excel-files';
import { api, postFiles, tokenOf } from './support/http';
import { holdInFlight } from './support/in-flight';
import { count, createDatabase, PG_SKIP_REASON, PG_URL, type TestDatabase } from './support/pg';
import { newDataDir, removeDir, startProcess, waitFor, type ServerProcess } from './support/proc';

const USER_HEADER = ['用户账号', '用户姓名', '工号', '职务', '生日', '性别', '邮箱', '手机号码', '座机'];
const IMPORTED = 400;

describe.skipIf(!PG_URL)(
  `SIGKILL mid-transaction on PostgreSQL${PG_URL ? '' : ` (${PG_SKIP_REASON})`}`,
  { timeout: 150_000 },
  () => {
    let db: TestDatabase;
    let dataDir: string;
    let server: ServerProcess;

    const restart = async () => {
      server = await startProcess({ dataDir, databaseUrl: db.url });
      // Clean restart: a login (reads and writes) works at once.
      expect(await tokenOf(server.apiBase)).toMatch(/\./);
    };

    /** Kills the server while it waits inside its transaction, then lets PostgreSQL go on. */
    async function killDuring(
      table: string,
      pattern: string,
      request: () => Promise<unknown>,
      answerLost = true,
    ) {
      const flight = await holdInFlight(db.client, table, pattern, request);
      await server.kill();
      await flight.release();
      // The request never got an answer: it died with the process.
      if (answerLost) expect(await flight.pending).toBeInstanceOf(Error);
      // The orphaned backend sees the closed socket and aborts; wait until it is gone.
      await waitFor(
        'the killed server’s backends to end',
        async () =>
          (await count(
            db.client,
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )) === 0,
      );
    }

    beforeAll(async () => {
      db = await createDatabase();
      dataDir = newDataDir();
      server = await startProcess({ dataDir, databaseUrl: db.url });
    });

    afterAll(async () => {
      await server?.stop();
      await db?.drop();
      removeDir(dataDir);
    });

    it('an Excel import killed before commit leaves none of its rows; re-run imports all', async () => {
      const rows = Array.from({ length: IMPORTED }, (_, i) => [
        `fault_u${String(i).padStart(4, '0')}`,
        `导入用户${i}`,
      ]);
      const file = await xlsxOf([USER_HEADER, ...rows.map((r) => [...r, '', '', '', '男', '', '', ''])]);
      const token = await tokenOf(server.apiBase);
      const users = `SELECT 1 FROM sys_user WHERE username LIKE 'fault\\_u%'`;
      // sys_log takes the import's operation log, the last write of its transaction.
      await killDuring('sys_log', 'INSERT INTO sys_log', () =>
        postFiles(server.apiBase, '/sys/user/importExcel', token, [{ fileName: '用户.xlsx', data: file }]),
      );
      expect(await count(db.client, users)).toBe(0);
      await restart();
      const again = await postFiles(server.apiBase, '/sys/user/importExcel', await tokenOf(server.apiBase), [
        { fileName: '用户.xlsx', data: file },
      ]);
      expect(again.body.success, again.body.message).toBe(true);
      expect(await count(db.client, users)).toBe(IMPORTED);
    });

    it('a job run killed mid-run opens no task; the restarted runner records the run as interrupted', async () => {
      const [job] = (
        await db.client.query<{ id: string }>(
          `SELECT id FROM sys_quartz_job WHERE job_class_name = 'openMonthlySettlements' AND del_flag = 0`,
        )
      ).rows;
      expect(job, 'the seeded 开立月度结算任务 job').toBeDefined();
      // A month nobody has opened: every running plant gets a task, so the run has writes to make.
      await db.client.query(`UPDATE sys_quartz_job SET parameter = '2039-07' WHERE id = $1`, [job!.id]);
      const tasks = `SELECT 1 FROM biz_settlement_task WHERE settle_month = '2039-07'`;
      const token = await tokenOf(server.apiBase);
      await killDuring(
        'biz_settlement_log',
        'INSERT INTO biz_settlement_log',
        () =>
          // execute queues the run and answers; the run itself is then in flight in the runner.
          api(server.apiBase, 'GET', `/sys/quartzJob/execute?id=${job!.id}`, token).then((r) =>
            r.body.success ? new Promise(() => undefined) : r,
          ),
        false,
      );
      expect(await count(db.client, tasks)).toBe(0);
      const runs = `SELECT 1 FROM sys_quartz_job_log WHERE job_id = $1`;
      // The run's log row was committed when it started: it is the one trace the kill leaves.
      expect(await count(db.client, `${runs} AND status = 'running'`, [job!.id])).toBe(1);
      await restart();
      await waitFor(
        'the interrupted run to be marked failed',
        async () =>
          (await count(db.client, `${runs} AND status = 'error' AND error = $2`, [
            job!.id,
            QUARTZ_MESSAGES.interrupted,
          ])) === 1,
      );
      expect(await count(db.client, `${runs} AND status = 'running'`, [job!.id])).toBe(0);
      expect(await count(db.client, tasks)).toBe(0);
    });

    it('an invoice submission killed before commit leaves every invoice a draft', async () => {
      // Test data: a task of 电厂 the seed already invoiced goes back to 已确认 and its invoices back
      // to the pool as drafts, so their sum is exactly the task's amount and a submission passes.
      const { rows } = await db.client.query<{ task: string; ids: string[] }>(
        `SELECT t.id AS task, array_agg(i.id ORDER BY i.id) AS ids
         FROM biz_settlement_task t
         JOIN biz_invoice i ON i.task_id = t.id
        WHERE t.plant_id IN (SELECT p.id FROM biz_plant p JOIN sys_user u ON u.org_code = p.sys_org_code
                              WHERE u.username = 'dianchang')
        GROUP BY t.id ORDER BY t.id LIMIT 1`,
      );
      const target = rows[0];
      expect(target, 'an invoiced task of 电厂 in the seed').toBeDefined();
      await db.client.query(`UPDATE biz_settlement_task SET status = 'confirmed' WHERE id = $1`, [
        target!.task,
      ]);
      await db.client.query(
        `UPDATE biz_invoice SET status = 'draft', task_id = NULL, submit_by = NULL, submit_time = NULL, return_reason = NULL
        WHERE id = ANY($1::varchar[])`,
        [target!.ids],
      );
      const drafts = `SELECT 1 FROM biz_invoice WHERE id = ANY($1::varchar[]) AND status = 'draft' AND task_id IS NULL`;
      const before = await count(db.client, drafts, [target!.ids]);
      expect(before).toBe(target!.ids.length);
      const token = await tokenOf(server.apiBase, 'dianchang');
      await killDuring('biz_invoice', 'UPDATE biz_invoice', () =>
        api(server.apiBase, 'POST', '/cwxt/invoice/submit', token, {
          taskId: target!.task,
          ids: target!.ids,
        }),
      );
      expect(await count(db.client, drafts, [target!.ids])).toBe(before);
      await restart();
      const again = await api(
        server.apiBase,
        'POST',
        '/cwxt/invoice/submit',
        await tokenOf(server.apiBase, 'dianchang'),
        {
          taskId: target!.task,
          ids: target!.ids,
        },
      );
      expect(again.body.success, again.body.message).toBe(true);
      expect(
        await count(
          db.client,
          `SELECT 1 FROM biz_invoice WHERE id = ANY($1::varchar[]) AND status = 'submitted' AND task_id = $2`,
          [target!.ids, target!.task],
        ),
      ).toBe(before);
    });

    it('a settlement transition killed between its update and its log leaves the task and its log as they were', async () => {
      const { rows } = await db.client.query<{ id: string }>(
        `SELECT t.id FROM biz_settlement_task t
        WHERE t.status = 'pending'
          AND t.plant_id IN (SELECT p.id FROM biz_plant p JOIN sys_user u ON u.org_code = p.sys_org_code
                              WHERE u.username = 'dianchang')
        ORDER BY t.settle_month DESC LIMIT 1`,
      );
      const task = rows[0];
      expect(task, 'a pending task of 电厂 in the seed').toBeDefined();
      const logs = `SELECT 1 FROM biz_settlement_log WHERE task_id = $1`;
      const logsBefore = await count(db.client, logs, [task!.id]);
      const token = await tokenOf(server.apiBase, 'dianchang');
      await killDuring('biz_settlement_log', 'INSERT INTO biz_settlement_log', () =>
        api(server.apiBase, 'POST', '/cwxt/settlement/confirm', token, { id: task!.id }),
      );
      // The UPDATE of the task ran before the blocked log insert; neither is there.
      expect(
        await count(db.client, `SELECT 1 FROM biz_settlement_task WHERE id = $1 AND status = 'pending'`, [
          task!.id,
        ]),
      ).toBe(1);
      expect(await count(db.client, logs, [task!.id])).toBe(logsBefore);
      await restart();
      const again = await api(
        server.apiBase,
        'POST',
        '/cwxt/settlement/confirm',
        await tokenOf(server.apiBase, 'dianchang'),
        {
          id: task!.id,
        },
      );
      expect(again.body.success, again.body.message).toBe(true);
      expect(
        await count(db.client, `SELECT 1 FROM biz_settlement_task WHERE id = $1 AND status = 'confirmed'`, [
          task!.id,
        ]),
      ).toBe(1);
      expect(await count(db.client, logs, [task!.id])).toBe(logsBefore + 1);
    });
  },
);

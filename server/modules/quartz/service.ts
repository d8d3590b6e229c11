import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  checkQuartzCron,
  QUARTZ_MESSAGES,
  QUARTZ_STATUS,
  quartzJobSchema,
  type QuartzHandlerInfo,
  type QuartzJobJson,
} from '../../../src/shared/domain/resources/quartz-job';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { JOB_HANDLERS, findHandler } from '../../lib/scheduler/handlers/registry';
import type { SchedulerSignal } from '../../lib/scheduler/runner-election';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { insertLogged, updateInScopeLogged, type ScopedTable } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { toJobJson, type QuartzJobRow } from './job-json';

const UNIQUE = { uniq_job_class_name: QUARTZ_MESSAGES.handlerTaken };
/** 执行一次 runs this long after the request (JeecgBoot: about 0.1 s). */
export const EXECUTE_DELAY_MS = 100;

/** Jobs are platform rows (no tenant); data rules of the 定时任务 menu still bound every access. */
async function jobTable(db: Db, auth: AuthContext): Promise<ScopedTable> {
  return {
    table: 'sys_quartz_job',
    schema: quartzJobSchema,
    alias: 'j',
    fixedWhere: () => ['j.del_flag = 0'],
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.quartzJob),
  };
}

async function jobsInScope(db: Db, table: ScopedTable, ids: readonly string[]): Promise<QuartzJobRow[]> {
  const w = whereForIds({ ...table, ids });
  return db.query<QuartzJobRow>(`SELECT j.* FROM sys_quartz_job j WHERE ${w.where}`, w.params);
}

async function oneJob(db: Db, table: ScopedTable, rawId: unknown): Promise<QuartzJobRow> {
  const ids = typeof rawId === 'string' && rawId.trim() !== '' ? parseIds(rawId, 1) : [];
  const [row] = ids.length ? await jobsInScope(db, table, ids) : [];
  if (!row) throw new BizError(QUARTZ_MESSAGES.notFound);
  return row;
}

/** Tells the runner; a lost signal is caught up by its periodic reload, so it never fails a request. */
async function signal(deps: AppDeps, kind: SchedulerSignal): Promise<void> {
  try {
    await deps.scheduler.signal(kind);
  } catch (err) {
    console.warn(`[quartz] scheduler signal failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function handlerList(): QuartzHandlerInfo[] {
  return JOB_HANDLERS.map(({ name, title, description, parameterHint }) => ({
    name,
    title,
    description,
    parameterHint,
  }));
}

export async function listJobs(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<QuartzJobJson>> {
  const table = await jobTable(deps.db, auth);
  const page = await runListQuery<QuartzJobRow, QuartzJobRow>(deps.db, {
    ...table,
    select: 'j.*',
    from: 'sys_quartz_job j',
    query,
    mapRow: (r) => r,
  });
  return { ...page, records: await toJobJson(deps, page.records) };
}

export async function queryJobById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<QuartzJobJson> {
  const row = await oneJob(deps.db, await jobTable(deps.db, auth), id);
  const [json] = await toJobJson(deps, [row]);
  return json!;
}

const valueOf = (values: readonly ColumnValue[], column: string) => values.find((v) => v.column === column);

/**
 * The form values, checked beyond the schema rules: a registered handler, a cron that fires again,
 * a parameter the handler accepts. `current` is the stored row on edit (absent keys keep it).
 */
function checkJob(values: ColumnValue[], current: QuartzJobRow | null): void {
  const name = valueOf(values, 'job_class_name');
  if (name && typeof name.value === 'string') name.value = name.value.trim();
  const cron = valueOf(values, 'cron_expression');
  if (cron && typeof cron.value === 'string') cron.value = cron.value.trim();
  const status = valueOf(values, 'status');
  if (status && status.value !== null && status.value !== 0 && status.value !== -1) {
    throw new BizError(QUARTZ_MESSAGES.statusInvalid);
  }
  // No status: a new job starts 正常 (JeecgBoot's job form default), an edited one keeps its own.
  if (status && status.value === null) status.value = current ? current.status : QUARTZ_STATUS.normal;
  else if (!status && !current) values.push({ column: 'status', value: QUARTZ_STATUS.normal });

  const handlerName = String(name?.value ?? current?.job_class_name ?? '');
  const handler = findHandler(handlerName);
  if (!handler) throw new BizError(QUARTZ_MESSAGES.handlerUnknown(handlerName));
  const cronMessage = checkQuartzCron(cron?.value ?? current?.cron_expression ?? '');
  if (cronMessage) throw new BizError(cronMessage);
  const parameter = valueOf(values, 'parameter');
  const paramText = parameter ? (parameter.value as string | null) : (current?.parameter ?? null);
  const paramMessage = handler.validateParameter?.(paramText);
  if (paramMessage) throw new BizError(paramMessage);
}

export async function addJob(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const values = await readFormValues(quartzJobSchema, body, 'create', deps.dicts);
  checkJob(values, null);
  const all = [
    ...values,
    { column: 'id', value: newId() },
    { column: 'del_flag', value: 0 },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await insertLogged(deps.db, auth, 'sys_quartz_job', all, UNIQUE, {
    ...meta,
    content: `添加定时任务：${String(valueOf(values, 'job_class_name')?.value ?? '')}`,
    operateType: OPERATE_TYPE.add,
    requestParam: body,
  });
  await signal(deps, 'reload');
}

export async function editJob(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const table = await jobTable(deps.db, auth);
  const current = await oneJob(deps.db, table, body.id);
  const values = await readFormValues(quartzJobSchema, body, 'edit', deps.dicts);
  checkJob(values, current);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await withUniqueMessages(UNIQUE, () =>
    updateInScopeLogged<{ job_class_name: string }>(
      deps.db,
      auth,
      table,
      current.id,
      set,
      'j.job_class_name',
      (row) => ({
        ...meta,
        content: `编辑定时任务：${row.job_class_name}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      }),
    ),
  );
  await signal(deps, 'reload');
}

/** Logical delete (del_flag = 1): the run log keeps its history, the handler name becomes free. */
export async function deleteJobs(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const table = await jobTable(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = ids.length ? await jobsInScope(deps.db, table, ids) : [];
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(QUARTZ_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    const w = whereForIds({ ...table, ids });
    const done = await tx.query(
      `UPDATE sys_quartz_job j SET del_flag = 1, update_by = $${w.params.length + 1}, update_time = now()
        WHERE ${w.where} RETURNING j.id`,
      [...w.params, auth.user.username],
    );
    if (done.length !== ids.length) throw new BizError(QUARTZ_MESSAGES.notFound);
    await logOperation(tx, auth, {
      ...meta,
      content: `删除定时任务：${rows.map((r) => r.job_class_name).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
  await signal(deps, 'reload');
}

/** 停止 / 启动: only the status changes; a job is started only if it can still fire. */
export async function setJobStatus(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  id: unknown,
  status: number,
) {
  const table = await jobTable(deps.db, auth);
  const current = await oneJob(deps.db, table, id);
  if (status === QUARTZ_STATUS.normal) {
    if (!findHandler(current.job_class_name)) {
      throw new BizError(QUARTZ_MESSAGES.handlerUnknown(current.job_class_name));
    }
    const cronMessage = checkQuartzCron(current.cron_expression);
    if (cronMessage) throw new BizError(cronMessage);
  }
  const set = [
    { column: 'status', value: status },
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  const verb = status === QUARTZ_STATUS.normal ? '启动' : '停止';
  await updateInScopeLogged<{ job_class_name: string }>(
    deps.db,
    auth,
    table,
    current.id,
    set,
    'j.job_class_name',
    (row) => ({
      ...meta,
      content: `${verb}定时任务：${row.job_class_name}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: current.id },
    }),
  );
  await signal(deps, 'reload');
}

/** 执行一次: queued for the runner (whichever process holds it), whatever the job's status. */
export async function executeJob(deps: AppDeps, auth: AuthContext, meta: RequestMeta, id: unknown) {
  const current = await oneJob(deps.db, await jobTable(deps.db, auth), id);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO sys_quartz_job_queue (id, job_id, requested_by, run_after) VALUES ($1, $2, $3, $4)',
      [newId(), current.id, auth.user.username, new Date(Date.now() + EXECUTE_DELAY_MS)],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `执行定时任务：${current.job_class_name}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: current.id },
    });
  });
  await signal(deps, 'queue');
}

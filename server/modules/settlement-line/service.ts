// 结算电量明细: the list of a task's lines and the save of the whole grid in one transaction
// (adds, edits, deletes, order), with the optimistic lock per line. The live messages of a save
// are built here and sent by the route after commit.
import type { LiveMessage } from '../../../src/shared/domain/live/messages';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  isLineEditableStatus,
  LINE_MESSAGES,
  lineValues,
  MAX_LINES,
  parseLineEnergy,
  validateLineRow,
  type LineValues,
} from '../../../src/shared/domain/resources/settlement-line';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError, MESSAGES } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { effectiveTenantId } from '../access/tenant-scope';
import { rowsInScope } from '../business/scope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { fixedScale, taskScope, taskTable, type TaskRow } from '../settlement/rows';
import type { RequestMeta } from '../user/admin-service';
import { linesOfTask, toLineJson, unitsOfPlant, type LineJson, type LineRow, type UnitOption } from './rows';

export const LINES_SOCKET_KEY = 'lines';

export interface LinesView {
  task: { id: string; plantId: string; status: string; energyKwh: string; editable: boolean };
  units: UnitOption[];
  records: LineJson[];
  /** The lines' revision (biz_settlement_task.lines_rev) the records are at. */
  rev: number;
}

/** A row of the save body: with a numeric `version` an existing line, without one a new line. */
export interface LineInput {
  id?: string | null;
  unitId?: string | null;
  meterPoint?: unknown;
  energyKwh?: unknown;
  remark?: unknown;
  version?: number | null;
}

export interface SaveBody {
  taskId: string;
  rows: readonly LineInput[];
  deleteIds?: readonly string[];
}

const ID = /^[A-Za-z0-9_-]{1,32}$/;
/** A malformed id reads like a missing one (rowsInScope refuses an empty list). */
const taskIds = (raw: unknown): string[] => (typeof raw === 'string' && ID.test(raw) ? [raw] : []);

/** The task in the caller's 结算任务 scope (tenant + plant rule); another plant's reads as missing. */
async function taskInScope(db: Db, auth: AuthContext, rawId: unknown, forUpdate = false): Promise<TaskRow> {
  const table = taskTable(await taskScope(db, auth));
  const [task] = await rowsInScope<TaskRow>(db, table, taskIds(rawId), forUpdate);
  return task!;
}

/** May the caller read this task's lines now (the live channel asks on the handshake and the sweep)? */
export async function mayReadLines(deps: AppDeps, auth: AuthContext, taskId: string): Promise<boolean> {
  const tenantId = effectiveTenantId(auth);
  if (!auth.isSuper && !(await hasPermissionCode(deps.db, auth.user.id, tenantId, PERM.settlement.list)))
    return false;
  try {
    await taskInScope(deps.db, auth, taskId);
    return true;
  } catch (error) {
    if (error instanceof BizError) return false;
    throw error;
  }
}

export async function listLines(deps: AppDeps, auth: AuthContext, rawTaskId: unknown): Promise<LinesView> {
  const task = await taskInScope(deps.db, auth, rawTaskId);
  const mayEdit =
    auth.isSuper ||
    (await hasPermissionCode(deps.db, auth.user.id, effectiveTenantId(auth), PERM.settlement.line));
  return {
    task: {
      id: task.id,
      plantId: task.plant_id,
      status: task.status,
      energyKwh: fixedScale(task.energy_kwh, 3),
      editable: mayEdit && isLineEditableStatus(task.status),
    },
    units: await unitsOfPlant(deps.db, task.tenant_id, task.plant_id),
    records: (await linesOfTask(deps.db, task.id)).map(toLineJson),
    rev: Number(task.lines_rev ?? 0),
  };
}

/** One line of the saved grid, in its final place. */
type Planned =
  | { kind: 'new'; id: string; values: LineValues }
  | { kind: 'edit'; line: LineRow; values: LineValues; changed: boolean }
  | { kind: 'kept'; line: LineRow };

const sameValues = (line: LineRow, v: LineValues): boolean =>
  line.meter_point === v.meterPoint &&
  (line.unit_id ?? null) === v.unitId &&
  (line.remark ?? null) === v.remark &&
  parseLineEnergy(line.energy_kwh) === parseLineEnergy(v.energyKwh);

/**
 * Checks every row against the locked lines and plans the final grid: the rows in their order,
 * then lines nobody listed (added meanwhile by someone else) in their previous order. Throws the
 * first problem, naming its row.
 */
function planSave(
  body: SaveBody,
  current: readonly LineRow[],
  unitIds: ReadonlySet<string>,
  deleteIds: ReadonlySet<string>,
): Planned[] {
  const byId = new Map(current.map((l) => [l.id, l]));
  const planned: Planned[] = [];
  const listed = new Set<string>();
  const seen = new Map<string, number>();
  for (const [i, row] of body.rows.entries()) {
    const n = i + 1;
    const existing = typeof row.version === 'number';
    const line = existing && typeof row.id === 'string' ? byId.get(row.id) : undefined;
    if (existing && !line) throw new BizError(LINE_MESSAGES.deletedMeanwhile(n));
    if (line && (listed.has(line.id) || deleteIds.has(line.id))) throw new BizError(MESSAGES.badRequest);
    const problem = validateLineRow(row, i);
    if (problem) throw new BizError(problem);
    const values = lineValues(row);
    if (values.unitId !== null && !unitIds.has(values.unitId))
      throw new BizError(LINE_MESSAGES.atRow(n, LINE_MESSAGES.unitNotOfPlant));
    const earlier = seen.get(values.meterPoint);
    if (earlier !== undefined)
      throw new BizError(LINE_MESSAGES.atRow(n, LINE_MESSAGES.meterPointDuplicate(earlier)));
    seen.set(values.meterPoint, n);
    if (!line) {
      planned.push({ kind: 'new', id: newId(), values });
      continue;
    }
    listed.add(line.id);
    // An unchanged row is not written, so a stale version there is no conflict.
    const changed = !sameValues(line, values);
    if (changed && row.version !== Number(line.version))
      throw new BizError(LINE_MESSAGES.changedMeanwhile(n));
    planned.push({ kind: 'edit', line, values, changed });
  }
  for (const line of current) {
    if (listed.has(line.id) || deleteIds.has(line.id)) continue;
    planned.push({ kind: 'kept', line });
    const row = seen.get(line.meter_point);
    if (row !== undefined)
      throw new BizError(LINE_MESSAGES.atRow(row, LINE_MESSAGES.meterPointDuplicate(planned.length)));
  }
  if (planned.length > MAX_LINES) throw new BizError(LINE_MESSAGES.tooMany);
  return planned;
}

const idOf = (p: Planned): string => (p.kind === 'new' ? p.id : p.line.id);

/** Writes the plan: deletes, then changed lines (version + 1), sort numbers, new lines. */
async function writePlan(
  tx: Db,
  auth: AuthContext,
  task: TaskRow,
  planned: readonly Planned[],
  deleted: readonly string[],
): Promise<void> {
  const who = auth.user.username;
  if (deleted.length > 0)
    await tx.query('DELETE FROM biz_settlement_line WHERE task_id = $1 AND id = ANY($2::varchar[])', [
      task.id,
      [...deleted],
    ]);
  const edits = new SqlParams([task.id, who]);
  const editTuples: string[] = [];
  const sorts = new SqlParams([task.id]);
  const sortTuples: string[] = [];
  const inserts = new SqlParams();
  const insertTuples: string[] = [];
  planned.forEach((p, index) => {
    const sortNo = index + 1;
    if (p.kind === 'edit' && p.changed) {
      const v = p.values;
      editTuples.push(
        `(${edits.add(p.line.id, 'text')}, ${edits.add(v.unitId, 'text')}, ${edits.add(v.meterPoint, 'text')},
          ${edits.add(v.energyKwh, 'numeric')}, ${edits.add(v.remark, 'text')}, ${edits.add(sortNo, 'integer')})`,
      );
    } else if (p.kind !== 'new') {
      if (Number(p.line.sort_no) !== sortNo)
        sortTuples.push(`(${sorts.add(p.line.id, 'text')}, ${sorts.add(sortNo, 'integer')})`);
    } else {
      const v = p.values;
      insertTuples.push(
        `(${inserts.addAll([p.id, task.tenant_id, task.plant_id, task.id, v.unitId, v.meterPoint])},
          ${inserts.add(v.energyKwh, 'numeric')}, ${inserts.add(v.remark)}, ${inserts.add(sortNo, 'integer')},
          1, ${inserts.add(who)}, now())`,
      );
    }
  });
  if (editTuples.length > 0)
    await tx.query(
      `UPDATE biz_settlement_line l SET unit_id = v.unit_id, meter_point = v.meter_point, energy_kwh = v.energy_kwh,
         remark = v.remark, sort_no = v.sort_no, version = l.version + 1, update_by = $2, update_time = now()
         FROM (VALUES ${editTuples.join(', ')}) AS v(id, unit_id, meter_point, energy_kwh, remark, sort_no)
        WHERE l.id = v.id AND l.task_id = $1`,
      edits.values,
    );
  if (sortTuples.length > 0)
    await tx.query(
      `UPDATE biz_settlement_line l SET sort_no = v.sort_no
         FROM (VALUES ${sortTuples.join(', ')}) AS v(id, sort_no) WHERE l.id = v.id AND l.task_id = $1`,
      sorts.values,
    );
  if (insertTuples.length > 0)
    await tx.query(
      `INSERT INTO biz_settlement_line (id, tenant_id, plant_id, task_id, unit_id, meter_point, energy_kwh, remark,
         sort_no, version, create_by, create_time)
       VALUES ${insertTuples.join(', ')}`,
      inserts.values,
    );
}

/**
 * The live messages of a committed save: `update` per changed line, `add` per new line, `delete`
 * per deleted id, and one `sort` when the order is not the old one (survivors in their previous
 * order, new lines after them).
 */
function liveMessages(
  before: readonly LineRow[],
  planned: readonly Planned[],
  deleted: readonly string[],
  saved: readonly LineJson[],
): LiveMessage[] {
  const byId = new Map(saved.map((r) => [r.id, r]));
  const row = (id: string) => byId.get(id)!;
  const messages: LiveMessage[] = [];
  for (const p of planned)
    if (p.kind === 'edit' && p.changed)
      messages.push({ socketKey: LINES_SOCKET_KEY, caseId: 'update', row: row(p.line.id) });
  for (const p of planned)
    if (p.kind === 'new') messages.push({ socketKey: LINES_SOCKET_KEY, caseId: 'add', row: row(p.id) });
  for (const id of deleted) messages.push({ socketKey: LINES_SOCKET_KEY, caseId: 'delete', row: { id } });
  const order = planned.map(idOf);
  const gone = new Set(deleted);
  const expected = [
    ...before.map((l) => l.id).filter((id) => !gone.has(id)),
    ...planned.filter((p) => p.kind === 'new').map(idOf),
  ];
  if (order.some((id, i) => id !== expected[i]))
    messages.push({ socketKey: LINES_SOCKET_KEY, caseId: 'sort', row: { order } });
  return messages;
}

export interface SaveOutcome {
  taskId: string;
  records: LineJson[];
  /** The lines' revision after the save (unchanged when nothing changed). */
  rev: number;
  messages: LiveMessage[];
}

/**
 * POST /cwxt/settlementLine/save: one transaction — lock the task in scope, check its state, lock
 * the lines, check every row, write, log. Any problem refuses the whole save and writes nothing.
 */
export async function saveLines(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: SaveBody,
): Promise<SaveOutcome> {
  const table = taskTable(await taskScope(deps.db, auth));
  return deps.db.transaction(async (tx) => {
    const [task] = await rowsInScope<TaskRow>(tx, table, taskIds(body.taskId), true);
    if (!isLineEditableStatus(task!.status)) throw new BizError(LINE_MESSAGES.notEditable);
    // Units before lines: the order a unit delete takes them in (the unit, then its foreign-key check).
    const units = await unitsOfPlant(tx, task!.tenant_id, task!.plant_id, true);
    const current = await linesOfTask(tx, task!.id, true);
    const present = new Set(current.map((l) => l.id));
    // Ids already gone (deleted by someone else, or never this task's) need nothing more.
    const deleted = [...new Set(body.deleteIds ?? [])].filter((id) => present.has(id));
    const planned = planSave(body, current, new Set(units.map((u) => u.value)), new Set(deleted));
    await writePlan(tx, auth, task!, planned, deleted);
    const records = (await linesOfTask(tx, task!.id)).map(toLineJson);
    const changes = liveMessages(current, planned, deleted, records);
    let rev = Number(task!.lines_rev ?? 0);
    if (changes.length > 0) {
      // The task row is locked: revisions follow the commit order of the saves.
      const [bumped] = await tx.query<{ lines_rev: number }>(
        'UPDATE biz_settlement_task SET lines_rev = lines_rev + 1 WHERE id = $1 RETURNING lines_rev',
        [task!.id],
      );
      rev = Number(bumped!.lines_rev);
      const count = (kind: Planned['kind']) =>
        planned.filter((p) => p.kind === kind && (p.kind !== 'edit' || p.changed)).length;
      await logOperation(tx, auth, {
        ...meta,
        content: `保存结算电量明细：${task!.settle_month}，新增${count('new')}行，修改${count('edit')}行，删除${deleted.length}行`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      });
    }
    const messages = changes.map((m) => ({ ...m, rev }));
    return { taskId: task!.id, records, rev, messages };
  });
}

// 同步数据库 (`/online/cgform/api/doDbSynch|syncPlan`, issue 9): plans the DDL that makes a form's
// physical table match its stored design and runs it. One transaction holds the head's row lock,
// the catalogue reads, the backups of dropped or converted columns, the DDL (PostgreSQL DDL is
// transactional), the synced flags, the 'sync' version row and the operation log: a failure
// anywhere leaves the table and the design as they were.
//
// Sub tables have no FOREIGN KEY constraint to their main table, only an index on the key column:
// forms are copied, synchronised and dropped one at a time, in any order, and a constraint would
// tie their tables together (a main table could not be force-recreated while sub rows point at it).
import { DDL_MESSAGES as M } from '../../../src/shared/domain/online/ddl-rules';
import { tableNameError, validateDesign } from '../../../src/shared/domain/online/form-design';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { backupColumns } from '../../lib/online-ddl/backup';
import { introspectTable } from '../../lib/online-ddl/introspect';
import { columnsToCount, destructiveSteps, planSync, type SyncMode } from '../../lib/online-ddl/plan';
import { operationSql } from '../../lib/online-ddl/sql';
import type { PhysicalTable, SyncPlan } from '../../lib/online-ddl/types';
import { BizError } from '../../plugins/envelope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { designContext } from './design-service';
import { loadDesign, loadHeadInScope, type HeadRow } from './design-rows';

export type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

export interface SyncPlanStep {
  description: string;
  destructive: boolean;
  sql: string[];
}

/** What syncPlan answers: the statements a sync would run, for the confirmation dialog. */
export interface SyncPlanResult {
  tableName: string;
  tableExists: boolean;
  isDbSynch: 'Y' | 'N';
  synMethod: SyncMode;
  steps: SyncPlanStep[];
  destructive: string[];
  /** Problems that stop the sync whatever is confirmed (Chinese, naming the column). */
  refusals: string[];
}

export function parseSynMethod(value: unknown): SyncMode {
  if (value === 'normal' || value === 'force') return value;
  throw new BizError(M.synMethodInvalid);
}

/** Whether this form created the table: a committed sync of this head under that table name. */
async function ownsTable(db: Db, headId: string, table: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM onl_cgform_version
      WHERE cgform_head_id = $1 AND action = 'sync' AND design -> 'head' ->> 'tableName' = $2 LIMIT 1`,
    [headId, table],
  );
  return rows.length > 0;
}

/** The design checked again (names, types, sub-table keys) and the plan against the physical table. */
async function planFor(
  db: Db,
  auth: AuthContext,
  head: HeadRow,
  mode: SyncMode,
): Promise<{ plan: SyncPlan; physical: PhysicalTable; design: Awaited<ReturnType<typeof loadDesign>> }> {
  const design = await loadDesign(db, head);
  const nameProblem = tableNameError(design.head.tableName);
  if (nameProblem) throw new BizError(nameProblem);
  const problem = validateDesign(design, await designContext(db, auth, design));
  if (problem) throw new BizError(problem);
  const physical = await introspectTable(db, design.head.tableName, (columns) =>
    columnsToCount(design, { columns }),
  );
  if (physical.exists && !(await ownsTable(db, head.id, design.head.tableName))) {
    throw new BizError(M.notOwnTable(design.head.tableName));
  }
  return { plan: planSync(design, physical, mode), physical, design };
}

export async function syncPlan(
  deps: AppDeps,
  auth: AuthContext,
  headId: unknown,
  mode: SyncMode,
): Promise<SyncPlanResult> {
  const head = await loadHeadInScope(deps.db, auth, headId, true);
  const { plan, physical } = await planFor(deps.db, auth, head, mode);
  return {
    tableName: plan.table,
    tableExists: physical.exists,
    isDbSynch: head.is_db_synch === 'Y' ? 'Y' : 'N',
    synMethod: mode,
    steps: plan.operations.map((op) => ({
      description: op.description,
      destructive: op.destructive,
      sql: operationSql(op),
    })),
    destructive: destructiveSteps(plan),
    refusals: plan.refusals,
  };
}

/** PostgreSQL error codes a sync can meet on existing data, as Chinese reasons (never the raw text). */
const PG_REASONS: Readonly<Record<string, string>> = {
  '23505': '唯一索引的字段中已有重复数据',
  '23502': '非空字段中已有空值',
  '42P07': '数据库中已存在同名的表或索引',
  '22P02': '已有数据无法转换为新的字段类型',
  '22003': '已有数据超出新字段类型的范围',
  '22001': '已有数据超出新字段的长度',
  '22007': '已有数据无法转换为日期或时间',
  '22008': '已有数据超出日期或时间的范围',
  '42804': '已有数据无法转换为新的字段类型',
};

function failureOf(err: unknown): BizError {
  if (err instanceof BizError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? (PG_REASONS[code] ?? `数据库错误 ${code}`) : '数据库执行出错';
  return new BizError(M.syncFailed(reason));
}

/**
 * Runs a sync. Destructive steps (and force) need `confirmDestructive`; without it the answer lists
 * what would be lost (result `{ destructive }`) and nothing changes.
 */
export async function doDbSynch(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  headId: unknown,
  mode: SyncMode,
  confirmDestructive: boolean,
): Promise<{ tableName: string; ddl: string[]; backedUp: number }> {
  return deps.db.transaction(async (tx) => {
    const head = await loadHeadInScope(tx, auth, headId, true, true);
    const { plan, design } = await planFor(tx, auth, head, mode);
    if (plan.refusals.length > 0) throw new BizError(plan.refusals.join('；'));
    const destructive = destructiveSteps(plan);
    if (!confirmDestructive && mode === 'force') {
      throw new BizError(M.confirmForce(plan.table), 500, 200, {
        destructive: [M.dropTable(plan.table), ...destructive],
      });
    }
    if (!confirmDestructive && destructive.length > 0) {
      throw new BizError(M.confirmDestructive(destructive), 500, 200, { destructive });
    }
    const target = {
      headId: head.id,
      table: plan.table,
      tableVersion: Number(head.table_version),
      createBy: auth.user.username,
    };
    const ddl: string[] = [];
    let backedUp = 0;
    try {
      for (const op of plan.operations) {
        if (op.backup && op.backup.length > 0) backedUp += await backupColumns(tx, target, op.backup);
        for (const statement of operationSql(op)) {
          await tx.query(statement);
          ddl.push(statement);
        }
      }
    } catch (err) {
      // Thrown out of the transaction: everything above, backups included, is rolled back.
      throw failureOf(err);
    }
    await tx.query(
      `UPDATE onl_cgform_head SET is_db_synch = 'Y', update_by = $2, update_time = now() WHERE id = $1`,
      [head.id, auth.user.username],
    );
    // The names as synchronised: the next rename of a field is planned from these.
    await tx.query(
      'UPDATE onl_cgform_field SET db_field_name_old = db_field_name WHERE cgform_head_id = $1',
      [head.id],
    );
    await tx.query(`UPDATE onl_cgform_index SET is_db_synch = 'Y' WHERE cgform_head_id = $1`, [head.id]);
    const synced = { ...design, head: { ...design.head, isDbSynch: 'Y' as const } };
    await tx.query(
      `INSERT INTO onl_cgform_version (id, cgform_head_id, table_version, action, design, ddl, create_by)
       VALUES ($1, $2, $3, 'sync', $4::jsonb, $5, $6)`,
      [
        newId(),
        head.id,
        Number(head.table_version),
        JSON.stringify(synced),
        ddl.join('\n'),
        auth.user.username,
      ],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `同步数据库：${plan.table}（${mode === 'force' ? '强制同步' : '普通同步'}，${ddl.length}条语句${
        backedUp > 0 ? `，备份${backedUp}条数据` : ''
      }）`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { headId: head.id, synMethod: mode, confirmDestructive },
    });
    return { tableName: plan.table, ddl, backedUp };
  });
}

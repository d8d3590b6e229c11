// 表单开发 (`/online/cgform/head|field|index/*`, `/online/cgform/api/addAll|editAll`, issue 9): list,
// read, save and delete online form designs. A save writes the head, fields, indexes, the derived
// sub-table lists, a version row and the operation log in one transaction; any change bumps
// table_version and marks the design not synchronised.
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  HEAD_SETTINGS,
  normalizeDesign,
  ONLINE_MESSAGES as M,
  tableNameError,
  validateDesign,
  type DesignContext,
  type OnlineField,
  type OnlineFormDesign,
  type OnlineFormDesignInput,
  type OnlineFormHead,
} from '../../../src/shared/domain/online/form-design';
import { designSignature } from '../../../src/shared/domain/online/design-compare';
import { cgformHeadSchema } from '../../../src/shared/domain/online/head-schema';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';
import {
  HEAD_COLUMNS,
  headScopeWhere,
  loadDesign,
  loadFieldRows,
  loadHeadInScope,
  loadIndexRows,
  refreshSubTableStr,
  relationExists,
  toFieldJson,
  toHeadJson,
  toIndexJson,
  writeFields,
  writeIndexes,
  writeVersion,
  type HeadRow,
} from './design-rows';

export type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

export const UNIQUE_MESSAGES = { uniq_onl_cgform_table: '表名已被其他表单使用' };

/** Originals by default; `copyType=1&physicId=<id>` lists the copies of one original (复制表单列表). */
export async function listHeads(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<OnlineFormHead>> {
  const physicId = typeof query.physicId === 'string' ? query.physicId.trim() : '';
  const copies = query.copyType === '1' && physicId !== '';
  const fixedWhere = (p: SqlParams) => [
    ...headScopeWhere(auth, false)(p),
    copies ? `h.copy_type = 1 AND h.physic_id = ${p.add(physicId)}` : 'h.copy_type = 0',
  ];
  return runListQuery<HeadRow, OnlineFormHead>(deps.db, {
    schema: cgformHeadSchema,
    alias: 'h',
    select: 'h.*',
    from: 'onl_cgform_head h',
    query,
    fixedWhere,
    mapRow: toHeadJson,
  });
}

export async function queryHeadById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<OnlineFormHead> {
  return toHeadJson(await loadHeadInScope(deps.db, auth, id, false));
}

export async function listFields(deps: AppDeps, auth: AuthContext, headId: unknown) {
  const head = await loadHeadInScope(deps.db, auth, headId, false);
  return (await loadFieldRows(deps.db, head.id)).map(toFieldJson);
}

export async function listIndexes(deps: AppDeps, auth: AuthContext, headId: unknown) {
  const head = await loadHeadInScope(deps.db, auth, headId, false);
  return (await loadIndexRows(deps.db, head.id)).map(toIndexJson);
}

/** The main forms a sub form's foreign keys name (visible to the user), with their field names. */
export async function designContext(
  db: Db,
  auth: AuthContext,
  design: OnlineFormDesign,
): Promise<DesignContext> {
  const names = [...new Set(design.fields.map((f) => f.mainTable).filter((n): n is string => n !== null))];
  const mainTables = new Map<string, { tableType: number; fields: string[] }>();
  if (names.length === 0) return { mainTables };
  const p = new SqlParams();
  const where = [`h.table_name = ANY (${p.add(names)}::varchar[])`, ...headScopeWhere(auth, false)(p)].join(
    ' AND ',
  );
  const heads = await db.query<HeadRow>(`SELECT h.* FROM onl_cgform_head h WHERE ${where}`, p.values);
  for (const head of heads) {
    const fields = await loadFieldRows(db, head.id);
    mainTables.set(head.table_name, {
      tableType: Number(head.table_type),
      fields: fields.map((f) => String(f.db_field_name)),
    });
  }
  return { mainTables };
}

/** Normalised and validated, or BizError with the first Chinese reason. */
async function checkedDesign(
  db: Db,
  auth: AuthContext,
  input: OnlineFormDesignInput,
): Promise<OnlineFormDesign> {
  const nameProblem = tableNameError(input.head.tableName);
  if (nameProblem) throw new BizError(nameProblem);
  const design = normalizeDesign(input);
  const problem = validateDesign(design, await designContext(db, auth, design));
  if (problem) throw new BizError(problem);
  return design;
}

/** The table name must not be taken by a live form (any tenant: tables are global) or an existing relation. */
async function assertNameFree(db: Db, name: string, ownId: string | null): Promise<void> {
  const taken = await db.query(
    'SELECT id FROM onl_cgform_head WHERE table_name = $1 AND del_flag = 0 AND ($2::varchar IS NULL OR id <> $2)',
    [name, ownId],
  );
  if (taken.length > 0) throw new BizError(M.tableNameTaken(name));
  if (await relationExists(db, name)) throw new BizError(M.tableNameExists(name));
}

/**
 * A stored table name as SQL: checked again by the designer's rule (it was checked when saved, but a
 * name only ever reaches SQL through this) and quoted.
 */
function quotedTableName(name: string): string {
  if (tableNameError(name) !== undefined) throw new BizError(M.tableNameInvalid);
  return `"${name}"`;
}

/** The main tables whose sub_table_str a save of this design may change. */
function mainsTouched(design: Pick<OnlineFormDesign, 'fields'>, extra: readonly string[]): string[] {
  return [...design.fields.map((f) => f.mainTable).filter((n): n is string => n !== null), ...extra];
}

async function insertHead(tx: Db, auth: AuthContext, id: string, head: OnlineFormHead, copy?: CopyInfo) {
  const p = new SqlParams();
  const values = [
    p.add(id),
    p.add(effectiveTenantId(auth)),
    ...HEAD_SETTINGS.map((k) => p.add(head[k])),
    p.add(copy ? 1 : 0),
    p.add(copy?.copyVersion ?? null),
    p.add(copy?.physicId ?? null),
    p.add(auth.user.username),
  ];
  await tx.query(
    `INSERT INTO onl_cgform_head (id, tenant_id, ${HEAD_COLUMNS.join(', ')}, copy_type, copy_version, physic_id,
       create_by, is_db_synch, table_version, create_time)
     VALUES (${values.join(', ')}, 'N', 1, now())`,
    p.values,
  );
}

export interface CopyInfo {
  physicId: string;
  copyVersion: number;
}

/**
 * Inserts a new design (add and copy): the name is checked free inside the transaction, then the
 * head, fields, indexes, derived sub-table lists and the version row are written.
 */
export async function insertDesign(
  tx: Db,
  auth: AuthContext,
  design: OnlineFormDesign,
  action: 'design' | 'copy',
  copy?: CopyInfo,
): Promise<string> {
  await assertNameFree(tx, design.head.tableName, null);
  const id = newId();
  await insertHead(tx, auth, id, design.head, copy);
  const fresh = design.fields.map((f): OnlineField => ({ ...f, id: undefined }));
  await writeFields(tx, id, fresh, auth.user.username, { byId: new Map() });
  await writeIndexes(tx, id, design.indexes, []);
  await refreshSubTableStr(tx, mainsTouched(design, [design.head.tableName]));
  await writeVersion(tx, id, action, auth.user.username);
  return id;
}

export async function addDesign(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  input: OnlineFormDesignInput,
): Promise<string> {
  return withUniqueMessages(UNIQUE_MESSAGES, () =>
    deps.db.transaction(async (tx) => {
      const design = await checkedDesign(tx, auth, input);
      const id = await insertDesign(tx, auth, design, 'design');
      await logOperation(tx, auth, {
        ...meta,
        content: `添加Online表单：${design.head.tableName}`,
        operateType: OPERATE_TYPE.add,
        requestParam: input,
      });
      return id;
    }),
  );
}

async function subFormsOf(db: Db, mainTable: string, exceptId: string): Promise<number> {
  const rows = await db.query(
    `SELECT 1 FROM onl_cgform_head s WHERE s.del_flag = 0 AND s.id <> $2
        AND EXISTS (SELECT 1 FROM onl_cgform_field f WHERE f.cgform_head_id = s.id AND f.main_table = $1)`,
    [mainTable, exceptId],
  );
  return rows.length;
}

/** A rename or a type change must not orphan a synchronised table or the sub forms pointing at it. */
async function checkStructuralChange(tx: Db, current: HeadRow, design: OnlineFormDesign): Promise<void> {
  const oldName = current.table_name;
  const renamed = design.head.tableName !== oldName;
  if (renamed) {
    if (await relationExists(tx, oldName)) throw new BizError(M.tableRenameSynced(oldName));
    await assertNameFree(tx, design.head.tableName, current.id);
  }
  const leavesMain = Number(current.table_type) === 2 && design.head.tableType !== 2;
  if ((renamed || leavesMain) && (await subFormsOf(tx, oldName, current.id)) > 0) {
    throw new BizError(M.mainHasSubs(oldName));
  }
}

/** Saves an edited design; answers false when nothing changed (no version, no write). */
export async function editDesign(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  input: OnlineFormDesignInput,
): Promise<boolean> {
  return withUniqueMessages(UNIQUE_MESSAGES, () =>
    deps.db.transaction(async (tx) => {
      const current = await loadHeadInScope(tx, auth, input.head.id, true, true);
      const design = await checkedDesign(tx, auth, input);
      const stored = await loadDesign(tx, current);
      if (designSignature(design) === designSignature(normalizeDesign(stored))) return false;
      await checkStructuralChange(tx, current, design);
      const p = new SqlParams([current.id]);
      const settings = HEAD_SETTINGS.map((k, i) => `${HEAD_COLUMNS[i]} = ${p.add(design.head[k])}`);
      await tx.query(
        `UPDATE onl_cgform_head SET ${settings.join(', ')}, is_db_synch = 'N', table_version = table_version + 1,
           update_by = ${p.add(auth.user.username)}, update_time = now()
         WHERE id = $1`,
        p.values,
      );
      const keep = new Map(
        (await loadFieldRows(tx, current.id)).map((r) => [
          String(r.id),
          {
            dbFieldNameOld: (r.db_field_name_old as string | null) ?? null,
            createTime: r.create_time,
            createBy: r.create_by,
          },
        ]),
      );
      await writeFields(tx, current.id, design.fields, auth.user.username, { byId: keep });
      await writeIndexes(tx, current.id, design.indexes, await loadIndexRows(tx, current.id));
      await refreshSubTableStr(
        tx,
        mainsTouched(design, [...mainsTouched(stored, []), current.table_name, design.head.tableName]),
      );
      await writeVersion(tx, current.id, 'design', auth.user.username);
      await logOperation(tx, auth, {
        ...meta,
        content: `编辑Online表单：${design.head.tableName}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: input,
      });
      return true;
    }),
  );
}

/**
 * Deletes a design (del_flag 1; its versions stay). `deleteTable` also drops the physical table,
 * only when it holds no rows: data is never dropped from here (a destructive sync backs it up).
 */
export async function deleteDesign(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  id: string,
  deleteTable: boolean,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const head = await loadHeadInScope(tx, auth, id, true, true);
    const name = head.table_name;
    if ((await subFormsOf(tx, name, head.id)) > 0) throw new BizError(M.mainHasSubs(name));
    const fields = await loadFieldRows(tx, head.id);
    let dropped = false;
    if (deleteTable && (await relationExists(tx, name))) {
      const table = quotedTableName(name);
      // The lock keeps rows from arriving between the check and the drop.
      await tx.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      const rows = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
      if (rows.length > 0) throw new BizError(M.tableHasRows(name));
      await tx.query(`DROP TABLE ${table}`).catch((error: unknown) => {
        // A view or constraint an administrator added elsewhere depends on the table: say so.
        if ((error as { code?: unknown }).code === '2BP01') throw new BizError(M.tableInUse(name));
        throw error;
      });
      dropped = true;
    }
    await tx.query(
      'UPDATE onl_cgform_head SET del_flag = 1, update_by = $2, update_time = now() WHERE id = $1',
      [head.id, auth.user.username],
    );
    await refreshSubTableStr(
      tx,
      fields.map((f) => f.main_table).filter((n): n is string => typeof n === 'string'),
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `删除Online表单：${name}${dropped ? '（同时删除数据库表）' : ''}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { id, deleteTable },
    });
  });
}

// Sub-table rows of a main record (一对多 / 一对一). Rows arrive in the main body under the sub
// table's name, are validated with the sub form's schema before anything is written, and replace
// the record's rows inside the main record's transaction. The foreign key columns are filled by
// the server from the main row, never from the body; there is no database FK, so deletes cascade here.
import { RUNTIME_MESSAGES } from '../../../src/shared/domain/online/runtime-schema';
import { columnOf, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import type { ColumnValue } from '../user/form-values';
import type { LoadedForm, LoadedSub } from './runtime-load';
import { readRowValues, rowsToJson, selectList } from './runtime-values';

export const MAX_SUB_ROWS = 1000;

export interface SubRowsInput {
  sub: LoadedSub;
  rows: ColumnValue[][];
}

/** The sub form's schema without its foreign key fields (the server sets them). */
export function subRowSchema(sub: LoadedSub): ResourceSchema {
  const keys = new Set(sub.keys.map((k) => k.column));
  return { ...sub.schema, fields: sub.schema.fields.filter((f) => !keys.has(columnOf(f))) };
}

/** Every sub table named in the body: its rows validated; absent = leave that sub table alone. */
export async function readSubRows(
  deps: AppDeps,
  form: LoadedForm,
  body: Readonly<Record<string, unknown>>,
): Promise<SubRowsInput[]> {
  const out: SubRowsInput[] = [];
  for (const sub of form.subs) {
    const raw = body[sub.tableName];
    if (raw === undefined || raw === null) continue;
    const title = sub.design.head.tableTxt;
    if (!sub.synced) throw new BizError(`${title}：${RUNTIME_MESSAGES.notSynced}`);
    if (!Array.isArray(raw)) throw new BizError(RUNTIME_MESSAGES.subRowsFormat(title));
    if (sub.design.head.relationType === 1 && raw.length > 1)
      throw new BizError(RUNTIME_MESSAGES.subOneToOne(title));
    if (raw.length > MAX_SUB_ROWS) throw new BizError(RUNTIME_MESSAGES.subTooMany(title, MAX_SUB_ROWS));
    const schema = subRowSchema(sub);
    const rows: ColumnValue[][] = [];
    for (const [i, item] of raw.entries()) {
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        throw new BizError(RUNTIME_MESSAGES.subRowsFormat(title));
      try {
        rows.push(await readRowValues(deps, schema, item as Record<string, unknown>, 'create'));
      } catch (error) {
        if (error instanceof BizError)
          throw new BizError(RUNTIME_MESSAGES.subRows(title, i + 1, error.message));
        throw error;
      }
    }
    out.push({ sub, rows });
  }
  return out;
}

/** `sub."fk" = $n AND …` for the main row's key values, plus the tenant. */
function subWhere(sub: LoadedSub, tenantId: number, main: Row, p: SqlParams): string {
  const parts = sub.keys.map(
    (k) => `s."${k.column}" = ${p.add(main[k.mainColumn] === null ? null : String(main[k.mainColumn]))}`,
  );
  return [...parts, `s.tenant_id = ${p.add(tenantId)}::integer`].join(' AND ');
}

/** Inside the main record's transaction: the record's rows of `input.sub` become exactly `input.rows`. */
export async function replaceSubRows(
  tx: Db,
  auth: AuthContext,
  tenantId: number,
  main: Row,
  input: SubRowsInput,
): Promise<void> {
  const { sub } = input;
  const p = new SqlParams();
  await tx.query(`DELETE FROM "${sub.tableName}" s WHERE ${subWhere(sub, tenantId, main, p)}`, p.values);
  const now = new Date();
  for (const values of input.rows) {
    const all: ColumnValue[] = [
      ...values,
      ...sub.keys.map((k) => ({
        column: k.column,
        value: main[k.mainColumn] === null ? null : String(main[k.mainColumn]),
      })),
      { column: 'id', value: newId() },
      { column: 'tenant_id', value: tenantId },
      { column: 'sys_org_code', value: auth.user.org_code },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: now },
    ];
    const q = new SqlParams();
    await tx.query(
      `INSERT INTO "${sub.tableName}" (${all.map((v) => `"${v.column}"`).join(', ')}) VALUES (${all.map((v) => q.add(v.value)).join(', ')})`,
      q.values,
    );
  }
}

/**
 * Whether the sub table physically has its key columns and tenant_id. A sub form whose design
 * changed since its last sync still holds rows: they must follow or go with their main record.
 */
async function hasKeyColumns(tx: Db, sub: LoadedSub): Promise<boolean> {
  const rows = await tx.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = ANY($2::text[])`,
    [sub.tableName, [...sub.keys.map((k) => k.column), 'tenant_id']],
  );
  return sub.keys.length > 0 && rows.length === sub.keys.length + 1;
}

/** The main record's key changed (an edit without sub rows): its sub rows follow it. */
export async function moveSubRows(
  tx: Db,
  tenantId: number,
  before: Row,
  after: Row,
  subs: readonly LoadedSub[],
) {
  for (const sub of subs) {
    const changed = sub.keys.filter(
      (k) => String(before[k.mainColumn] ?? '') !== String(after[k.mainColumn] ?? ''),
    );
    if (changed.length === 0 || !(await hasKeyColumns(tx, sub))) continue;
    const p = new SqlParams();
    const set = changed.map(
      (k) => `"${k.column}" = ${p.add(after[k.mainColumn] === null ? null : String(after[k.mainColumn]))}`,
    );
    await tx.query(
      `UPDATE "${sub.tableName}" s SET ${set.join(', ')} WHERE ${subWhere(sub, tenantId, before, p)}`,
      p.values,
    );
  }
}

/** Deleting main rows deletes their sub rows (every synchronised sub table). */
export async function deleteSubRows(
  tx: Db,
  tenantId: number,
  mains: readonly Row[],
  subs: readonly LoadedSub[],
) {
  for (const sub of subs) {
    if (!(await hasKeyColumns(tx, sub))) continue;
    for (const main of mains) {
      const p = new SqlParams();
      await tx.query(`DELETE FROM "${sub.tableName}" s WHERE ${subWhere(sub, tenantId, main, p)}`, p.values);
    }
  }
}

/** GET subForm/{subHeadId}/{mainId}: the rows of one sub table of a main record the caller may see. */
export async function subRowsOf(
  deps: AppDeps,
  auth: AuthContext,
  tenantId: number,
  sub: LoadedSub,
  main: Row,
): Promise<Record<string, unknown>[]> {
  if (!sub.synced) throw new BizError(RUNTIME_MESSAGES.notSynced);
  const p = new SqlParams();
  const where = subWhere(sub, tenantId, main, p);
  const rows = await deps.db.query(
    `SELECT ${selectList(sub.schema, 's')} FROM "${sub.tableName}" s WHERE ${where}
      ORDER BY s.create_time, s.id LIMIT ${p.add(MAX_SUB_ROWS, 'integer')}`,
    p.values,
  );
  return rowsToJson(deps, auth, sub.schema, rows);
}

// The plant form's 机组 sub-table: every row validated with the unit form's rules before anything
// is written, then synchronised inside the plant's transaction (rows without id inserted, rows not
// sent deleted, the others updated). A bad row refuses the whole save, naming its row number.
import { PLANT_MESSAGES } from '../../../src/shared/domain/resources/plant';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import { UNIT_MESSAGES, unitSchema } from '../../../src/shared/domain/resources/unit';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { SCOPE_MESSAGES } from '../business/scope';
import type { DictService } from '../dict/service';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, setClause, type ColumnValue } from '../user/form-values';
import { assertUnitsUnreferenced } from '../settlement-line/rows';

/** The unit schema without its plant: a sub-table row always belongs to the plant being saved. */
const rowSchema: ResourceSchema = {
  ...unitSchema,
  fields: unitSchema.fields.filter((f) => f.key !== 'plantId'),
};

export interface UnitRowInput {
  /** 1-based row number in the sub-table (for messages). */
  row: number;
  id: string | null;
  values: ColumnValue[];
}

export const MAX_UNIT_ROWS = 200;
const ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `units` of an add/edit body: undefined = not sent (edit leaves the units alone). */
export async function readUnitRows(raw: unknown, dicts: DictService): Promise<UnitRowInput[] | undefined> {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_UNIT_ROWS) throw new BizError(PLANT_MESSAGES.unitsFormat);
  const out: UnitRowInput[] = [];
  const codes = new Map<string, number>();
  for (const [i, item] of raw.entries()) {
    const row = i + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new BizError(PLANT_MESSAGES.unitsFormat);
    const body = item as Record<string, unknown>;
    const id = typeof body.id === 'string' && body.id !== '' ? body.id : null;
    if (id !== null && !ID.test(id)) throw new BizError(PLANT_MESSAGES.unitRow(row, SCOPE_MESSAGES.notFound));
    let values: ColumnValue[];
    try {
      values = await readFormValues(rowSchema, body, 'create', dicts);
    } catch (error) {
      if (error instanceof BizError) throw new BizError(PLANT_MESSAGES.unitRow(row, error.message));
      throw error;
    }
    const code = String(values.find((v) => v.column === 'unit_code')?.value ?? '').toLowerCase();
    if (codes.has(code)) throw new BizError(PLANT_MESSAGES.unitRow(row, UNIT_MESSAGES.codeTaken));
    codes.set(code, row);
    out.push({ row, id, values });
  }
  return out;
}

/**
 * Inside the plant's transaction: the plant's units become exactly `rows`. Deletes come first, so
 * a code freed by a removed row may be reused by a new one.
 */
export async function syncUnits(
  tx: Db,
  auth: AuthContext,
  plant: { id: string; tenantId: number },
  rows: readonly UnitRowInput[],
): Promise<void> {
  const keep = rows.map((r) => r.id).filter((id): id is string => id !== null);
  // Locked first, so a settlement-line save naming one of them finishes before the check below.
  const removed = await tx.query<{ id: string }>(
    'SELECT id FROM biz_unit WHERE plant_id = $1 AND NOT (id = ANY($2::varchar[])) FOR UPDATE',
    [plant.id, keep],
  );
  await assertUnitsUnreferenced(
    tx,
    removed.map((r) => r.id),
  );
  await tx.query('DELETE FROM biz_unit WHERE plant_id = $1 AND NOT (id = ANY($2::varchar[]))', [
    plant.id,
    keep,
  ]);
  const now = new Date();
  for (const r of rows.filter((x) => x.id !== null)) {
    const p = new SqlParams();
    const set = setClause(
      [
        ...r.values,
        { column: 'update_by', value: auth.user.username },
        { column: 'update_time', value: now },
      ],
      (v) => p.add(v),
    );
    const done = await tx.query(
      `UPDATE biz_unit SET ${set} WHERE id = ${p.add(r.id)} AND plant_id = ${p.add(plant.id)} RETURNING id`,
      p.values,
    );
    // An id that is not one of this plant's units reads like a missing one.
    if (done.length !== 1) throw new BizError(PLANT_MESSAGES.unitRow(r.row, SCOPE_MESSAGES.notFound));
  }
  const inserts = rows.filter((x) => x.id === null);
  if (inserts.length === 0) return;
  const p = new SqlParams();
  const columns = [
    ...inserts[0]!.values.map((v) => v.column),
    'id',
    'tenant_id',
    'plant_id',
    'create_by',
    'create_time',
    'sys_org_code',
  ];
  const tuples = inserts.map((r) => {
    const values = [
      ...r.values.map((v) => v.value),
      newId(),
      plant.tenantId,
      plant.id,
      auth.user.username,
      now,
      auth.user.org_code,
    ];
    return `(${values.map((v) => p.add(v)).join(', ')})`;
  });
  await tx.query(
    `INSERT INTO biz_unit (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
    p.values,
  );
}

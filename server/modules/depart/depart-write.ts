import { departSchema } from '../../../src/shared/domain/resources/depart';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { audit, type Audit } from '../permission/audit';
import { insertParts, readForm, updateAssignments } from '../permission/form-input';
import { parseIdList } from '../permission/grant-diff';
import { isUniqueViolation } from '../role/service';
import type { DepartAdminRow } from './depart-json';
import {
  assertCanWriteTenant,
  DEPART_MESSAGES,
  departIdsWhere,
  departsByIds,
  requireDepart,
  subtreeIds,
  type DepartScope,
} from './depart-scope';
import { nextOrgCode, OrgCodeExhausted, siblingCodePattern } from './org-code';

const ATTEMPTS = 5;

/** The highest code among the siblings below `parentCode` (platform-wide: codes are unique everywhere). */
async function lastSiblingCode(tx: Db, parentCode: string): Promise<string | null> {
  const rows = await tx.query<{ org_code: string }>(
    `SELECT org_code FROM sys_depart WHERE org_code ~ $1 ORDER BY org_code COLLATE "C" DESC LIMIT 1`,
    [siblingCodePattern(parentCode)],
  );
  return rows[0]?.org_code ?? null;
}

/**
 * POST /sys/sysDepart/add: the code is the next free one below the parent (A01, A01A01 …).
 * Adds under one parent are serialised by an advisory lock; should two still pick the same
 * code, the unique index refuses one of them, which then retries with a fresh code.
 */
export async function addDepart(
  db: Db,
  scope: DepartScope,
  body: unknown,
  info: Audit,
): Promise<DepartAdminRow> {
  await assertCanWriteTenant(db, scope);
  const values = readForm(departSchema, body, 'create');
  const parentField = departSchema.fields.find((f) => f.key === 'parentId')!;
  const parentId = String(values.get(parentField) ?? '').trim();
  values.delete(parentField);
  const parent = parentId ? (await departsByIds(db, scope, parentId))[0] : null;
  if (parentId && !parent) throw new BizError(DEPART_MESSAGES.parentMissing);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Adds under one parent take turns (PostgreSQL); the unique index and the retry stay as the backstop.
        if (tx.kind === 'pg') {
          await tx.query('SELECT pg_advisory_xact_lock(724302, hashtext($1))', [parent?.org_code ?? '']);
        }
        const orgCode = nextOrgCode(
          parent?.org_code ?? '',
          await lastSiblingCode(tx, parent?.org_code ?? ''),
        );
        const p = new SqlParams();
        const parts = insertParts(values, (v) => p.add(v));
        const rows = await tx.query<DepartAdminRow>(
          `INSERT INTO sys_depart (id, parent_id, org_code, org_type, status, del_flag, tenant_id, create_by, create_time,
             ${parts.columns.join(', ')})
           VALUES (${p.add(newId())}, ${p.add(parent?.id ?? null)}, ${p.add(orgCode)}, ${p.add(parent ? '2' : '1')},
             '1', '0', ${p.add(scope.tenantId, 'integer')}, ${p.add(scope.auth.user.username)}, now(),
             ${parts.placeholders.join(', ')})
           RETURNING *`,
          p.values,
        );
        const row = rows[0]!;
        await audit(tx, scope.auth, info, 'add', `添加部门：${row.depart_name}（${row.org_code}）`);
        return row;
      });
    } catch (e) {
      if (e instanceof OrgCodeExhausted) throw new BizError(DEPART_MESSAGES.codesExhausted);
      if (isUniqueViolation(e) && attempt < ATTEMPTS) continue;
      if (isUniqueViolation(e)) throw new BizError(DEPART_MESSAGES.busy);
      throw e;
    }
  }
}

/** PUT/POST /sys/sysDepart/edit: the form fields of a department in scope (code and parent stay). */
export async function editDepart(
  db: Db,
  scope: DepartScope,
  body: unknown,
  info: Audit,
): Promise<DepartAdminRow> {
  const id = String((body as { id?: unknown } | null)?.id ?? '').trim();
  await assertCanWriteTenant(db, scope);
  const values = readForm(departSchema, body, 'edit');
  return db.transaction(async (tx) => {
    await requireDepart(tx, scope, id, true);
    const p = new SqlParams();
    const set = [
      ...updateAssignments(values, (v) => p.add(v)),
      `update_by = ${p.add(scope.auth.user.username)}`,
      'update_time = now()',
    ];
    const w = departIdsWhere(scope, id, p);
    const rows = await tx.query<DepartAdminRow>(
      `UPDATE sys_depart d SET ${set.join(', ')} WHERE ${w.where} RETURNING d.*`,
      w.params,
    );
    if (!rows[0]) throw new BizError(DEPART_MESSAGES.notFound);
    await audit(tx, scope.auth, info, 'edit', `编辑部门：${rows[0].depart_name}（${rows[0].org_code}）`);
    return rows[0];
  });
}

/**
 * DELETE /sys/sysDepart/delete|deleteBatch: each department with its sub-departments (the page
 * warns about them), all or nothing. Refused while any of them still has users, so nobody loses
 * their department silently, and when a sub-department is outside the actor's data rules.
 * Department roles, their grants and the department's permissions go with the rows.
 */
export async function deleteDeparts(
  db: Db,
  scope: DepartScope,
  rawIds: unknown,
  info: Audit,
): Promise<number> {
  const ids = parseIdList(rawIds);
  if (ids.length === 0) throw new BizError(DEPART_MESSAGES.noIds);
  await assertCanWriteTenant(db, scope);
  return db.transaction(async (tx) => {
    const roots = await departsByIds(tx, scope, ids, true);
    if (roots.length !== ids.length) throw new BizError(DEPART_MESSAGES.notFound);
    const all = await subtreeIds(tx, ids);
    if ((await departsByIds(tx, scope, all)).length !== all.length)
      throw new BizError(DEPART_MESSAGES.hiddenChildren);
    const users = await tx.query(
      `SELECT 1 FROM sys_user_depart ud JOIN sys_user u ON u.id = ud.user_id
        WHERE ud.dep_id = ANY($1::varchar[]) LIMIT 1`,
      [all],
    );
    if (users.length > 0) throw new BizError(DEPART_MESSAGES.hasUsers);
    await tx.query('DELETE FROM sys_depart WHERE id = ANY($1::varchar[])', [all]);
    await audit(
      tx,
      scope.auth,
      info,
      'delete',
      `删除部门：${roots.map((r) => `${r.depart_name}（${r.org_code}）`).join('、')}（含下级共 ${all.length} 个）`,
    );
    return all.length;
  });
}

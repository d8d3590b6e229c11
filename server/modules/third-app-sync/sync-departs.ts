import type { InAppProvider } from '../../../src/shared/domain/contract/in-app-login';
import type { Db } from '../../db/db';
import type { AuthContext } from '../session/auth-context';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { DEPART_MESSAGES } from '../depart/depart-scope';
import { nextOrgCode, OrgCodeExhausted, siblingCodePattern } from '../depart/org-code';
import type { DirectoryDepart } from './directory';

/** Where a provider department lives here. */
export interface LocalDepart {
  id: string;
  orgCode: string;
}

export interface SyncContext {
  tx: Db;
  tenantId: number;
  thirdType: InAppProvider;
  /** Who runs the sync (create_by / update_by, the data log). */
  auth: AuthContext;
  actor: string;
}

interface MappedRow {
  [key: string]: unknown;
  third_dept_id: string;
  depart_id: string;
  depart_name: string;
  depart_order: number | null;
  parent_id: string | null;
  org_code: string;
}

/** Parents before children; a department whose parent is unknown (or a cycle) becomes top level. */
export function parentsFirst(departs: readonly DirectoryDepart[]): DirectoryDepart[] {
  const byId = new Map(departs.map((d) => [d.id, d]));
  const children = new Map<string | null, DirectoryDepart[]>();
  for (const d of departs) {
    const parent = d.parentId !== null && byId.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: DirectoryDepart[] = [];
  const placed = new Set<string>();
  const walk = (parent: string | null, asTop: boolean) => {
    for (const d of children.get(parent) ?? []) {
      if (placed.has(d.id)) continue;
      placed.add(d.id);
      out.push(asTop ? { ...d, parentId: null } : d);
      walk(d.id, false);
    }
  };
  walk(null, false);
  // Whatever a parent cycle kept unreachable: cut at the first member.
  for (const d of departs) if (!placed.has(d.id)) walk(d.parentId, true);
  return out;
}

/** The next free code below `parentCode`; adds under one parent take turns (as the department page's). */
async function freshCode(tx: Db, parentCode: string): Promise<string> {
  if (tx.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(724302, hashtext($1))', [parentCode]);
  const [last] = await tx.query<{ org_code: string }>(
    `SELECT org_code FROM sys_depart WHERE org_code ~ $1 ORDER BY org_code COLLATE "C" DESC LIMIT 1`,
    [siblingCodePattern(parentCode)],
  );
  try {
    return nextOrgCode(parentCode, last?.org_code ?? null);
  } catch (e) {
    if (e instanceof OrgCodeExhausted) throw new BizError(DEPART_MESSAGES.codesExhausted);
    throw e;
  }
}

/** Re-codes a department and everything below it (departments and users' login department). */
async function moveDepart(ctx: SyncContext, row: MappedRow, parent: LocalDepart | null): Promise<string> {
  const { tx } = ctx;
  const code = await freshCode(tx, parent?.orgCode ?? '');
  const old = row.org_code;
  const rewrite = `$1 || substr(org_code, length($2) + 1)`;
  await tx.query(`UPDATE sys_depart SET org_code = ${rewrite} WHERE left(org_code, length($2)) = $2`, [
    code,
    old,
  ]);
  await tx.query(`UPDATE sys_user SET org_code = ${rewrite} WHERE left(org_code, length($2)) = $2`, [
    code,
    old,
  ]);
  await tx.query('UPDATE sys_depart SET parent_id = $1, org_type = $2 WHERE id = $3', [
    parent?.id ?? null,
    parent ? '2' : '1',
    row.depart_id,
  ]);
  return code;
}

async function insertDepart(
  ctx: SyncContext,
  d: DirectoryDepart,
  parent: LocalDepart | null,
): Promise<LocalDepart> {
  const code = await freshCode(ctx.tx, parent?.orgCode ?? '');
  const id = newId();
  await ctx.tx.query(
    `INSERT INTO sys_depart (id, parent_id, depart_name, depart_order, org_category, org_type, org_code, status,
       del_flag, tenant_id, create_by, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '1', '0', $8, $9, now())`,
    [
      id,
      parent?.id ?? null,
      d.name,
      d.order,
      parent ? '2' : '1',
      parent ? '2' : '1',
      code,
      ctx.tenantId,
      ctx.actor,
    ],
  );
  await ctx.tx.query(
    `INSERT INTO sys_third_depart_map (tenant_id, third_type, third_dept_id, depart_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, third_type, third_dept_id) DO UPDATE SET depart_id = EXCLUDED.depart_id`,
    [ctx.tenantId, ctx.thirdType, d.id, id],
  );
  return { id, orgCode: code };
}

/**
 * Imports the provider's departments into the tenant, keeping the tree. A department mapped by an
 * earlier sync is updated (name, order, parent) instead of added again; a mapped department that
 * was deleted here is added anew. Departments gone from the provider are left alone.
 */
export async function syncDeparts(
  ctx: SyncContext,
  departs: readonly DirectoryDepart[],
): Promise<{ local: Map<string, LocalDepart>; added: number; updated: number }> {
  const rows = await ctx.tx.query<MappedRow>(
    `SELECT m.third_dept_id, d.id AS depart_id, d.depart_name, d.depart_order, d.parent_id, d.org_code
       FROM sys_third_depart_map m
       JOIN sys_depart d ON d.id = m.depart_id AND d.del_flag = '0' AND d.tenant_id = m.tenant_id
      WHERE m.tenant_id = $1 AND m.third_type = $2`,
    [ctx.tenantId, ctx.thirdType],
  );
  const mapped = new Map(rows.map((r) => [r.third_dept_id, r]));
  const local = new Map<string, LocalDepart>();
  let added = 0;
  let updated = 0;
  for (const d of parentsFirst(departs)) {
    const parent = d.parentId === null ? null : (local.get(d.parentId) ?? null);
    const row = mapped.get(d.id);
    if (!row) {
      local.set(d.id, await insertDepart(ctx, d, parent));
      added++;
      continue;
    }
    let orgCode = row.org_code;
    const moved = (row.parent_id ?? null) !== (parent?.id ?? null);
    if (moved) orgCode = await moveDepart(ctx, row, parent);
    const renamed = row.depart_name !== d.name || (row.depart_order ?? 0) !== d.order;
    if (renamed || moved) {
      await ctx.tx.query(
        `UPDATE sys_depart SET depart_name = $1, depart_order = $2, update_by = $3, update_time = now() WHERE id = $4`,
        [d.name, d.order, ctx.actor, row.depart_id],
      );
      updated++;
    }
    local.set(d.id, { id: row.depart_id, orgCode });
  }
  return { local, added, updated };
}

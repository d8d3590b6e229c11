import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { POSITION_MESSAGES, positionSchema } from '../../../src/shared/domain/resources/position';
import { columnOf } from '../../../src/shared/domain/resources/types';
import { importColumns } from '../../../src/shared/domain/widgets/excel/columns';
import { POSITION_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { bulkInsert } from '../../lib/excel/bulk-insert';
import { cellOf, exportDicts, exportTable } from '../../lib/excel/export-run';
import type { ImportTarget } from '../../lib/excel/import-pipeline';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { SqlParams } from '../../lib/list-query/sql-params';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';
import type { PositionRow } from './service';

const UNIQUE = {
  uniq_sys_position_code: POSITION_MESSAGES.codeTaken,
  uniq_sys_position_code_platform: POSITION_MESSAGES.codeTaken,
};

/** GET /sys/position/exportXls: the list's rows (tenant's and platform positions, data rules). */
export async function exportPositions(deps: AppDeps, auth: AuthContext, query: RawQuery) {
  const tenantId = effectiveTenantId(auth);
  return exportTable<PositionRow>(deps.db, {
    schema: positionSchema,
    alias: 's',
    select: 's.*',
    from: 'sys_position s',
    query,
    fixedWhere: (p) => [rowTenantCondition('s', p, tenantId, true)],
    dataRules: await dataRuleConditions(deps.db, auth, ADMIN_PATHS.position),
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      return rows.map((row) => columns.map((c) => cellOf(c, row, dicts)));
    },
  });
}

/** Codes the acting tenant already has (the unique index is per tenant; platform rows when none). */
async function takenCodes(db: Db, tenantId: number | null, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const p = new SqlParams();
  const list = p.add(codes);
  const rows = await db.query<{ code: string }>(
    `SELECT s.code FROM sys_position s WHERE s.code = ANY(${list}::varchar[]) AND ${rowTenantCondition('s', p, tenantId)}`,
    p.values,
  );
  return new Set(rows.map((r) => r.code));
}

/** The position import: the add form's fields, into the acting tenant. */
export function positionImportTarget(deps: AppDeps, auth: AuthContext): ImportTarget {
  const tenantId = effectiveTenantId(auth);
  return {
    profile: POSITION_EXCEL,
    async checkRows(rows) {
      const codes = rows.map((r) => r.values.code).filter((v): v is string => typeof v === 'string');
      const taken = await takenCodes(deps.db, tenantId, [...new Set(codes)]);
      for (const r of rows) if (taken.has(String(r.values.code))) r.errors.push(POSITION_MESSAGES.codeTaken);
    },
    async insertRows(tx, rows) {
      const columns = importColumns(positionSchema);
      const now = new Date();
      const fixed = ['id', 'tenant_id', 'sys_org_code', 'create_by', 'create_time'];
      const data = rows.map((r) => [
        ...columns.map((c) => r.values[c.key] ?? null),
        newId(),
        tenantId,
        auth.user.org_code,
        auth.user.username,
        now,
      ]);
      await withUniqueMessages(UNIQUE, () =>
        bulkInsert(tx, 'sys_position', [...columns.map((c) => columnOf(c.field)), ...fixed], data),
      );
    },
  };
}

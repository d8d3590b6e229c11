// GET /cwxt/plant/exportXls and POST /cwxt/plant/importExcel: the list's rows under the plant
// menu's scope; an import validates every row with the add form's rules (plus code, department and
// area lookups) and imports the file all or nothing (the generic pipeline's semantics).
import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { normalizeCapacity, PLANT_EXCEL, PLANT_MESSAGES } from '../../../src/shared/domain/resources/plant';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { registerExcelRoutes } from '../../lib/excel/excel-routes';
import { cellOf, exportDicts, exportTable } from '../../lib/excel/export-run';
import type { ImportTarget } from '../../lib/excel/import-pipeline';
import type { RawQuery } from '../../lib/list-query/query-input';
import type { AuthContext } from '../session/auth-context';
import { exportQuerySchema } from '../user/import-export';
import { areaCodeOfText, areaFullName } from './area';
import { departNames, type PlantRow } from './plant-json';
import { insertScopedImport } from '../business/scoped-import';
import { PLANT_UNIQUE, plantTable } from './service';

async function exportPlants(deps: AppDeps, auth: AuthContext, query: RawQuery) {
  const table = await plantTable(deps.db, auth);
  return exportTable<PlantRow>(deps.db, {
    ...table,
    fixedWhere: table.fixedWhere ?? (() => []),
    dataRules: table.dataRules ?? [],
    select: 'p.*',
    from: 'biz_plant p',
    query,
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      const departs = await departNames(
        deps.db,
        rows.map((r) => r.depart_id),
      );
      return rows.map((row) =>
        columns.map((c) => {
          if (c.key === 'areaCode') return areaFullName(row.area_code) ?? row.area_code ?? '';
          if (c.key === 'departId') return row.depart_id ? (departs.get(row.depart_id) ?? '') : '';
          if (c.key === 'capacityMw') return normalizeCapacity(row.capacity_mw) ?? '';
          return cellOf(c, row, dicts);
        }),
      );
    },
  });
}

/** Department cells: the name or org code of one of the tenant's departments. */
async function departIdsByText(
  deps: AppDeps,
  tenantId: number,
  texts: string[],
): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const rows = await deps.db.query<Row & { id: string; depart_name: string; org_code: string }>(
    `SELECT id, depart_name, org_code FROM sys_depart
      WHERE del_flag = '0' AND tenant_id = $1::integer
        AND (depart_name = ANY($2::varchar[]) OR org_code = ANY($2::varchar[]))
      ORDER BY org_code`,
    [tenantId, texts],
  );
  const map = new Map<string, string>();
  for (const r of rows) {
    if (!map.has(r.org_code)) map.set(r.org_code, r.id);
    if (!map.has(r.depart_name)) map.set(r.depart_name, r.id);
  }
  return map;
}

async function plantImportTarget(deps: AppDeps, auth: AuthContext): Promise<ImportTarget> {
  const table = await plantTable(deps.db, auth);
  return {
    profile: PLANT_EXCEL,
    async checkRows(rows) {
      const codes = [
        ...new Set(rows.map((r) => r.values.plantCode).filter((v): v is string => typeof v === 'string')),
      ];
      const taken = new Set(
        (
          await deps.db.query<Row & { plant_code: string }>(
            'SELECT plant_code FROM biz_plant WHERE tenant_id = $1::integer AND plant_code = ANY($2::varchar[])',
            [table.tenantId, codes],
          )
        ).map((r) => r.plant_code),
      );
      const departTexts = [
        ...new Set(rows.map((r) => r.values.departId).filter((v): v is string => typeof v === 'string')),
      ];
      const departs = await departIdsByText(deps, table.tenantId, departTexts);
      for (const r of rows) {
        if (taken.has(String(r.values.plantCode))) r.errors.push(PLANT_MESSAGES.codeTaken);
        const area = r.values.areaCode;
        if (typeof area === 'string') {
          const code = areaCodeOfText(area);
          if (code) r.values.areaCode = code;
          else r.errors.push(PLANT_MESSAGES.areaUnknown);
        }
        const depart = r.values.departId;
        if (typeof depart === 'string') {
          const id = departs.get(depart);
          if (id) r.values.departId = id;
          else r.errors.push(PLANT_MESSAGES.departUnknown);
        }
      }
    },
    async insertRows(tx, rows) {
      // An importer under the plant rule may not add rows outside it.
      await insertScopedImport(tx, table, auth, rows, PLANT_UNIQUE);
    },
  };
}

export async function plantExcelRoutes(app: FastifyInstance): Promise<void> {
  await registerExcelRoutes(app, {
    profile: PLANT_EXCEL,
    exportPermission: PERM.plant.export,
    importPermission: PERM.plant.import,
    noun: '电厂',
    exportQuerySchema,
    exportRows: exportPlants,
    importTarget: plantImportTarget,
  });
}

// POST /cwxt/unit/importExcel: units from a spreadsheet, like the plant import. Every row is checked
// with the add form's rules; 所属电厂 is one of the tenant's plants by code or name; 机组编号 is unique
// per plant (in the file and in the database). The file imports all or nothing.
import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { UNIT_EXCEL, UNIT_MESSAGES } from '../../../src/shared/domain/resources/unit';
import type { ValidatedRow } from '../../../src/shared/domain/widgets/excel/row-validate';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { importExcelFiles, type ImportTarget } from '../../lib/excel/import-pipeline';
import { registerExcelImport } from '../../lib/excel/import-route';
import { requestInfo } from '../log/operation-log';
import { authOf, type AuthContext } from '../session/auth-context';
import { insertScopedImport } from '../business/scoped-import';
import { unitTable } from './service';

const UNIQUE = { uniq_biz_unit_code: UNIT_MESSAGES.codeTaken };

const texts = (rows: readonly ValidatedRow[], key: string) => [
  ...new Set(rows.map((r) => r.values[key]).filter((v): v is string => typeof v === 'string')),
];

/** Plant cells: the code or the name of one of the tenant's plants (a code wins over a name). */
async function plantIdsByText(db: Db, tenantId: number, cells: string[]): Promise<Map<string, string>> {
  if (cells.length === 0) return new Map();
  const rows = await db.query<Row & { id: string; plant_code: string; plant_name: string }>(
    `SELECT id, plant_code, plant_name FROM biz_plant
      WHERE tenant_id = $1::integer AND (plant_code = ANY($2::varchar[]) OR plant_name = ANY($2::varchar[]))
      ORDER BY plant_code`,
    [tenantId, cells],
  );
  const map = new Map<string, string>();
  for (const r of rows) map.set(r.plant_code, r.id);
  for (const r of rows) if (!map.has(r.plant_name)) map.set(r.plant_name, r.id);
  return map;
}

/** (plant, code) pairs already stored. */
async function takenCodes(db: Db, plantIds: string[]): Promise<Set<string>> {
  if (plantIds.length === 0) return new Set();
  const rows = await db.query<Row & { plant_id: string; unit_code: string }>(
    'SELECT plant_id, unit_code FROM biz_unit WHERE plant_id = ANY($1::varchar[])',
    [plantIds],
  );
  return new Set(rows.map((r) => `${r.plant_id}\n${r.unit_code.toLowerCase()}`));
}

async function unitImportTarget(deps: AppDeps, auth: AuthContext): Promise<ImportTarget> {
  const table = await unitTable(deps.db, auth);
  return {
    profile: UNIT_EXCEL,
    async checkRows(rows) {
      const plants = await plantIdsByText(deps.db, table.tenantId, texts(rows, 'plantId'));
      for (const r of rows) {
        const cell = r.values.plantId;
        if (typeof cell !== 'string') continue;
        const id = plants.get(cell);
        if (id) r.values.plantId = id;
        else r.errors.push(UNIT_MESSAGES.plantUnknown);
      }
      const taken = await takenCodes(deps.db, [...new Set(plants.values())]);
      const seen = new Set<string>();
      for (const r of rows) {
        const { plantId, unitCode } = r.values;
        if (typeof plantId !== 'string' || typeof unitCode !== 'string') continue;
        const key = `${plantId}\n${unitCode.toLowerCase()}`;
        if (taken.has(key)) r.errors.push(UNIT_MESSAGES.codeTaken);
        else if (seen.has(key)) r.errors.push(UNIT_MESSAGES.codeRepeatedInFile);
        seen.add(key);
      }
    },
    async insertRows(tx, rows) {
      // An importer under the plant rule may not add rows outside it.
      await insertScopedImport(tx, table, auth, rows, UNIQUE);
    },
  };
}

export async function unitImportRoute(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await registerExcelImport(app, UNIT_EXCEL.importUrl, PERM.unit.import, async (request, form) => {
    const auth = authOf(request);
    return importExcelFiles(deps, auth, requestInfo(request), form, await unitImportTarget(deps, auth));
  });
}

import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { POSITION_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import { registerExcelRoutes } from '../../lib/excel/excel-routes';
import { exportQuerySchema } from '../user/import-export';
import { exportPositions, positionImportTarget } from './import-export-service';

/** GET /sys/position/exportXls and POST /sys/position/importExcel (spec 002 §7). */
export async function positionExcelRoutes(app: FastifyInstance): Promise<void> {
  await registerExcelRoutes(app, {
    profile: POSITION_EXCEL,
    exportPermission: PERM.position.export,
    importPermission: PERM.position.import,
    noun: '职务',
    exportQuerySchema,
    exportRows: exportPositions,
    importTarget: positionImportTarget,
  });
}

import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { USER_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import { registerExcelRoutes } from '../../lib/excel/excel-routes';
import { str } from '../../lib/schema';
import { exportUsers, userImportTarget } from './import-export-service';
import { listQuerySchema } from './route-schemas';

/** The list query plus `selections` (comma ids of the selected rows, up to a page of 1000). */
export const exportQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, selections: str(34_000) },
} as const;

/** GET /sys/user/exportXls and POST /sys/user/importExcel (spec 002 §7). */
export async function userExcelRoutes(app: FastifyInstance): Promise<void> {
  await registerExcelRoutes(app, {
    profile: USER_EXCEL,
    exportPermission: PERM.user.export,
    importPermission: PERM.user.import,
    noun: '用户',
    exportQuerySchema,
    exportRows: exportUsers,
    importTarget: userImportTarget,
  });
}

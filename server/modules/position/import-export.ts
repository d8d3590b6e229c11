import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { POSITION_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import { sendXls } from '../../lib/excel/export-run';
import { importExcelFiles } from '../../lib/excel/import-pipeline';
import { registerExcelImport } from '../../lib/excel/import-route';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { exportQuerySchema } from '../user/import-export';
import { exportPositions, positionImportTarget } from './import-export-service';

/** GET /sys/position/exportXls and POST /sys/position/importExcel (spec 002 §7). */
export async function positionExcelRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    POSITION_EXCEL.exportUrl,
    { config: { policy: { permission: PERM.position.export } }, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const table = await exportPositions(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出职务：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, POSITION_EXCEL.exportName, table, POSITION_EXCEL.schema.title);
    },
  );

  await registerExcelImport(app, POSITION_EXCEL.importUrl, PERM.position.import, async (request, form) => {
    const auth = authOf(request);
    return importExcelFiles(deps, auth, requestInfo(request), form, positionImportTarget(deps, auth));
  });
}

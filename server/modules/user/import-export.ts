import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { USER_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import { sendXls } from '../../lib/excel/export-run';
import { importExcelFiles } from '../../lib/excel/import-pipeline';
import { registerExcelImport } from '../../lib/excel/import-route';
import { str } from '../../lib/schema';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { exportUsers, userImportTarget } from './import-export-service';
import { listQuerySchema } from './route-schemas';

/** The list query plus `selections` (comma ids of the selected rows, up to a page of 1000). */
export const exportQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, selections: str(34_000) },
} as const;

/** GET /sys/user/exportXls and POST /sys/user/importExcel (spec 002 §7). */
export async function userExcelRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    USER_EXCEL.exportUrl,
    { config: { policy: { permission: PERM.user.export } }, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const table = await exportUsers(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出用户：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, USER_EXCEL.exportName, table, USER_EXCEL.schema.title);
    },
  );

  await registerExcelImport(app, USER_EXCEL.importUrl, PERM.user.import, async (request, form) => {
    const auth = authOf(request);
    return importExcelFiles(deps, auth, requestInfo(request), form, await userImportTarget(deps, auth));
  });
}

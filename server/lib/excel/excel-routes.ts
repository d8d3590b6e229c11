import type { FastifyInstance, FastifySchema } from 'fastify';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { ExcelProfile } from '../../../src/shared/domain/widgets/excel/profiles';
import type { AppDeps } from '../../fastify-types';
import { logOperation, requestInfo } from '../../modules/log/operation-log';
import { authOf, type AuthContext } from '../../modules/session/auth-context';
import type { RawQuery } from '../list-query/query-input';
import { sendXls } from './export-run';
import { importExcelFiles, type ImportTarget } from './import-pipeline';
import { registerExcelImport } from './import-route';

export interface ExcelRoutesSpec {
  profile: ExcelProfile;
  exportPermission: string;
  importPermission: string;
  /** What the rows are (用户, 职务): the operation log says `导出{noun}：N行`. */
  noun: string;
  exportQuerySchema: FastifySchema['querystring'];
  exportRows(
    deps: AppDeps,
    auth: AuthContext,
    query: RawQuery,
  ): Promise<{ header: string[]; rows: string[][] }>;
  importTarget(deps: AppDeps, auth: AuthContext): ImportTarget | Promise<ImportTarget>;
}

/** GET `profile.exportUrl` (a logged .xls download) and POST `profile.importUrl` (spec 002 §7). */
export async function registerExcelRoutes(app: FastifyInstance, spec: ExcelRoutesSpec): Promise<void> {
  const { deps } = app;
  const { profile } = spec;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    profile.exportUrl,
    {
      config: { policy: { permission: spec.exportPermission } },
      schema: { querystring: spec.exportQuerySchema },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const table = await spec.exportRows(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出${spec.noun}：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, profile.exportName, table, profile.schema.title);
    },
  );

  await registerExcelImport(app, profile.importUrl, spec.importPermission, async (request, form) => {
    const auth = authOf(request);
    return importExcelFiles(deps, auth, requestInfo(request), form, await spec.importTarget(deps, auth));
  });
}

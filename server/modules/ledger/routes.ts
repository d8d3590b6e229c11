import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { sendXls } from '../../lib/excel/export-run';
import { ok } from '../../plugins/envelope';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { exportQuerySchema } from '../user/import-export';
import { listQuerySchema } from '../user/route-schemas';
import { exportLedger, listLedger } from './service';

type Query = Record<string, string | undefined>;

/** 电费台账 (`/cwxt/ledger/*`): read-only, derived; list with totals and the export. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/cwxt/ledger/list',
    { config: { policy: { permission: PERM.ledger.list } }, schema: { querystring: listQuerySchema } },
    async (request) => ok(await listLedger(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: Query }>(
    '/cwxt/ledger/exportXls',
    { config: { policy: { permission: PERM.ledger.export } }, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const table = await exportLedger(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出电费台账：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, '电费台账', table, '电费台账');
    },
  );
}

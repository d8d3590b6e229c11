// 同步数据库 routes (issue 9): JeecgBoot's `doDbSynch/{code}/{synMethod}` plus `syncPlan/{code}`,
// the statements a sync would run, for the confirmation dialog. Both need online:cgform:sync.
import type { FastifyInstance } from 'fastify';
import { DDL_MESSAGES } from '../../../src/shared/domain/online/ddl-rules';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { doDbSynch, parseSynMethod, syncPlan } from './sync-service';

const ID = { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } as const;
const can = { policy: { permission: PERM.onlineForm.sync } };

export async function cgformSyncRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Params: { headId: string }; Querystring: { synMethod?: string } }>(
    '/online/cgform/api/syncPlan/:headId',
    {
      config: can,
      schema: {
        params: { type: 'object', properties: { headId: ID }, required: ['headId'] },
        querystring: { type: 'object', properties: { synMethod: str(10) } },
      },
    },
    async (request) =>
      ok(
        await syncPlan(
          deps,
          authOf(request),
          request.params.headId,
          parseSynMethod(request.query.synMethod ?? 'normal'),
        ),
      ),
  );

  app.post<{
    Params: { headId: string; synMethod: string };
    Body: { confirmDestructive?: boolean } | undefined;
  }>(
    '/online/cgform/api/doDbSynch/:headId/:synMethod',
    {
      config: can,
      schema: {
        params: {
          type: 'object',
          properties: { headId: ID, synMethod: str(10) },
          required: ['headId', 'synMethod'],
        },
        body: {
          type: ['object', 'null'],
          properties: { confirmDestructive: { type: 'boolean' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const mode = parseSynMethod(request.params.synMethod);
      const result = await doDbSynch(
        deps,
        authOf(request),
        requestInfo(request),
        request.params.headId,
        mode,
        request.body?.confirmDestructive === true,
      );
      return ok(result, DDL_MESSAGES.synced);
    },
  );
}

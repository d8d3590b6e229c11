import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { databaseInfo } from './database';
import { diskInfo } from './disk';
import { processInfo, serverInfo } from './system-info';

const can = (permission: string) => ({ policy: { permission } });
// Read-only pages: the only query parameter is the client's cache-busting timestamp.
const schema = { querystring: { type: 'object', properties: { _t: str(20) } } } as const;

/** 系统监控 (`/sys/monitor/*`): one read-only endpoint per monitoring page, plus the history. */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get('/sys/monitor/server', { config: can(PERM.monitor.server), schema }, async (request) =>
    ok(await serverInfo(deps, authOf(request))),
  );

  app.get('/sys/monitor/process', { config: can(PERM.monitor.process), schema }, async () =>
    ok(processInfo(deps)),
  );

  app.get('/sys/monitor/disk', { config: can(PERM.monitor.disk), schema }, async () =>
    ok(await diskInfo(deps)),
  );

  app.get('/sys/monitor/database', { config: can(PERM.monitor.database), schema }, async () =>
    ok(await databaseInfo(deps.db)),
  );

  app.get('/sys/monitor/httpTrace', { config: can(PERM.monitor.trace), schema }, async () =>
    ok(deps.monitor.requests.entries()),
  );

  // The sampled series (CPU, memory, heap, event loop, requests/min) belong to the server page;
  // the process page shows its charts only to holders of the same code.
  app.get('/sys/monitor/history', { config: can(PERM.monitor.server), schema }, async () =>
    ok(deps.monitor.history()),
  );
}

import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { analysis } from './analysis';
import { board } from './board';
import { charts } from './charts';
import { monitor } from './monitor';
import { todo } from './todo';
import { workplace } from './workplace';

// Every role opens the dashboards (电厂用户 and 领导 included); what each section shows is decided
// per section by the module's own list permission and data rules (see access.ts), so the route
// itself only needs a session.
const signedIn = { policy: { authenticated: true as const } };
const schema = { querystring: { type: 'object', properties: { _t: str(20) } } } as const;
const boardSchema = { querystring: { type: 'object', properties: { _t: str(20), month: str(7) } } } as const;

/** 首页 and the dashboards (`/cwxt/dashboard/*`): read-only aggregates of the business. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/cwxt/dashboard/analysis', { config: signedIn, schema }, async (request) =>
    ok(await analysis(db, authOf(request))),
  );
  app.get('/cwxt/dashboard/todo', { config: signedIn, schema }, async (request) =>
    ok(await todo(db, authOf(request))),
  );
  app.get('/cwxt/dashboard/workplace', { config: signedIn, schema }, async (request) =>
    ok(await workplace(db, authOf(request))),
  );
  app.get('/cwxt/dashboard/charts', { config: signedIn, schema }, async (request) =>
    ok(await charts(db, authOf(request))),
  );
  app.get<{ Querystring: { month?: string } }>(
    '/cwxt/dashboard/board',
    { config: signedIn, schema: boardSchema },
    async (request) => ok(await board(db, authOf(request), request.query.month)),
  );
  app.get('/cwxt/dashboard/monitor', { config: signedIn, schema }, async (request) =>
    ok(await monitor(db, authOf(request))),
  );
}

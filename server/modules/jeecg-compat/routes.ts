import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { fail, MESSAGES, ok, okZero } from '../../plugins/envelope';
import { str } from '../../lib/schema';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { listDbSources } from '../cgreport/admin-service';
import { authOf } from '../session/auth-context';
import { authenticate } from '../session/service';
import { queryTenantList } from '../tenant/service';
import { httpTraces, metric, queryDiskInfo } from './actuator';
import {
  announcementPage,
  messagePage,
  pageCsp,
  readableAnnouncement,
  syncNotic,
  type HtmlPage,
} from './announcement-page';
import { loginInfo, visitInfo } from './visit-stats';

export const COMPAT_MESSAGES = { unknownMetric: '该指标不存在' } as const;

const can = (permission: string) => ({ policy: { permission } });
const signedIn = { policy: { authenticated: true as const } };
// Read-only endpoints: the only query parameter is the client's cache-busting timestamp.
const bare = { querystring: { type: 'object', properties: { _t: str(20) } } } as const;

/**
 * Endpoints JeecgBoot's own admin client calls that have no page of ours behind them: the home
 * page's sign-in figures, the actuator answers of its monitor pages, option lists of its forms,
 * and the announcement detail page. docs/jeecg-client-endpoints.md lists them all.
 */
export async function jeecgCompatRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  // JeecgBoot answers loginfo with success("登录成功") (code 200) and visitInfo with a bare Result (code 0).
  app.get('/sys/loginfo', { config: signedIn, schema: bare }, async (request) =>
    ok(await loginInfo(deps.db, authOf(request)), '登录成功'),
  );
  app.get('/sys/visitInfo', { config: signedIn, schema: bare }, async (request) =>
    okZero(await visitInfo(deps.db, authOf(request))),
  );

  app.get<{ Params: { name: string } }>(
    '/actuator/metrics/:name',
    {
      config: can(PERM.monitor.server),
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', pattern: '^[a-z0-9.]{1,100}$' } } },
        ...bare,
      },
    },
    async (request, reply) => {
      const found = metric(deps, request.params.name);
      // The actuator answers an unknown metric with 404 (and no body; ours says which).
      if (!found) return reply.code(404).send(fail(COMPAT_MESSAGES.unknownMetric, 404));
      return found;
    },
  );
  app.get('/actuator/httptrace', { config: can(PERM.monitor.trace), schema: bare }, async () =>
    httpTraces(deps),
  );
  app.get('/sys/actuator/redis/queryDiskInfo', { config: can(PERM.monitor.disk), schema: bare }, async () =>
    ok(await queryDiskInfo(deps), '查询成功'),
  );

  // The online report designer's 数据源 select: codes and names only, never connection settings.
  app.get('/sys/dataSource/options', { config: can(PERM.cgreport.list), schema: bare }, async () =>
    ok((await listDbSources(deps)).map((d) => ({ value: d.code, label: d.name, text: d.name }))),
  );

  app.get<{ Querystring: { ids?: string } }>(
    '/sys/tenant/queryList',
    {
      config: signedIn,
      schema: { querystring: { type: 'object', properties: { ids: str(1100), _t: str(20) } } },
    },
    async (request) => ok(await queryTenantList(deps, authOf(request), request.query.ids)),
  );

  // Which directory apps the acting tenant has enabled (the 同步 buttons of the user and depart lists).
  app.get('/sys/thirdApp/getEnabledType', { config: signedIn, schema: bare }, async (request) => {
    const tenantId = effectiveTenantId(authOf(request));
    const rows =
      tenantId === null
        ? []
        : await deps.db.query<{ third_type: string }>(
            `SELECT c.third_type FROM sys_third_app_config c JOIN sys_tenant t ON t.id = c.tenant_id
              WHERE c.tenant_id = $1 AND c.status = 1 AND t.status = 1`,
            [tenantId],
          );
    const enabled = new Set(rows.map((r) => r.third_type));
    return ok({ wechatEnterprise: enabled.has('wechat_enterprise'), dingtalk: enabled.has('dingtalk') });
  });

  app.get<{ Querystring: { anntId?: string } }>(
    '/sys/annountCement/syncNotic',
    {
      config: signedIn,
      schema: { querystring: { type: 'object', properties: { anntId: str(32), _t: str(20) } } },
    },
    async (request) => {
      await syncNotic(deps, authOf(request), request.query.anntId);
      return okZero(null);
    },
  );

  // An iframe cannot send X-Access-Token: this route alone reads the token from the query
  // (reviewed in server/security/anonymous-routes.ts) and checks it as the header would be.
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/sys/annountCement/show/:id',
    {
      config: { policy: { anonymous: true } },
      schema: {
        params: { type: 'object', properties: { id: str(32) } },
        querystring: { type: 'object', properties: { token: str(4096), _t: str(20) } },
      },
    },
    async (request, reply) => {
      const outcome = await authenticate(deps, request.query.token, undefined);
      let result: HtmlPage;
      if (!outcome.ok) {
        result = messagePage(401, MESSAGES.tokenInvalid);
      } else {
        try {
          result = announcementPage(await readableAnnouncement(deps, outcome.auth, request.params.id));
        } catch (error) {
          if (!(error instanceof BizError)) throw error;
          result = messagePage(404, error.message);
        }
      }
      return reply
        .code(result.status)
        .header('Content-Security-Policy', pageCsp(result.nonce))
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(result.html);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IN_APP_MESSAGES as M,
  type BindByCodeParams,
  type BindTicketParams,
  type DingtalkExchangeParams,
  type WecomAuthorizeParams,
  type WecomExchangeParams,
} from '../../../src/shared/domain/contract/in-app-login';
import { isSafeRedirect } from '../../../src/shared/domain/routes/safe-redirect';
import { str } from '../../lib/schema';
import { ownOrigin } from '../../lib/own-origin';
import { BizError, ok, okMessage } from '../../plugins/envelope';
import { authenticateRequest } from '../../plugins/route-policy';
import { clientOf } from '../auth/client-info';
import { requestInfo } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { authOf } from '../session/auth-context';
import { publicConfig, usableAppConfig } from './app-config';
import { bindAccount, consumeBindTicket } from './binding';
import { configRoutes } from './config-routes';
import { consumeState, createState } from './oauth-state';
import { dingtalkIdentity, wecomIdentity } from './providers/identify';
import { signInBoundUser } from './sign-in';

/** The client page that receives the WeCom code (spec 000 §4, `/oauth2-app/login`). */
export const IN_APP_LOGIN_PAGE = '/oauth2-app/login';

// Sign-in exchanges are reachable without a session by nature; they are rate limited like /sys/login.
const exchange = { policy: { anonymous: true as const }, rateLimit: 'login' as const };
const signedIn = { policy: { authenticated: true as const } };

const tenantIdSchema = { type: 'integer', minimum: 1, maximum: 999_999_999 } as const;
const purposeSchema = { type: 'string', enum: ['login', 'relogin', 'bind'] } as const;

/** The caller's session on an anonymous route, when it sends a valid one (bind round trips). */
async function optionalAuth(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  const outcome = await authenticateRequest(app, request);
  return outcome.ok ? outcome.auth : null;
}

export async function inAppLoginRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: { tenantId?: number } }>(
    '/sys/thirdLogin/oauth2/config',
    {
      config: { policy: { anonymous: true } },
      schema: { querystring: { type: 'object', properties: { tenantId: tenantIdSchema } } },
    },
    async (request) => ok(await publicConfig(deps, request.query.tenantId)),
  );

  app.post<{ Body: WecomAuthorizeParams }>(
    '/sys/thirdLogin/oauth2/wechat_enterprise/authorize',
    {
      config: exchange,
      schema: {
        body: {
          type: 'object',
          properties: { redirect: str(1000), tenantId: tenantIdSchema, purpose: purposeSchema },
          required: ['redirect'],
        },
      },
    },
    async (request) => {
      const { redirect, tenantId, purpose = 'login' } = request.body;
      if (!isSafeRedirect(redirect)) throw new BizError(M.badRedirect);
      let userId: string | null = null;
      if (purpose === 'bind') {
        const auth = await optionalAuth(app, request);
        if (!auth) throw new BizError(M.bindNeedsLogin);
        userId = auth.user.id;
      }
      const cfg = await usableAppConfig(deps, 'wechat_enterprise', tenantId);
      const state = await createState(deps.db, deps.tokenSecret, {
        thirdType: 'wechat_enterprise',
        tenantId: cfg.tenantId,
        purpose,
        redirect,
        userId,
      });
      const url = new URL(deps.config.wecomOauthUrl);
      url.searchParams.set('appid', cfg.corpId);
      url.searchParams.set(
        'redirect_uri',
        `${ownOrigin(deps.config, request, M.badRedirect)}${IN_APP_LOGIN_PAGE}`,
      );
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_base');
      url.searchParams.set('state', state);
      url.searchParams.set('agentid', cfg.agentId);
      url.hash = 'wechat_redirect';
      return ok({ url: url.toString() });
    },
  );

  app.post<{ Body: WecomExchangeParams }>(
    '/sys/thirdLogin/oauth2/wechat_enterprise/exchange',
    {
      config: exchange,
      schema: {
        body: {
          type: 'object',
          properties: { code: str(512), state: str(200) },
          required: ['code', 'state'],
        },
      },
    },
    async (request) => {
      const state = await consumeState(deps.db, deps.tokenSecret, request.body.state);
      if (state.thirdType !== 'wechat_enterprise') throw new BizError(M.stateInvalid);
      // A bind round trip still needs the same signed-in user when it comes back.
      const auth = state.purpose === 'bind' ? await optionalAuth(app, request) : null;
      if (state.purpose === 'bind' && !auth) throw new BizError(M.bindNeedsLogin);
      if (auth && auth.user.id !== state.userId) throw new BizError(M.bindWrongUser);
      const cfg = await usableAppConfig(deps, 'wechat_enterprise', state.tenantId);
      const who = await wecomIdentity(deps, cfg, request.body.code);
      if (auth) {
        await deps.db.transaction((tx) =>
          bindAccount(tx, auth, requestInfo(request), {
            thirdType: 'wechat_enterprise',
            thirdUserId: who.userId,
            realname: who.name,
            tenantId: cfg.tenantId,
          }),
        );
        return okMessage(M.bound);
      }
      return ok(await signInBoundUser(deps, cfg, who, state, clientOf(request)), '登录成功');
    },
  );

  app.post<{ Body: DingtalkExchangeParams }>(
    '/sys/thirdLogin/oauth2/dingtalk/exchange',
    {
      config: exchange,
      schema: {
        body: {
          type: 'object',
          properties: { authCode: str(512), tenantId: tenantIdSchema },
          required: ['authCode'],
        },
      },
    },
    async (request) => {
      const cfg = await usableAppConfig(deps, 'dingtalk', request.body.tenantId);
      const who = await dingtalkIdentity(deps, cfg, request.body.authCode);
      return ok(
        await signInBoundUser(deps, cfg, who, { redirect: '/', purpose: 'login' }, clientOf(request)),
        '登录成功',
      );
    },
  );

  app.post<{ Body: BindTicketParams }>(
    '/sys/thirdLogin/bindTicket',
    {
      config: signedIn,
      schema: { body: { type: 'object', properties: { ticket: str(100) }, required: ['ticket'] } },
    },
    async (request) => {
      const auth = authOf(request);
      // Consumed and bound in one transaction: a refused bind leaves the ticket usable.
      await deps.db.transaction(async (tx) =>
        bindAccount(tx, auth, requestInfo(request), await consumeBindTicket(tx, request.body.ticket)),
      );
      return okMessage(M.bound);
    },
  );

  app.post<{ Body: BindByCodeParams }>(
    '/sys/thirdApp/bindByCode',
    {
      config: signedIn,
      schema: {
        body: {
          type: 'object',
          properties: {
            thirdType: { type: 'string', enum: ['dingtalk'] },
            authCode: str(512),
            tenantId: tenantIdSchema,
          },
          required: ['thirdType', 'authCode'],
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const cfg = await usableAppConfig(deps, 'dingtalk', request.body.tenantId);
      const who = await dingtalkIdentity(deps, cfg, request.body.authCode);
      await deps.db.transaction((tx) =>
        bindAccount(tx, auth, requestInfo(request), {
          thirdType: 'dingtalk',
          thirdUserId: who.userId,
          realname: who.name,
          tenantId: cfg.tenantId,
        }),
      );
      return okMessage(M.bound);
    },
  );

  await app.register(configRoutes);
}

import type { FastifyInstance } from 'fastify';
import type {
  ThirdBindStartParams,
  ThirdBindStartResult,
  ThirdLoginOptions,
} from '../../../src/shared/domain/contract/third-login';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { clearBrowserBinding, hasBrowserBinding, setBrowserBinding } from './browser-binding';
import { clientOf } from '../auth/client-info';
import { loadOrCreateSecret } from '../../security/secrets';
import { authOf } from '../session/auth-context';
import { sendCallbackPage } from './callback-page';
import { ownOrigin } from '../../lib/own-origin';
import { configuredSources } from './providers';
import { handleCallback, loginWithCode, startBind, startLogin, THIRD_LOGIN_MESSAGES } from './service';
import { backToLogin } from './callback-page';

const anonymous = { policy: { anonymous: true as const } };
// The round trip writes a state row or calls the provider: rate limited like the logins.
const anonymousLimited = { policy: { anonymous: true as const }, rateLimit: 'login' as const };

/**
 * Third-party (OAuth2) sign-in, JeecgBoot's /sys/thirdLogin/* (CONTRACT §2.7) without its holes:
 * the callback hands the page a one-time code, never the session token, and nothing goes in a URL.
 */
export async function thirdLoginRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const secret = await loadOrCreateSecret(deps.db, 'third-login-state');
  const cookiePath = `${deps.config.apiBase}/sys/thirdLogin/`;

  app.get('/sys/thirdLogin/options', { config: anonymous }, async () => {
    const options: ThirdLoginOptions = {
      cas: deps.config.casServerUrl ? { loginUrl: `${deps.config.casServerUrl}/login` } : null,
      sources: configuredSources(deps.config),
    };
    return ok(options);
  });

  app.get<{ Params: { source: string }; Querystring: { redirect?: string } }>(
    '/sys/thirdLogin/render/:source',
    {
      config: anonymousLimited,
      schema: {
        params: { type: 'object', properties: { source: str(32) } },
        querystring: { type: 'object', properties: { redirect: str(1000) } },
      },
    },
    async (request, reply) => {
      const url = await startLogin(deps, secret, {
        source: request.params.source,
        redirect: request.query.redirect,
        origin: ownOrigin(deps.config, request),
      });
      if (!url) {
        return sendCallbackPage(reply, {
          kind: 'message',
          title: '登录失败',
          message: THIRD_LOGIN_MESSAGES.unknownSource,
          link: backToLogin,
        });
      }
      const state = new URL(url).searchParams.get('state');
      if (state) setBrowserBinding(reply, request, secret, state, cookiePath);
      return reply.header('Cache-Control', 'no-store').redirect(url, 302);
    },
  );

  app.get<{
    Params: { source: string };
    Querystring: { code?: string; state?: string; error?: string };
  }>(
    '/sys/thirdLogin/:source/callback',
    {
      config: anonymousLimited,
      schema: {
        params: { type: 'object', properties: { source: str(32) } },
        querystring: {
          type: 'object',
          properties: { code: str(512), state: str(512), error: str(100), error_description: str(500) },
        },
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const fromStartingBrowser = state ? hasBrowserBinding(request, secret, state) : false;
      clearBrowserBinding(reply, cookiePath);
      return sendCallbackPage(
        reply,
        await handleCallback(deps, secret, {
          source: request.params.source,
          ...request.query,
          fromStartingBrowser,
        }),
      );
    },
  );

  app.get<{ Params: { token: string; thirdType: string } }>(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      config: { ...anonymousLimited, traceAsPattern: true },
      schema: {
        params: {
          type: 'object',
          properties: { token: str(128), thirdType: str(32) },
          required: ['token', 'thirdType'],
        },
      },
    },
    async (request) =>
      ok(
        await loginWithCode(
          deps,
          { code: request.params.token, thirdType: request.params.thirdType },
          clientOf(request),
        ),
      ),
  );

  app.post<{ Body: ThirdBindStartParams }>(
    '/sys/thirdLogin/bindStart',
    {
      config: { policy: { authenticated: true } },
      schema: {
        body: { type: 'object', properties: { source: str(32) }, required: ['source'] },
      },
    },
    async (request) => {
      const url = await startBind(deps, secret, {
        source: request.body.source,
        userId: authOf(request).user.id,
        origin: ownOrigin(deps.config, request),
      });
      const result: ThirdBindStartResult = { url };
      return ok(result);
    },
  );
}

import { IN_APP_MESSAGES, type InAppProvider } from '../../../../src/shared/domain/contract/in-app-login';
import type { AppDeps } from '../../../fastify-types';
import { secretBox } from '../../../lib/secret-box';
import { BizError } from '../../../plugins/envelope';
import type { AppConfigRow } from '../config-row';
import { TokenCache } from './token-cache';

/**
 * The one door to the WeCom and DingTalk server APIs: the tenant's app configuration (secret
 * decrypted only here, in memory) and authenticated calls that add the cached app access token.
 * The sign-in exchange and the directory sync both go through it.
 */
export interface AppConfig {
  tenantId: number;
  thirdType: InAppProvider;
  corpId: string;
  clientId: string;
  agentId: string;
  secret: string;
  enabled: boolean;
}

type ConfigRow = Pick<
  AppConfigRow,
  'tenant_id' | 'third_type' | 'corp_id' | 'client_id' | 'agent_id' | 'client_secret_enc' | 'status'
>;

/** The tenant's app of that type with its secret decrypted, or null when none is configured. */
export async function loadAppConfig(
  deps: AppDeps,
  tenantId: number,
  thirdType: InAppProvider,
): Promise<AppConfig | null> {
  const [row] = await deps.db.query<ConfigRow>(
    `SELECT tenant_id, third_type, corp_id, client_id, agent_id, client_secret_enc, status
       FROM sys_third_app_config WHERE tenant_id = $1 AND third_type = $2`,
    [tenantId, thirdType],
  );
  if (!row) return null;
  let secret: string;
  try {
    secret = (await secretBox(deps.db)).open(row.client_secret_enc);
  } catch {
    // A tampered value or a lost key: the administrator has to enter the secret again.
    throw new BizError(IN_APP_MESSAGES.credentialInvalid(thirdType));
  }
  return {
    tenantId: row.tenant_id,
    thirdType: row.third_type,
    corpId: row.corp_id,
    clientId: row.client_id,
    agentId: row.agent_id,
    secret,
    enabled: row.status === 1,
  };
}

/** Error codes shared by the providers' answers. */
interface ProviderReply {
  errcode?: number;
  errmsg?: string;
}

const TIMEOUT_MS = 5000;
/** The token error codes after which a fresh token is fetched and the call tried once more. */
const TOKEN_RETRY_CODES = new Set([42001, 40014]);

const CREDENTIAL_CODES: Record<InAppProvider, Set<number>> = {
  wechat_enterprise: new Set([40001, 40013, 40014, 42001, 40056, 40082]),
  dingtalk: new Set([40089, 40014, 42001, 40001]),
};
const CODE_EXPIRED_CODES: Record<InAppProvider, Set<number>> = {
  wechat_enterprise: new Set([40029]),
  dingtalk: new Set([40078]),
};
const USER_NOT_FOUND_CODES: Record<InAppProvider, Set<number>> = {
  wechat_enterprise: new Set([46004, 60111]),
  dingtalk: new Set([60121]),
};

/** The clear Chinese message for a provider error code. */
export function providerErrorMessage(p: InAppProvider, reply: ProviderReply): string {
  const code = Number(reply.errcode);
  if (CODE_EXPIRED_CODES[p].has(code)) return IN_APP_MESSAGES.codeExpired;
  if (CREDENTIAL_CODES[p].has(code)) return IN_APP_MESSAGES.credentialInvalid(p);
  if (USER_NOT_FOUND_CODES[p].has(code)) return IN_APP_MESSAGES.userNotFound(p);
  // The provider's own text is short ASCII; bounded so a hostile answer cannot flood the UI.
  const detail = `${String(reply.errmsg ?? '').slice(0, 100)}（错误码 ${code}）`;
  return IN_APP_MESSAGES.providerError(p, detail);
}

/** One HTTP request with the 5 s limit; any transport failure becomes the "unreachable" message. */
async function request(p: InAppProvider, url: string, body?: object): Promise<ProviderReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new BizError(IN_APP_MESSAGES.unreachable(p));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new BizError(IN_APP_MESSAGES.unreachable(p));
  }
  if (!response.ok || typeof json !== 'object' || json === null || Array.isArray(json))
    throw new BizError(IN_APP_MESSAGES.unreachable(p));
  return json as ProviderReply;
}

function apiUrl(base: string, path: string, query: Record<string, string>): string {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

interface TokenReply extends ProviderReply {
  access_token?: string;
  expires_in?: number;
}

async function fetchToken(deps: AppDeps, cfg: AppConfig): Promise<{ token: string; expiresIn: number }> {
  const p = cfg.thirdType;
  const reply: TokenReply =
    p === 'wechat_enterprise'
      ? await request(
          p,
          apiUrl(deps.config.wecomApiBase, '/cgi-bin/gettoken', {
            corpid: cfg.corpId,
            corpsecret: cfg.secret,
          }),
        )
      : await request(
          p,
          apiUrl(deps.config.dingtalkApiBase, '/gettoken', { appkey: cfg.clientId, appsecret: cfg.secret }),
        );
  if (Number(reply.errcode ?? 0) !== 0) throw new BizError(providerErrorMessage(p, reply));
  if (typeof reply.access_token !== 'string' || reply.access_token === '')
    throw new BizError(IN_APP_MESSAGES.unreachable(p));
  return { token: reply.access_token, expiresIn: Number(reply.expires_in) || 7200 };
}

// One cache per application instance (tests build many apps; each gets its own).
const caches = new WeakMap<AppDeps, TokenCache>();

function cacheOf(deps: AppDeps): TokenCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new TokenCache();
    caches.set(deps, cache);
  }
  return cache;
}

function cacheKey(cfg: AppConfig): string {
  return JSON.stringify([cfg.tenantId, cfg.thirdType, cfg.corpId, cfg.clientId]);
}

/** Forget the cached tokens of a tenant's app (its configuration changed). */
export function dropAppTokens(deps: AppDeps, tenantId: number, thirdType: InAppProvider): void {
  cacheOf(deps).dropWhere((key) => {
    const [t, type] = JSON.parse(key) as [number, string];
    return t === tenantId && type === thirdType;
  });
}

async function withToken<T>(
  deps: AppDeps,
  cfg: AppConfig,
  call: (token: string) => Promise<ProviderReply>,
): Promise<T> {
  const cache = cacheOf(deps);
  const key = cacheKey(cfg);
  for (let attempt = 0; ; attempt++) {
    const token = await cache.get(key, () => fetchToken(deps, cfg));
    const reply = await call(token);
    const code = Number(reply.errcode ?? 0);
    if (code === 0) return reply as T;
    if (TOKEN_RETRY_CODES.has(code) && attempt === 0) {
      cache.drop(key, token);
      continue;
    }
    throw new BizError(providerErrorMessage(cfg.thirdType, reply));
  }
}

/** GET {WECOM_API_BASE}{path}?access_token=…&query; errcode ≠ 0 throws a BizError. */
export async function wecomCall<T>(
  deps: AppDeps,
  cfg: AppConfig,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  return withToken<T>(deps, cfg, (token) =>
    request('wechat_enterprise', apiUrl(deps.config.wecomApiBase, path, { ...query, access_token: token })),
  );
}

/** {DINGTALK_API_BASE}{path}?access_token=…: POST JSON when a body is given, else GET. */
export async function dingtalkCall<T>(
  deps: AppDeps,
  cfg: AppConfig,
  path: string,
  body?: object,
): Promise<T> {
  return withToken<T>(deps, cfg, (token) =>
    request('dingtalk', apiUrl(deps.config.dingtalkApiBase, path, { access_token: token }), body),
  );
}

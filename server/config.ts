import { resolve } from 'node:path';
import { checkMobile, checkPasswordStrength } from './lib/validation';

/** Server configuration, read once from the environment and validated up front (fail fast). */
export interface Config {
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  databaseUrl: string | null;
  adminPassword: string | null;
  adminPhone: string | null;
  /**
   * The one human check of the sign-in pages (LOGIN_HUMAN_CHECK, default captcha); 'off' when
   * LOGIN_CAPTCHA=off, which removes every human check.
   */
  humanCheck: 'captcha' | 'slider' | 'off';
  /** The server requires the image captcha (login, SMS): humanCheck is 'captcha'. */
  loginCaptcha: boolean;
  selfRegistration: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  corsOrigins: string[];
  signSecret: string;
  /**
   * Seals the named secrets in sys_secret (token signing key, data-source key…); SERVER_SECRET, else
   * null and the server keeps a generated one in DATA_DIR/server-secret (server/security/secrets.ts).
   */
  serverSecret: string | null;
  tenantHeader: 'X-Tenant-Id' | 'tenant-id';
  helpUrl: string;
  staticDir: string;
  smsProvider: 'log';
  /** Largest accepted upload (POST /sys/common/upload), in MB; files live under dataDir/upload. */
  uploadMaxMb: number;
  /** WeCom server API base (no trailing slash); tests point it at a local emulator. */
  wecomApiBase: string;
  /** WeCom OAuth2 authorize page. */
  wecomOauthUrl: string;
  /** DingTalk server API base (no trailing slash). */
  dingtalkApiBase: string;
  /** This console's public origin (https://host[:port]) for OAuth2 redirect_uri; null: the request's own. */
  publicOrigin: string | null;
  /** CAS server (CAS_SERVER_URL, e.g. https://cas.example.com/cas); null: CAS sign-in is off. */
  casServerUrl: string | null;
  /** GitHub-shaped OAuth2 third-party login; null unless both client id and secret are set. */
  thirdGithub: ThirdOAuthConfig | null;
}

export interface ThirdOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Authorize and token endpoints live here (default https://github.com). */
  authBase: string;
  /** The user API (default https://api.github.com). */
  apiBase: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

// JeecgBoot's published default. It only feeds the client's X-Sign header for compatibility with
// stock JeecgBoot back ends; this server never uses X-Sign for access control.
const JEECG_PUBLIC_SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

type Env = Record<string, string | undefined>;

function text(env: Env, key: string, fallback: string): string {
  const v = env[key]?.trim();
  return v ? v : fallback;
}

function intIn(
  env: Env,
  key: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function onOff(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw !== 'on' && raw !== 'off') {
    problems.push(`${key} must be "on" or "off" (got "${raw}")`);
    return fallback;
  }
  return raw === 'on';
}

function parseOrigins(raw: string | undefined, problems: string[]): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .filter((origin) => {
      // An origin is scheme://host[:port] with nothing after it; anything else is a typo.
      const ok = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin);
      if (!ok) problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://example.com`);
      return ok;
    });
}

/** An http(s) URL without query or fragment, returned without a trailing slash. */
function httpUrl(env: Env, key: string, fallback: string, problems: string[]): string {
  const raw = text(env, key, fallback);
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    problems.push(`${key} must be an http(s) URL without query, fragment or credentials (got "${raw}")`);
    return fallback;
  }
  return raw.replace(/\/+$/, '');
}

function originOrNull(env: Env, key: string, problems: string[]): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i.test(raw)) {
    problems.push(`${key} must be an origin like https://example.com (got "${raw}")`);
    return null;
  }
  return raw.replace(/\/$/, '');
}

function githubConfig(env: Env, problems: string[]): ThirdOAuthConfig | null {
  const clientId = env.THIRD_GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.THIRD_GITHUB_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('THIRD_GITHUB_CLIENT_ID and THIRD_GITHUB_CLIENT_SECRET must be set together');
    return null;
  }
  return {
    clientId,
    clientSecret,
    authBase: httpUrl(env, 'THIRD_GITHUB_AUTH_BASE', 'https://github.com', problems),
    apiBase: httpUrl(env, 'THIRD_GITHUB_API_BASE', 'https://api.github.com', problems),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const apiBase = text(env, 'API_BASE', '/jeecg-boot');
  if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(apiBase)) {
    problems.push(`API_BASE must look like /jeecg-boot (got "${apiBase}")`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword && checkPasswordStrength(adminPassword)) {
    problems.push('ADMIN_PASSWORD must have 8+ characters with letters, digits and a special character');
  }
  const adminPhone = env.ADMIN_PHONE?.trim() || null;
  if (adminPhone && checkMobile(adminPhone))
    problems.push('ADMIN_PHONE must be an 11-digit mainland mobile number');
  const tenantHeader = text(env, 'TENANT_HEADER', 'X-Tenant-Id');
  if (tenantHeader !== 'X-Tenant-Id' && tenantHeader !== 'tenant-id') {
    problems.push('TENANT_HEADER must be "X-Tenant-Id" or "tenant-id"');
  }
  const serverSecret = env.SERVER_SECRET?.trim() || null;
  if (serverSecret && serverSecret.length < 32)
    problems.push('SERVER_SECRET must have at least 32 characters');
  const humanCheckRaw = text(env, 'LOGIN_HUMAN_CHECK', 'captcha').toLowerCase();
  if (humanCheckRaw !== 'captcha' && humanCheckRaw !== 'slider')
    problems.push(`LOGIN_HUMAN_CHECK must be "captcha" or "slider" (got "${humanCheckRaw}")`);
  const humanCheck = !onOff(env, 'LOGIN_CAPTCHA', true, problems)
    ? 'off'
    : humanCheckRaw === 'slider'
      ? 'slider'
      : 'captcha';
  const smsProvider = text(env, 'SMS_PROVIDER', 'log');
  if (smsProvider !== 'log') problems.push(`SMS_PROVIDER "${smsProvider}" is unknown (supported: log)`);

  const config: Config = {
    port: intIn(env, 'PORT', 8080, 0, 65535, problems),
    host: text(env, 'HOST', '127.0.0.1'),
    apiBase,
    dataDir: resolve(text(env, 'DATA_DIR', './data')),
    databaseUrl,
    adminPassword,
    adminPhone,
    humanCheck,
    loginCaptcha: humanCheck === 'captcha',
    selfRegistration: onOff(env, 'SELF_REGISTRATION', true, problems),
    sessionIdleMinutes: intIn(env, 'SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30, problems),
    sessionMaxHours: intIn(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 90, problems),
    corsOrigins: parseOrigins(env.CORS_ORIGINS, problems),
    signSecret: text(env, 'SIGN_SECRET', JEECG_PUBLIC_SIGN_SECRET),
    serverSecret,
    tenantHeader: tenantHeader === 'tenant-id' ? 'tenant-id' : 'X-Tenant-Id',
    helpUrl: text(env, 'HELP_URL', '/help.html'),
    staticDir: resolve(text(env, 'STATIC_DIR', 'dist')),
    smsProvider: 'log',
    uploadMaxMb: intIn(env, 'UPLOAD_MAX_MB', 10, 1, 1024, problems),
    wecomApiBase: httpUrl(env, 'WECOM_API_BASE', 'https://qyapi.weixin.qq.com', problems),
    wecomOauthUrl: httpUrl(
      env,
      'WECOM_OAUTH_URL',
      'https://open.weixin.qq.com/connect/oauth2/authorize',
      problems,
    ),
    dingtalkApiBase: httpUrl(env, 'DINGTALK_API_BASE', 'https://oapi.dingtalk.com', problems),
    publicOrigin: originOrNull(env, 'PUBLIC_ORIGIN', problems),
    casServerUrl: env.CAS_SERVER_URL?.trim() ? httpUrl(env, 'CAS_SERVER_URL', '', problems) : null,
    thirdGithub: githubConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

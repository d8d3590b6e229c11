/**
 * Runtime configuration. The server injects it as a JSON meta tag when it serves index.html, so
 * the CSP can stay `script-src 'self'` (no inline script). In `npm run dev` the tag is absent and
 * the defaults apply.
 */
export interface AppConfig {
  apiBase: string;
  tenantHeader: 'tenant-id' | 'X-Tenant-Id';
  /** X-Sign secret: compatibility with JeecgBoot only, never access control. */
  signSecret: string;
  /** The image captcha is the sign-in pages' human check (LOGIN_HUMAN_CHECK=captcha, the default). */
  captcha: boolean;
  /** The drag slider is the human check instead (LOGIN_HUMAN_CHECK=slider); never both. */
  slider: boolean;
  registration: boolean;
  helpUrl: string;
  productTitle: string;
  /** External text-to-speech URL for pushed msgTxt ('' = the browser's speech synthesis); `{text}` or appended. */
  ttsUrl: string;
}

/** JeecgBoot's public default secret (CONTRACT.md §10.6); it protects nothing, it only matches. */
const DEFAULT_SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = Object.freeze({
  apiBase: '/jeecg-boot',
  tenantHeader: 'X-Tenant-Id',
  signSecret: DEFAULT_SIGN_SECRET,
  captcha: true,
  slider: false,
  registration: true,
  helpUrl: '/help.html',
  productTitle: '厂网协同',
  ttsUrl: '',
});

let cached: AppConfig | null = null;

function pick<K extends keyof AppConfig>(
  raw: Record<string, unknown>,
  key: K,
  fallback: AppConfig[K],
): AppConfig[K] {
  const value = raw[key];
  return typeof value === typeof fallback ? (value as AppConfig[K]) : fallback;
}

/** Merges a parsed meta payload over the defaults, ignoring values of the wrong type. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_APP_CONFIG };
  const r = raw as Record<string, unknown>;
  const d = DEFAULT_APP_CONFIG;
  const header =
    r.tenantHeader === 'tenant-id' || r.tenantHeader === 'X-Tenant-Id' ? r.tenantHeader : d.tenantHeader;
  return {
    apiBase: pick(r, 'apiBase', d.apiBase).replace(/\/+$/, '') || '',
    tenantHeader: header,
    signSecret: pick(r, 'signSecret', d.signSecret),
    captcha: pick(r, 'captcha', d.captcha),
    // One human check at a time: the captcha wins if a payload claims both.
    slider: pick(r, 'slider', d.slider) && !pick(r, 'captcha', d.captcha),
    registration: pick(r, 'registration', d.registration),
    helpUrl: pick(r, 'helpUrl', d.helpUrl),
    productTitle: pick(r, 'productTitle', d.productTitle),
    ttsUrl: pick(r, 'ttsUrl', d.ttsUrl),
  };
}

function readMeta(): unknown {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="cwxt-config"]')?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content);
  } catch {
    // A broken tag must not stop the console from booting: fall back to the defaults.
    return null;
  }
}

export function getAppConfig(): AppConfig {
  if (!cached) cached = parseAppConfig(readMeta());
  return cached;
}

/** Tests replace parts of the configuration; the rest keeps the defaults. */
export function setAppConfigForTests(c: Partial<AppConfig>): void {
  cached = { ...DEFAULT_APP_CONFIG, ...c };
}

/** Forget the cached value so the next read parses the meta tag again (tests only). */
export function resetAppConfigForTests(): void {
  cached = null;
}

/**
 * Browser storage with the keys of spec 000 §3. Local values are wrapped as
 * `{"value": …, "expire": <epoch ms> | null}` so token, user info and department info can expire
 * after 7 days like the original front end's storage did.
 */
export const STORAGE_KEYS = {
  ACCESS_TOKEN: 'Access-Token',
  USER_INFO: 'Login_Userinfo',
  USER_NAME: 'Login_Username',
  TENANT_ID: 'TENANT_ID',
  DICT_ALL: 'UI_CACHE_DB_DICT_ALL_ITEMS',
  CACHE_INCLUDED_ROUTES: 'CACHE_INCLUDED_ROUTES',
  /** `{ departs, multiDepart }` of the last login (kept 7 days like the user info). */
  DEPART_INFO: 'LOGIN_DEPART_INFO',
  /** Tenants of the last login, for the tenant choice after a reload. */
  TENANT_LIST: 'LOGIN_TENANT_LIST',
  ENCRYPTED_STRING: 'ENCRYPTED_STRING',
  /** sessionStorage: the user's own button permissions (`auth`). */
  USER_AUTH: 'LOGIN_USER_BUTTON_AUTH',
  /** sessionStorage: every button permission with its status (`allAuth`). */
  SYS_BUTTON_AUTH: 'SYS_BUTTON_AUTH',
  // Local per-user display settings (spec 000 §3).
  SIDEBAR_TYPE: 'SIDEBAR_TYPE',
  DEFAULT_THEME: 'DEFAULT_THEME',
  DEFAULT_LAYOUT_MODE: 'DEFAULT_LAYOUT_MODE',
  DEFAULT_COLOR: 'DEFAULT_COLOR',
  DEFAULT_COLOR_WEAK: 'DEFAULT_COLOR_WEAK',
  DEFAULT_FIXED_HEADER: 'DEFAULT_FIXED_HEADER',
  DEFAULT_FIXED_SIDEMENU: 'DEFAULT_FIXED_SIDEMENU',
  DEFAULT_FIXED_HEADER_HIDDEN: 'DEFAULT_FIXED_HEADER_HIDDEN',
  DEFAULT_CONTENT_WIDTH_TYPE: 'DEFAULT_CONTENT_WIDTH_TYPE',
  DEFAULT_MULTI_PAGE: 'DEFAULT_MULTI_PAGE',
  /** The remembered `?shell=` choice: localStorage, sessionStorage in WeCom/DingTalk (device/choose-shell.ts). */
  SHELL: 'CWXT_SHELL',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Token, user info and department info retention (spec 000 §9). */
export const SEVEN_DAYS_MS = 604_800_000;

interface Wrapped {
  value: unknown;
  expire: number | null;
}

function isWrapped(v: unknown): v is Wrapped {
  return typeof v === 'object' && v !== null && 'value' in v && 'expire' in v;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    // Private mode or a sandboxed webview may throw on access; the console then runs without storage.
    return null;
  }
}

export const localStore = {
  set(key: string, value: unknown, ttlMs?: number, now: number = Date.now()): void {
    const wrapped: Wrapped = { value, expire: ttlMs ? now + ttlMs : null };
    safeStorage('local')?.setItem(key, JSON.stringify(wrapped));
  },
  get<T>(key: string, now: number = Date.now()): T | null {
    const raw = safeStorage('local')?.getItem(key);
    if (raw == null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isWrapped(parsed)) return null;
    if (parsed.expire !== null && now > parsed.expire) {
      safeStorage('local')?.removeItem(key);
      return null;
    }
    return parsed.value as T;
  },
  remove(key: string): void {
    safeStorage('local')?.removeItem(key);
  },
};

/** Plain JSON in sessionStorage (the permission lists live only as long as the tab). */
export const sessionStore = {
  set(key: string, value: unknown): void {
    safeStorage('session')?.setItem(key, JSON.stringify(value));
  },
  get<T>(key: string): T | null {
    const raw = safeStorage('session')?.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    safeStorage('session')?.removeItem(key);
  },
};

export function readToken(): string | null {
  const token = localStore.get<string>(STORAGE_KEYS.ACCESS_TOKEN);
  return typeof token === 'string' && token ? token : null;
}

/** Everything logout removes (spec 000 §4), shared by the store and the HTTP fallback. */
export function clearSessionStorage(): void {
  for (const key of [
    STORAGE_KEYS.ACCESS_TOKEN,
    STORAGE_KEYS.USER_INFO,
    STORAGE_KEYS.USER_NAME,
    STORAGE_KEYS.DICT_ALL,
    STORAGE_KEYS.CACHE_INCLUDED_ROUTES,
    STORAGE_KEYS.TENANT_ID,
    STORAGE_KEYS.DEPART_INFO,
    STORAGE_KEYS.TENANT_LIST,
  ]) {
    localStore.remove(key);
  }
  sessionStore.remove(STORAGE_KEYS.USER_AUTH);
  sessionStore.remove(STORAGE_KEYS.SYS_BUTTON_AUTH);
  // The in-app shell choice lasts one session at most (device/choose-shell.ts).
  sessionStore.remove(STORAGE_KEYS.SHELL);
}

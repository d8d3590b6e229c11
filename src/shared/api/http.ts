import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  InternalAxiosRequestConfig,
  Method,
} from 'axios';
import { getAppConfig } from '../config/app-config';
import type { Result } from '../domain/contract/result';
import type { SignParams } from '../domain/sign/sign';
import { currentInApp } from '../platform/in-app';
import { loadReloginInPlace, reloginRunning, runExpiry } from '../session/relogin';
import { STORAGE_KEYS, clearSessionStorage, localStore, readToken } from '../session/storage';
import { decideHttpError, expiryLatch, isSessionExpiry } from './error-catalogue';
import { getHttpUi } from './http-ui';

/** spec 000 §7.1 / §9. */
export const HTTP_TIMEOUT_MS = 600_000;

let client: Promise<AxiosInstance> | null = null;
let adapterOverride: AxiosAdapter | undefined;

/**
 * The one axios instance, created on the first request. axios is ~18 KiB gzip and the phone's whole
 * first load budget is 110 KiB, so it is imported lazily: the login page paints without it.
 * Its response interceptor unwraps `response.data` (the envelope).
 */
export function getHttp(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({ timeout: HTTP_TIMEOUT_MS });
    if (adapterOverride) instance.defaults.adapter = adapterOverride;
    instance.interceptors.request.use(holdThenPrepare);
    instance.interceptors.response.use((response) => response.data, handleHttpError);
    return instance;
  });
  return client;
}

/** Tests replace the network here (a fake adapter); `undefined` restores axios' own adapters. */
export function setHttpAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
  client = null;
}

type Params = Record<string, unknown>;

/**
 * How the interceptor ends a session. The session store registers its logout here when it loads
 * (the store imports this module, so importing the store here would be a cycle). Until then the
 * local session keys are simply cleared.
 */
let sessionLogout: () => Promise<void> = async () => clearSessionStorage();

export function setSessionLogout(fn: () => Promise<void>): void {
  sessionLogout = fn;
}

/** GETs get `_t` (unix seconds) against caches, except dictionary items (spec 000 §7.1). */
export function needsTimestamp(method: string | undefined, url: string | undefined): boolean {
  return (method ?? 'get').toLowerCase() === 'get' && !(url ?? '').includes('sys/dict/getDictItems');
}

function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const appConfig = getAppConfig();
  if (!config.baseURL) config.baseURL = appConfig.apiBase;
  const token = readToken();
  if (token && !config.headers.has('X-Access-Token')) config.headers.set('X-Access-Token', token);
  const tenant = localStore.get<string | number>(STORAGE_KEYS.TENANT_ID);
  config.headers.set(appConfig.tenantHeader, tenant === null || tenant === '' ? '0' : String(tenant));
  if (needsTimestamp(config.method, config.url)) {
    config.params = { _t: Math.floor(Date.now() / 1000), ...(config.params as Params | undefined) };
  }
  return config;
}

/**
 * Re-login in place (issue 8): while it runs, a request that would carry the expired token waits
 * here, not sent (session/relogin-in-place.ts decides); the module is only loaded once it ran.
 */
async function holdThenPrepare(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  (config as InternalAxiosRequestConfig & { cwxtShared?: boolean }).cwxtShared = true;
  if (reloginRunning()) await (await loadReloginInPlace()).holdIfNeeded(config);
  return prepareRequest(config);
}

/** Blob.text() where it exists, FileReader otherwise (older webviews, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('blob read failed'));
    reader.readAsText(blob);
  });
}

async function readServerMessage(data: unknown): Promise<string | null> {
  let body: unknown = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await blobText(data));
    } catch {
      return null;
    }
  } else if (typeof data === 'string') {
    // JeecgBoot writes its 401 body as text/html (CONTRACT.md §1.4), so it may arrive unparsed.
    try {
      body = JSON.parse(data);
    } catch {
      return data || null;
    }
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}

export async function handleHttpError(error: unknown): Promise<unknown> {
  // A held request whose re-login was cancelled or signed in another user: told once, elsewhere.
  if ((error as Error | null)?.name === 'ReloginRejectedError') return Promise.reject(error);
  const e = error as AxiosError;
  const action = decideHttpError({
    status: e.response?.status ?? null,
    serverMessage: e.response ? await readServerMessage(e.response.data) : null,
    errorMessage: typeof e.message === 'string' ? e.message : '',
    timedOut: e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT',
    hasToken: readToken() !== null,
    inApp: currentInApp(),
    cancelled: e.code === 'ERR_CANCELED' || (error as { __CANCEL__?: boolean } | null)?.__CANCEL__ === true,
  });
  const ui = getHttpUi();
  if (isSessionExpiry(action)) {
    if (action.kind === 'in-app-relogin') {
      // Its chunk failing to load (a deploy in between) leaves the old behaviour below.
      const inPlace = await loadReloginInPlace().catch(() => null);
      const replay = inPlace?.replayAfterRelogin(e, { getHttp, logout: () => sessionLogout() });
      if (replay) return replay;
    }
    // A sign-in request of the running re-login failing: its own caller reports it.
    if (reloginRunning()) return Promise.reject(error);
    if (expiryLatch.tryEngage()) runExpiry(action, () => sessionLogout());
  } else if (action.kind === 'notify') {
    ui.notifyError(action.title, action.text);
  } else if (action.kind === 'error') {
    ui.error(action.text);
  }
  return Promise.reject(error);
}

type Send = (http: AxiosInstance) => Promise<unknown>;

/** Every helper goes through the one lazily created instance. */
function send<T>(request: Send): Promise<T> {
  return getHttp().then(request) as Promise<T>;
}

function asResult<T>(request: Send): Promise<Result<T>> {
  return send<Result<T>>(request);
}

export function getAction<T>(url: string, params?: Params): Promise<Result<T>> {
  return asResult<T>((http) => http.get(url, { params }));
}

export function postAction<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<Result<T>> {
  return asResult<T>((http) => http.post(url, data, config));
}

export function putAction<T>(url: string, data?: unknown): Promise<Result<T>> {
  return asResult<T>((http) => http.put(url, data));
}

export function deleteAction<T>(url: string, params?: Params): Promise<Result<T>> {
  return asResult<T>((http) => http.delete(url, { params }));
}

/** Any method: GET/DELETE send `data` as query parameters, the others as the JSON body. */
export function httpAction<T>(url: string, data: unknown, method: Method | string): Promise<Result<T>> {
  const m = method.toLowerCase();
  const inQuery = m === 'get' || m === 'delete';
  return asResult<T>((http) => http.request({ url, method: m, ...(inQuery ? { params: data } : { data }) }));
}

export function uploadAction<T>(url: string, formData: FormData): Promise<Result<T>> {
  return asResult<T>((http) =>
    http.post(url, formData, { headers: { 'Content-Type': 'multipart/form-data' } }),
  );
}

/** Blob body of a GET (file preview, export). */
export function getBlob(url: string, params?: Params): Promise<Blob> {
  return send<Blob>((http) => http.get(url, { params, responseType: 'blob' }));
}

/** Blob download: GET with params, or another method with a body (spec 000 §7.1). */
export function downFile(url: string, params?: unknown, method: Method | string = 'get'): Promise<Blob> {
  const m = method.toLowerCase();
  return send<Blob>((http) =>
    http.request({ url, method: m, responseType: 'blob', ...(m === 'get' ? { params } : { data: params }) }),
  );
}

/** Downloads and saves a file; a JSON body instead of the file is an error envelope to show. */
export async function downloadFile(url: string, params?: Params, fileName = 'download'): Promise<void> {
  const blob = await downFile(url, params);
  if (!blob || blob.size === 0) {
    getHttpUi().warning('文件下载失败');
    return;
  }
  if (blob.type.includes('application/json')) {
    const message = await readServerMessage(blob);
    getHttpUi().warning(message || '文件下载失败');
    return;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = href;
  link.setAttribute('download', fileName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** The signer (md5) loads with the first signed request, keeping it off the login page's first load. */
async function signHeaders(
  url: string,
  params: SignParams | null | undefined,
): Promise<Record<string, string>> {
  const { computeSign } = await import('../domain/sign/sign');
  return {
    'X-Sign': computeSign(url, params, getAppConfig().signSecret),
    'X-TIMESTAMP': String(Date.now()),
  };
}

/** Signed GET (dictionary endpoints): the sign is computed before `_t` is added. */
export function signedGet<T>(url: string, params?: Params): Promise<Result<T>> {
  return asResult<T>(async (http) => http.get(url, { params, headers: await signHeaders(url, params) }));
}

export function signedPost<T>(url: string, data?: Params): Promise<Result<T>> {
  return asResult<T>(async (http) => http.post(url, data, { headers: await signHeaders(url, data) }));
}

export function signedHttp<T>(
  url: string,
  data: Params | undefined,
  method: Method | string,
): Promise<Result<T>> {
  const m = method.toLowerCase();
  const inQuery = m === 'get' || m === 'delete';
  return asResult<T>(async (http) =>
    http.request({
      url,
      method: m,
      headers: await signHeaders(url, data),
      ...(inQuery ? { params: data } : { data }),
    }),
  );
}

import type { AxiosProgressEvent } from 'axios';
import { getAppConfig } from '../../config/app-config';
import { DEFAULT_RESPONSE_NAME } from '../../domain/widgets/upload/messages';
import {
  outcomeOfFailure,
  outcomeOfReply,
  resolveUploadAction,
  uploadFormFields,
  type UploadOutcome,
} from '../../domain/widgets/upload/reply';
import { percentOf } from '../../domain/widgets/upload/value-model';
import { STORAGE_KEYS, localStore, readToken } from '../../session/storage';
import { getHttp, handleHttpError, HTTP_TIMEOUT_MS } from '../http';

/** How one file goes to the server (spec 001 §6–§7, 002 §7). */
export interface UploadRequest {
  /** A path under the API base (default `/sys/common/upload`); other URLs are refused. */
  action?: string;
  /** The folder (`biz` field), default `temp`. */
  biz?: string;
  /** Extra multipart fields (grid cells send `isup=1`). */
  data?: Readonly<Record<string, unknown>>;
  /** Send X-Access-Token: only when the caller asks for it (spec 001 §6). */
  token?: boolean;
  /** The reply field with the stored path (default `message`). */
  responseName?: string;
  /** 0–100 as bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A finished upload, or `cancelled` when its signal aborted it (nothing to show then). */
export type UploadResult = UploadOutcome | { ok: false; cancelled: true; message: '' };

/** Token only when asked, the tenant header only when a tenant is stored (spec 001 §6). */
export function uploadHeaders(withToken: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = withToken ? readToken() : null;
  if (token) headers['X-Access-Token'] = token;
  const tenant = localStore.get<string | number>(STORAGE_KEYS.TENANT_ID);
  if (tenant !== null && tenant !== undefined && String(tenant) !== '') {
    headers[getAppConfig().tenantHeader] = String(tenant);
  }
  return headers;
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message: unknown }).message;
    return typeof m === 'string' ? m : null;
  }
  return null;
}

/**
 * POST one file as multipart (`file` + `biz` + extra fields) and answer how it ended; it never
 * throws. It bypasses the shared instance's interceptors on purpose: that one always adds the
 * token and turns any 401 into a logout, while an upload sends the token only when asked and a
 * refused upload is shown on the file, not as a session expiry. A 401 to a request that did
 * carry the token is a real expiry and goes through the shared handler. The shared instance's
 * adapter is reused, so tests' fake network answers uploads too.
 */
export async function uploadFile(
  file: Blob,
  fileName: string,
  request: UploadRequest = {},
): Promise<UploadResult> {
  const [{ default: axios }, shared] = await Promise.all([import('axios'), getHttp()]);
  const form = new FormData();
  form.append('file', file, fileName);
  for (const [key, value] of uploadFormFields(request.biz, request.data)) form.append(key, value);
  const headers = uploadHeaders(request.token === true);
  try {
    const response = await axios.post<unknown>(resolveUploadAction(request.action), form, {
      baseURL: getAppConfig().apiBase,
      adapter: shared.defaults.adapter,
      timeout: HTTP_TIMEOUT_MS,
      headers,
      signal: request.signal,
      onUploadProgress: (e: AxiosProgressEvent) => {
        const percent = e.total ? percentOf(e.loaded, e.total) : Math.floor((e.progress ?? 0) * 100);
        request.onProgress?.(Math.max(0, Math.min(100, percent)));
      },
    });
    return outcomeOfReply(response.data, request.responseName || DEFAULT_RESPONSE_NAME);
  } catch (error: unknown) {
    if (axios.isCancel(error) || request.signal?.aborted) return { ok: false, cancelled: true, message: '' };
    if (axios.isAxiosError(error) && error.response) {
      if (error.response.status === 401 && headers['X-Access-Token']) {
        // The session expired: the shared handler shows the re-login flow (it rejects by design).
        void handleHttpError(error).catch(() => undefined);
      }
      return outcomeOfFailure(true, messageOf(error.response.data));
    }
    return outcomeOfFailure(false, null);
  }
}

/** A result the widgets show (anything but a cancellation). */
export function isCancelled(result: UploadResult): result is { ok: false; cancelled: true; message: '' } {
  return !result.ok && 'cancelled' in result;
}

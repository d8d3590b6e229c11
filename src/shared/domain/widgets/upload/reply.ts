import { DEFAULT_BIZ, DEFAULT_RESPONSE_NAME, UPLOAD_TEXTS, UPLOAD_URL } from './messages';

/** How one upload ended. */
export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A server message exactly as sent (the 10 MB text ends in a space), or '' when blank. */
function serverText(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : '';
}

/**
 * The server's answer to an upload (CONTRACT §7.1): success with the stored path in `message`
 * (or the field named by `responseName`), else an error with the server's message, 上传失败 when
 * it gives none. A success without a path cannot be used, so it is an error too.
 */
export function outcomeOfReply(reply: unknown, responseName: string = DEFAULT_RESPONSE_NAME): UploadOutcome {
  if (reply === null || typeof reply !== 'object') return { ok: false, message: UPLOAD_TEXTS.uploadFailed };
  const r = reply as Record<string, unknown>;
  if (r.success !== true) return { ok: false, message: serverText(r.message) || UPLOAD_TEXTS.uploadFailed };
  const path = text(r[responseName || DEFAULT_RESPONSE_NAME]);
  return path ? { ok: true, path } : { ok: false, message: UPLOAD_TEXTS.uploadFailed };
}

/**
 * A transport failure: the server's message when an error answer carried one, 上传失败 for an
 * error answer without one, 未知错误 when there was no answer at all (network down, time-out).
 */
export function outcomeOfFailure(answered: boolean, serverMessage: string | null | undefined): UploadOutcome {
  const message = serverText(serverMessage);
  if (message) return { ok: false, message };
  return { ok: false, message: answered ? UPLOAD_TEXTS.uploadFailed : UPLOAD_TEXTS.unknownError };
}

/** Image-only check (spec 002 §5): the browser's MIME type must be an image type. */
export function isImageType(mimeType: string | null | undefined): boolean {
  return typeof mimeType === 'string' && /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/**
 * The upload URL: a column's `action` only when it is a plain path under the API base (so a
 * configured URL can never send the token to another host), else the default upload call.
 */
export function resolveUploadAction(action: string | null | undefined): string {
  const a = text(action);
  if (!a || !/^\/?[A-Za-z0-9_\-./]+$/.test(a) || a.includes('//') || a.includes('..')) return UPLOAD_URL;
  return a.startsWith('/') ? a : `/${a}`;
}

/**
 * The multipart fields besides `file`: `biz` (default temp), then the caller's extra data as
 * strings (objects as JSON); `file` can never be overridden and empty values are left out.
 */
export function uploadFormFields(
  biz: string | null | undefined,
  data?: Readonly<Record<string, unknown>> | null,
): Array<[string, string]> {
  const fields = new Map<string, string>();
  fields.set('biz', text(biz) || DEFAULT_BIZ);
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key === 'file' || value === undefined || value === null) continue;
    if (key === 'biz') {
      if (text(value)) fields.set('biz', text(value));
      continue;
    }
    fields.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return [...fields.entries()];
}

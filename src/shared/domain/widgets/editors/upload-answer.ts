/**
 * The editor image upload (spec 002 §7 "Editor image upload"): POST /sys/common/upload with
 * file, biz=jeditor, jeditor=1; the answer's message is the stored path, and a message of 'local'
 * means the server keeps nothing and the editor embeds the image itself (spec 002 §2).
 */

export const EDITOR_UPLOAD_URL = '/sys/common/upload';
export const EDITOR_UPLOAD_FIELDS = { biz: 'jeditor', jeditor: '1' } as const;
export const LOCAL_ANSWER = 'local';

export const UPLOAD_MESSAGES = {
  /** Spec 002 §8: default text of an unexpected upload failure. */
  unknown: '未知错误',
  failed: (fileName: string) => `${fileName} 上传失败.`,
} as const;

export type EditorUploadAnswer =
  { kind: 'path'; path: string } | { kind: 'local' } | { kind: 'error'; message: string };

interface AnswerShape {
  success?: unknown;
  message?: unknown;
  result?: unknown;
}

/** Reads the envelope: success + message path, success + 'local', or the failure message. */
export function interpretUploadAnswer(answer: unknown): EditorUploadAnswer {
  const a = (answer && typeof answer === 'object' ? answer : {}) as AnswerShape;
  const message = typeof a.message === 'string' ? a.message.trim() : '';
  if (a.success !== true) return { kind: 'error', message: message || UPLOAD_MESSAGES.unknown };
  if (message === LOCAL_ANSWER) return { kind: 'local' };
  // Some deployments answer the path in `result` (CONTRACT §7.1 says message); accept either.
  const path = message || (typeof a.result === 'string' ? a.result.trim() : '');
  if (!path) return { kind: 'error', message: UPLOAD_MESSAGES.unknown };
  return { kind: 'path', path };
}

/** A data: URL for an embedded image ('local' answer); the MIME falls back to image/png. */
export function imageDataUrl(mime: string | undefined, base64: string): string {
  const type = mime && /^image\/[\w.+-]+$/i.test(mime) ? mime.toLowerCase() : 'image/png';
  return `data:${type};base64,${base64}`;
}

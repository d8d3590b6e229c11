import { uploadAction } from '../../api/http';
import { staticFileUrl } from '../../api/static-url';
import {
  EDITOR_UPLOAD_FIELDS,
  EDITOR_UPLOAD_URL,
  UPLOAD_MESSAGES,
  interpretUploadAnswer,
} from '../../domain/widgets/editors/upload-answer';

/** An upload that did not give a usable image; `message` is Chinese and ready to show. */
export class EditorUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditorUploadError';
  }
}

/** Reads a file as a data: URL (the 'local' answer embeds the image in the document). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new EditorUploadError(UPLOAD_MESSAGES.unknown));
    reader.onerror = () => reject(new EditorUploadError(UPLOAD_MESSAGES.unknown));
    reader.readAsDataURL(file);
  });
}

function messageOf(err: unknown): string {
  // The http interceptor already showed transport errors; keep the server text when there is one.
  const data = (err as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  return typeof data?.message === 'string' && data.message ? data.message : UPLOAD_MESSAGES.unknown;
}

export type EditorUploadOutcome = { kind: 'url'; url: string } | { kind: 'local' };

/**
 * Sends one image to the editor upload call (file, biz=jeditor, jeditor=1) and answers the URL to
 * insert, or `local` when the caller should embed the image. Rejects with EditorUploadError.
 */
export async function uploadEditorImage(file: Blob, fileName: string): Promise<EditorUploadOutcome> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('biz', EDITOR_UPLOAD_FIELDS.biz);
  form.append('jeditor', EDITOR_UPLOAD_FIELDS.jeditor);
  let answer: unknown;
  try {
    answer = await uploadAction<unknown>(EDITOR_UPLOAD_URL, form);
  } catch (err) {
    throw new EditorUploadError(messageOf(err));
  }
  const read = interpretUploadAnswer(answer);
  if (read.kind === 'error') throw new EditorUploadError(read.message);
  if (read.kind === 'local') return { kind: 'local' };
  const url = staticFileUrl(read.path);
  if (!url) throw new EditorUploadError(UPLOAD_MESSAGES.unknown);
  return { kind: 'url', url };
}

/** Upload, then the URL to put in the document: the stored file's, or a data: URL for 'local'. */
export async function uploadImageForInsert(file: File): Promise<string> {
  const outcome = await uploadEditorImage(file, file.name);
  return outcome.kind === 'url' ? outcome.url : readAsDataUrl(file);
}

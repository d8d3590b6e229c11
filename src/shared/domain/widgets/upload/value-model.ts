import { FILE_NAME_CUT, UPLOAD_TEXTS, uploadingText } from './messages';

/**
 * The upload widgets' value model (spec 001 §3, 002 §3): a form value is the stored paths joined
 * by commas (URL mode) or, in non-URL mode, a list of `{fileName, filePath, fileSize}`; the
 * widgets keep a file list of items with a status next to it. Pure: both shells and their tests.
 */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** An emitted entry of non-URL mode. */
export interface FileEntry {
  fileName: string;
  filePath: string;
  fileSize: number;
}

/** What a form holds: comma-joined paths, non-URL entries, or nothing. */
export type UploadValue = string | readonly FileEntry[] | null | undefined;

/** One file of a widget's list. */
export interface UploadItem {
  /** Stable key within one list. */
  uid: string;
  name: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** The stored relative path (done items). */
  path?: string;
  size?: number;
  /** The MIME type the browser reported. */
  type?: string;
  /** Why it failed (error items). */
  message?: string;
}

/** The paths of a comma list, trimmed, without empty entries. */
export function splitPaths(value: string | null | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function joinPaths(paths: readonly string[]): string {
  return paths.join(',');
}

/** The last segment of a path or URL (without a query string): the name a stored file shows. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  const segments = clean.split(/[\\/]/).filter((s) => s !== '');
  return segments[segments.length - 1] ?? path;
}

/** Name cut to `max` characters plus '...' when longer (spec 001 §4, §9). */
export function shortName(name: string, max: number = FILE_NAME_CUT): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}

export function isFileEntry(x: unknown): x is FileEntry {
  if (x === null || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  return typeof e.filePath === 'string' && e.filePath.trim() !== '';
}

/** The paths a value holds, in order. */
export function pathsOf(value: UploadValue): string[] {
  if (typeof value === 'string') return splitPaths(value);
  if (Array.isArray(value)) return value.filter(isFileEntry).map((e) => e.filePath.trim());
  return [];
}

/** The first stored path (the only one a preview shows, spec 001 §3). */
export function firstPath(value: UploadValue): string | undefined {
  return pathsOf(value)[0];
}

/** The done items a value stands for (names from non-URL entries, else from the path). */
export function itemsFromValue(value: UploadValue): UploadItem[] {
  if (Array.isArray(value)) {
    return value.filter(isFileEntry).map((e, i) => {
      const path = e.filePath.trim();
      const item: UploadItem = {
        uid: `v${i}:${path}`,
        name: typeof e.fileName === 'string' && e.fileName ? e.fileName : fileNameOf(path),
        status: 'done',
        percent: 100,
        path,
      };
      if (typeof e.fileSize === 'number' && Number.isFinite(e.fileSize)) item.size = e.fileSize;
      return item;
    });
  }
  return pathsOf(value).map((path, i) => ({
    uid: `v${i}:${path}`,
    name: fileNameOf(path),
    status: 'done',
    percent: 100,
    path,
  }));
}

/** The value of a list: done items only, in list order (URL mode: comma-joined paths). */
export function valueFromItems(items: readonly UploadItem[], returnUrl: true): string;
export function valueFromItems(items: readonly UploadItem[], returnUrl: false): FileEntry[];
export function valueFromItems(items: readonly UploadItem[], returnUrl: boolean): string | FileEntry[];
export function valueFromItems(items: readonly UploadItem[], returnUrl: boolean): string | FileEntry[] {
  const done = items.filter((i): i is UploadItem & { path: string } => i.status === 'done' && !!i.path);
  if (returnUrl) return joinPaths(done.map((i) => i.path));
  return done.map((i) => ({ fileName: i.name, filePath: i.path, fileSize: i.size ?? 0 }));
}

/** A comparable key of a value: equal keys hold the same files in the same order. */
export function valueKey(value: UploadValue): string {
  return pathsOf(value).join('\n');
}

/** A count limit as a non-negative integer; anything else (negative, NaN, text) means 0 = none. */
export function normaliseLimit(limit: unknown): number {
  const n = typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : limit;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * Count limit (spec 001 §5: 0 means none): the newest `limit` items are kept, like the original
 * widget's `fileList.slice(-number)`, so with a limit of 1 a new file replaces the old one.
 */
export function applyCountLimit<T>(items: readonly T[], limit: number): { kept: T[]; dropped: T[] } {
  const max = normaliseLimit(limit);
  if (max === 0 || items.length <= max) return { kept: [...items], dropped: [] };
  return { kept: items.slice(items.length - max), dropped: items.slice(0, items.length - max) };
}

/**
 * The count limit applied to a file list: only done files count, and the last `limit` of them (in
 * list order, so the newest picks) stay. Uploading and failed files are never dropped here, so a
 * replacement that fails leaves the old file in place.
 */
export function limitDoneItems(items: readonly UploadItem[], limit: number): UploadItem[] {
  const max = normaliseLimit(limit);
  const done = items.filter((i) => i.status === 'done');
  if (max === 0 || done.length <= max) return [...items];
  const dropped = new Set(done.slice(0, done.length - max));
  return items.filter((i) => !dropped.has(i));
}

/** A percentage 0–100 (whole numbers) of an upload's progress; unknown totals give 0. */
export function percentOf(loaded: number, total: number | undefined): number {
  if (!total || !Number.isFinite(total) || total <= 0 || !Number.isFinite(loaded)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/**
 * What a file's status says (the desktop tooltip, the phone's text): `上传中 n%` while uploading,
 * the error message (未知错误 without one) after a failure, nothing for a done file.
 */
export function statusText(item: Pick<UploadItem, 'status' | 'percent' | 'message'>): string {
  if (item.status === 'uploading') return uploadingText(item.percent);
  if (item.status === 'error') return item.message?.trim() ? item.message : UPLOAD_TEXTS.unknownError;
  return '';
}

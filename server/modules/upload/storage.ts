import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { FILE_TYPES, type FileType } from './file-types';

/** `biz` is one plain folder name: no separators, no dots, so it can never leave the upload root. */
export const BIZ_PATTERN = /^[a-zA-Z0-9_-]{1,32}$/;
export const DEFAULT_BIZ = 'temp';
/** What the server names files: 128 random bits, hex, plus the checked extension. */
const STORED_PATH = /^([a-zA-Z0-9_-]{1,32})\/([0-9a-f]{32})\.([a-z0-9]{1,5})$/;

export const uploadRoot = (dataDir: string) => resolve(dataDir, 'upload');

/** Stores the bytes under <root>/<biz>/<random>.<ext> and answers the relative path `biz/name`. */
export async function storeFile(root: string, biz: string, ext: string, data: Buffer): Promise<string> {
  const dir = join(root, biz);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // 'wx': never overwrite (a collision of 128 random bits would be a bug worth failing on).
  await writeFile(join(dir, name), data, { flag: 'wx', mode: 0o640 });
  return `${biz}/${name}`;
}

export interface StoredFile {
  type: FileType;
  name: string;
  size: number;
  open(): ReadStream;
}

/**
 * A stored file by its relative path, or null. Only paths of the exact shape the server hands
 * out are looked up, so `..`, encoded separators, absolute paths and other names never reach
 * the file system; the resolved path is checked to stay under the root, and must be a regular file.
 */
export async function findStoredFile(root: string, relative: string): Promise<StoredFile | null> {
  const m = STORED_PATH.exec(relative);
  if (!m) return null;
  const [, biz, base, ext] = m as unknown as [string, string, string, string];
  const type = FILE_TYPES[ext];
  if (!type) return null;
  const full = resolve(root, biz, `${base}.${ext}`);
  if (!full.startsWith(root + sep)) return null;
  try {
    const info = await lstat(full);
    if (!info.isFile()) return null;
    return { type, name: `${base}.${ext}`, size: info.size, open: () => createReadStream(full) };
  } catch {
    return null;
  }
}

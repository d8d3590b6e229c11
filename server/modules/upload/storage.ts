import type { Readable } from 'node:stream';
import { BIZ_PATTERN, newObjectKey, parseObjectKey } from '../../lib/file-store/keys';
import { LocalDiskStore } from '../../lib/file-store/local-disk-store';
import type { FileStore } from '../../lib/file-store/types';
import { FILE_TYPES, type FileType } from './file-types';
import { resolve } from 'node:path';

export { BIZ_PATTERN };
export const DEFAULT_BIZ = 'temp';

export const uploadRoot = (dataDir: string) => resolve(dataDir, 'upload');

/**
 * Stores the bytes under a fresh key `biz/<random>.<ext>` and answers it. A string target is a
 * local upload root (callers that predate the FileStore, e.g. the Excel import's error file).
 */
export async function storeFile(
  target: FileStore | string,
  biz: string,
  ext: string,
  data: Buffer,
): Promise<string> {
  const store = typeof target === 'string' ? new LocalDiskStore(target) : target;
  const key = newObjectKey(biz, ext);
  await store.put(key, data);
  return key;
}

export interface StoredFile {
  type: FileType;
  name: string;
  size: number;
  open(): Promise<Readable | null>;
}

/**
 * A stored file by its key, or null. Only keys of the exact shape the server hands out are looked
 * up (keys.ts), so `..`, encoded separators, absolute paths and other names never reach the store,
 * and only allowlisted types are answered.
 */
export async function findStoredFile(store: FileStore, relative: string): Promise<StoredFile | null> {
  const key = parseObjectKey(relative);
  if (!key) return null;
  const type = FILE_TYPES[key.ext];
  if (!type) return null;
  const info = await store.stat(key.key);
  if (!info) return null;
  return { type, name: key.name, size: info.size, open: () => store.open(key.key) };
}

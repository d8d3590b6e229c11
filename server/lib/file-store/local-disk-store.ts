import { createReadStream } from 'node:fs';
import { lstat, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { parseObjectKey } from './keys';
import type { FileStore } from './types';

/** The default store: objects are files under `<root>/<biz>/<name>` (root = DATA_DIR/upload). */
export class LocalDiskStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a well-formed key that stays under the root, else null. */
  private pathOf(key: string): string | null {
    const parsed = parseObjectKey(key);
    if (!parsed) return null;
    const full = resolve(this.root, parsed.biz, parsed.name);
    return full.startsWith(this.root + sep) ? full : null;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.pathOf(key);
    if (!full) throw new Error(`bad object key: ${key}`);
    await mkdir(join(full, '..'), { recursive: true });
    // 'wx': never overwrite (a collision of 128 random bits would be a bug worth failing on).
    try {
      await writeFile(full, data, { flag: 'wx', mode: 0o640 });
    } catch (err) {
      // A full disk (ENOSPC, EFBIG, EDQUOT) leaves the bytes written so far: remove the partial
      // file we created, so nothing half-written stays in the store. EEXIST: not ours to remove.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(full).catch(() => undefined);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const full = this.pathOf(key);
    if (!full) return null;
    try {
      // lstat: a symlink planted in the folder is not followed.
      const info = await lstat(full);
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<Readable | null> {
    const full = this.pathOf(key);
    if (!full || !(await this.stat(key))) return null;
    return createReadStream(full);
  }

  async remove(key: string): Promise<boolean> {
    const full = this.pathOf(key);
    if (!full || !(await this.stat(key))) return false;
    try {
      await unlink(full);
      return true;
    } catch {
      return false;
    }
  }
}

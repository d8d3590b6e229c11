import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made by the server only (`biz/<32 hex>.<ext>`, see keys.ts)
 * and checked before any store sees them, so a store never receives a path from input.
 *
 * An S3-compatible store (MinIO, OSS, COS …) implements it with four object calls on one bucket:
 * put = PutObject(key, body, ContentLength), open = GetObject(key).Body (a Readable stream),
 * stat = HeadObject(key).ContentLength (null on 404), remove = DeleteObject(key) (true unless it
 * was missing). Register it in select-store.ts under a FILE_STORE name; keys stay the same, so
 * rows in sys_files and the static route keep working.
 */
export interface FileStore {
  /** The name recorded in sys_files.store ('local'). */
  readonly kind: string;
  /** Stores new bytes under a fresh key; never overwrites. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the object, or null when it does not exist. */
  open(key: string): Promise<Readable | null>;
  /** The object's size in bytes, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Deletes the object; false when there was nothing to delete. */
  remove(key: string): Promise<boolean>;
}

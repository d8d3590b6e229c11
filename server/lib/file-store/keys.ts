import { randomBytes } from 'node:crypto';

/** `biz` is one plain folder name: no separators, no dots, so a key can never leave its folder. */
export const BIZ_PATTERN = /^[a-zA-Z0-9_-]{1,32}$/;
/** What the server names objects: biz / 128 random bits in hex . checked extension. */
const KEY_PATTERN = /^([a-zA-Z0-9_-]{1,32})\/([0-9a-f]{32})\.([a-z0-9]{1,5})$/;

export interface ObjectKey {
  key: string;
  biz: string;
  /** `<32 hex>.<ext>` */
  name: string;
  ext: string;
}

/** A fresh key for an object of `ext` in folder `biz` (both already checked by the caller). */
export function newObjectKey(biz: string, ext: string): string {
  return `${biz}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The parts of a key of the exact shape the server hands out, else null (`..`, separators …). */
export function parseObjectKey(key: string): ObjectKey | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const [, biz, base, ext] = m as unknown as [string, string, string, string];
  return { key, biz, name: `${base}.${ext}`, ext };
}

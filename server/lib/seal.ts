import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing with a random 96-bit iv per value and the format `v1:<iv>:<tag>:<data>`
 * (base64url), so a later key or algorithm change can tell old values apart. GCM authenticates: a
 * value edited at rest, or sealed with another key, refuses to open. Used by the secret box
 * (server/lib/secret-box.ts) and for the rows of sys_secret (server/security/secrets.ts).
 */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A box over a raw key string (any length: it is hashed to the 256-bit AES key). */
export function secretBoxFromKey(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(`secret-box:v1:${keyMaterial}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== 'v1') throw new SecretBoxError('unknown sealed format');
      const [iv, tag, data] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
      if (!iv || iv.length !== 12 || !tag || tag.length !== 16 || !data)
        throw new SecretBoxError('malformed sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value failed authentication');
      }
    },
  };
}

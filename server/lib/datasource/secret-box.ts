import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { loadOrCreateSecret } from '../../security/secrets';

/**
 * AES-256-GCM for data source passwords at rest. The key comes from the random 'datasource'
 * secret in sys_secret (created at first start, never shipped in code): the table only ever
 * holds ciphertext, and no response or log carries the plain password.
 */
async function keyOf(db: Db): Promise<Buffer> {
  const secret = await loadOrCreateSecret(db, 'datasource');
  return createHash('sha256').update(secret).digest();
}

/** base64url(iv | tag | ciphertext). */
export async function encryptSecret(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export async function decryptSecret(db: Db, sealed: string): Promise<string> {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 28) throw new Error('sealed secret too short');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

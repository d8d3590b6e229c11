import type { Db } from '../db/db';
import { loadOrCreateSecret } from '../security/secrets';
import { secretBoxFromKey, type SecretBox } from './seal';

export { SecretBoxError, secretBoxFromKey, type SecretBox } from './seal';

/**
 * Symmetric encryption for secrets kept in the database (third-party app secrets): the sealing of
 * ./seal with a per-installation key from sys_secret (stored there sealed with the server secret,
 * server/security/secrets.ts).
 */
export const SECRET_BOX_KEY_NAME = 'third_app_secret_key';

// One key read per database handle; the key never changes for an installation.
const boxes = new WeakMap<Db, Promise<SecretBox>>();

/** The installation's box (key created on first use and shared by every server process). */
export function secretBox(db: Db): Promise<SecretBox> {
  let box = boxes.get(db);
  if (!box) {
    box = loadOrCreateSecret(db, SECRET_BOX_KEY_NAME).then(secretBoxFromKey);
    // A failed read must not stick: the next caller tries again.
    box.catch(() => boxes.delete(db));
    boxes.set(db, box);
  }
  return box;
}

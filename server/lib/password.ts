import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters are stored with each hash so they can be raised later without a migration.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: string, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export function newSalt(): string {
  // JeecgBoot's salt column is 8 characters; keep that width.
  return randomBytes(6).toString('base64url');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, salt: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 5 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const expected = Buffer.from(parts[4] ?? '', 'base64');
  if (!n || !r || !p || expected.length !== KEY_LEN) return false;
  const key = await derive(password, salt, n, r, p);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | null = null;

/** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-1!', 'dummysal');
  await verifyPassword(password, 'dummysal', await dummy);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*_+-=?';

/** A strong random password that satisfies the strength rule (used when ADMIN_PASSWORD is unset). */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(0, set.length)] as string;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

import { drawCaptchaPng, randomCaptchaText } from '../../lib/captcha-image';
import { hmacHex, safeEqualHex } from '../../lib/hash';
import type { AppDeps } from '../../fastify-types';

const TTL_MS = 60_000;

// Both the key and the code are stored only as keyed hashes (JeecgBoot: md5(code+key+secret)).
const keyHash = (deps: AppDeps, key: string) => hmacHex(deps.codeSecret, `captcha-key:${key}`);
const codeHash = (deps: AppDeps, key: string, code: string) =>
  hmacHex(deps.codeSecret, `captcha:${key}:${code.toLowerCase()}`);

/** Draws a new captcha for `key` (replacing any earlier one) and answers the PNG data URL. */
export async function issueCaptcha(deps: AppDeps, key: string): Promise<string> {
  const text = randomCaptchaText();
  await storeCaptcha(deps, key, text);
  return `data:image/png;base64,${drawCaptchaPng(text).toString('base64')}`;
}

/** Stores (or replaces) the expected answer for `key`; exported for tests that need a known code. */
export async function storeCaptcha(deps: AppDeps, key: string, text: string): Promise<void> {
  const now = Date.now();
  await deps.db.query(
    `INSERT INTO sys_captcha (key_hash, code_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (key_hash) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at`,
    [keyHash(deps, key), codeHash(deps, key, text), new Date(now + TTL_MS)],
  );
  // Anyone may ask for captchas, so expired rows are swept here rather than left to pile up.
  if (Math.random() < 0.05)
    await deps.db.query('DELETE FROM sys_captcha WHERE expires_at < $1', [new Date(now)]);
}

/** Checks and always consumes the captcha of `key`: one attempt per image, right or wrong. */
export async function consumeCaptcha(deps: AppDeps, key: string, code: string): Promise<boolean> {
  const rows = await deps.db.query<{ code_hash: string; expires_at: Date }>(
    'DELETE FROM sys_captcha WHERE key_hash = $1 RETURNING code_hash, expires_at',
    [keyHash(deps, key)],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= Date.now()) return false;
  return safeEqualHex(row.code_hash, codeHash(deps, key, code));
}

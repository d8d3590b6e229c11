import { randomBytes, randomInt } from 'node:crypto';
import { hmacHex, safeEqualHex } from '../../lib/hash';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';

export type SmsPurpose = 'login' | 'register' | 'reset';

const TTL_MS = 600_000;
const RESEND_AFTER_MS = 60_000;
const MAX_TRIES = 5;
/** Codes one number may ask for in a day, whatever the purpose (per-address limits: rate-limit.ts). */
export const MAX_SENDS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;
export const SMS_QUOTA_MESSAGE = '该手机号获取验证码次数过多，请明天再试';

interface CodeRow extends Record<string, unknown> {
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
}

const hashOf = (deps: AppDeps, mobile: string, purpose: SmsPurpose, code: string) =>
  hmacHex(deps.codeSecret, `sms:${purpose}:${mobile}:${code}`);

/** Counts one request for `mobile` in its daily window; false once the day's quota is used. */
async function takeQuota(deps: AppDeps, mobile: string, now: number): Promise<boolean> {
  const rows = await deps.db.query<{ sends: number }>(
    `INSERT INTO sys_sms_quota AS q (mobile, window_start, sends) VALUES ($1, $2, 1)
     ON CONFLICT (mobile) DO UPDATE SET
       sends = CASE WHEN q.window_start <= $3 THEN 1 ELSE q.sends + 1 END,
       window_start = CASE WHEN q.window_start <= $3 THEN $2 ELSE q.window_start END
     RETURNING sends`,
    [mobile, new Date(now), new Date(now - DAY_MS)],
  );
  return (rows[0]?.sends ?? MAX_SENDS_PER_DAY + 1) <= MAX_SENDS_PER_DAY;
}

/**
 * Sends a fresh 6-digit code for (mobile, purpose). Choice: a live code sent under 60 s ago is
 * kept ('验证码10分钟内，仍然有效！'); after that a new code replaces it, so a lost SMS never
 * locks the user out for ten minutes. With `deliver` false (a number that cannot use the code)
 * everything runs the same except the message itself: the stored hash is of a code nobody has.
 */
export async function sendSmsCode(
  deps: AppDeps,
  mobile: string,
  purpose: SmsPurpose,
  smsmode: string,
  deliver = true,
): Promise<void> {
  const now = Date.now();
  const rows = await deps.db.query<CodeRow>('SELECT * FROM sys_sms_code WHERE mobile = $1 AND purpose = $2', [
    mobile,
    purpose,
  ]);
  const live = rows[0];
  if (
    live &&
    !live.consumed_at &&
    live.expires_at.getTime() > now &&
    now - live.sent_at.getTime() < RESEND_AFTER_MS
  ) {
    throw new BizError('验证码10分钟内，仍然有效！');
  }
  if (!(await takeQuota(deps, mobile, now))) throw new BizError(SMS_QUOTA_MESSAGE);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Undelivered: the hash is of a different random value, so no code can ever match it.
  const stored = deliver ? code : randomBytes(16).toString('hex');
  await deps.db.query(
    `INSERT INTO sys_sms_code (mobile, purpose, code_hash, sent_at, expires_at, attempts, consumed_at)
     VALUES ($1, $2, $3, $4, $5, 0, NULL)
     ON CONFLICT (mobile, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
       expires_at = EXCLUDED.expires_at, attempts = 0, consumed_at = NULL`,
    [mobile, purpose, hashOf(deps, mobile, purpose, stored), new Date(now), new Date(now + TTL_MS)],
  );
  if (!deliver) return;
  try {
    await deps.sms.send(mobile, code, smsmode);
  } catch {
    await deps.db.query('DELETE FROM sys_sms_code WHERE mobile = $1 AND purpose = $2', [mobile, purpose]);
    throw new BizError('短信验证码发送失败,请稍后重试');
  }
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many';

/** Checks a code; a right code is consumed (single use), every check counts towards 5 tries. */
export async function checkSmsCode(
  deps: AppDeps,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<CodeCheck> {
  // Reserve a try before comparing: the WHERE clause makes it atomic, so parallel guesses can
  // never get more than MAX_TRIES comparisons against one code.
  const reserved = await deps.db.query<{ code_hash: string }>(
    `UPDATE sys_sms_code SET attempts = attempts + 1
     WHERE mobile = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3 AND attempts < $4
     RETURNING code_hash`,
    [mobile, purpose, new Date(), MAX_TRIES],
  );
  const row = reserved[0];
  if (!row) {
    const rows = await deps.db.query<CodeRow>(
      'SELECT * FROM sys_sms_code WHERE mobile = $1 AND purpose = $2',
      [mobile, purpose],
    );
    const live = rows[0];
    const usable = live && !live.consumed_at && live.expires_at.getTime() > Date.now();
    return usable ? 'too-many' : 'expired';
  }
  if (!/^\d{6}$/.test(code) || !safeEqualHex(row.code_hash, hashOf(deps, mobile, purpose, code))) {
    return 'wrong';
  }
  // Consuming is atomic too: two racing right answers cannot both succeed.
  const used = await deps.db.query(
    `UPDATE sys_sms_code SET consumed_at = now()
     WHERE mobile = $1 AND purpose = $2 AND consumed_at IS NULL AND code_hash = $3
     RETURNING mobile`,
    [mobile, purpose, row.code_hash],
  );
  return used.length === 1 ? 'ok' : 'expired';
}

export const SMS_CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '手机验证码错误',
  expired: '手机验证码错误或已失效，请重新获取',
  'too-many': '验证码错误次数过多，请重新获取',
};

/** Throws the matching Chinese message unless the code is right. */
export async function requireSmsCode(
  deps: AppDeps,
  mobile: string,
  purpose: SmsPurpose,
  code: string | undefined,
) {
  const outcome = code ? await checkSmsCode(deps, mobile, purpose, code) : 'wrong';
  if (outcome !== 'ok') throw new BizError(SMS_CODE_MESSAGES[outcome]);
}

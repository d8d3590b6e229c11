import type {
  PasswordChangeParams,
  PhoneVerificationParams,
  PhoneVerificationResult,
} from '../../../src/shared/domain/contract/auth';
import { newId } from '../../lib/ids';
import { randomToken, sha256Hex } from '../../lib/hash';
import { hashPassword, newSalt } from '../../lib/password';
import { checkPasswordStrength } from '../../lib/validation';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { clearFailures } from '../auth/lockout';
import { endUserSessions } from '../session/service';
import { requireSmsCode } from '../sms/code-store';
import { NO_PHONE } from '../sms/service';
import { findUserByUsername, setPassword } from '../user/repository';

const TICKET_TTL_MS = 10 * 60_000;
const BAD_TICKET = '验证已失效，请重新验证手机号';

/**
 * Step 2 of the forgotten-password flow: the mode-2 SMS code sent to THIS account's phone buys a
 * single-use ticket bound to the account. (JeecgBoot let anyone reset any password here.)
 */
export async function verifyPhone(
  deps: AppDeps,
  body: PhoneVerificationParams,
): Promise<PhoneVerificationResult> {
  const user = body.username ? await findUserByUsername(deps.db, body.username) : null;
  if (!user || user.del_flag !== 0 || !user.phone) throw new BizError(NO_PHONE);
  await requireSmsCode(deps, user.phone, 'reset', body.smscode);
  const ticket = randomToken(32);
  await deps.db.query(
    'INSERT INTO sys_password_ticket (id, user_id, ticket_hash, expires_at) VALUES ($1, $2, $3, $4)',
    [newId(), user.id, sha256Hex(ticket), new Date(Date.now() + TICKET_TTL_MS)],
  );
  return { username: user.username, ticket };
}

/** Step 3: ticket + new password. Ends every session of the account. */
export async function changeForgottenPassword(deps: AppDeps, body: PasswordChangeParams): Promise<void> {
  const user = body.username ? await findUserByUsername(deps.db, body.username) : null;
  if (!user || user.del_flag !== 0 || !body.ticket) throw new BizError(BAD_TICKET);
  if (!body.password) throw new BizError('新密码不允许为空!');
  if (body.password !== body.confirmpassword) throw new BizError('两次输入密码不一致!');
  const weak = checkPasswordStrength(body.password);
  if (weak) throw new BizError(weak);
  const salt = newSalt();
  const hash = await hashPassword(body.password, salt);
  await deps.db.transaction(async (tx) => {
    // Claiming the ticket and changing the password commit together or not at all.
    const claimed = await tx.query(
      `UPDATE sys_password_ticket SET used_at = now()
       WHERE ticket_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING id`,
      [sha256Hex(body.ticket), user.id, new Date()],
    );
    if (claimed.length !== 1) throw new BizError(BAD_TICKET);
    await setPassword(tx, user.id, hash, salt, user.username);
    await endUserSessions(tx, user.id, 'password-reset');
    await clearFailures(tx, user.username);
  });
}

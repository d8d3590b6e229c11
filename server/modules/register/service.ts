import type { RegisterParams } from '../../../src/shared/domain/contract/auth';
import { SEED } from '../../db/seed/ids';
import { newId } from '../../lib/ids';
import { hashPassword, newSalt } from '../../lib/password';
import { checkEmail, checkMobile, checkPasswordStrength, checkUsername } from '../../lib/validation';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { requireSmsCode } from '../sms/code-store';

/** Self-registered accounts get the `guest` role only: no menus beyond 首页, no permissions. */
export const SELF_REGISTERED_ROLE = 'guest';

export async function registerUser(deps: AppDeps, body: RegisterParams): Promise<void> {
  if (!deps.config.selfRegistration) throw new BizError('系统已关闭自助注册');
  const problem =
    checkUsername(body.username) ??
    checkMobile(body.phone) ??
    checkEmail(body.email) ??
    checkPasswordStrength(body.password);
  if (problem) throw new BizError(problem);
  const email = body.email ? body.email : null;
  const taken = await deps.db.query<{ username: string; phone: string | null; email: string | null }>(
    'SELECT username, phone, email FROM sys_user WHERE username = $1 OR phone = $2 OR ($3::text IS NOT NULL AND email = $3)',
    [body.username, body.phone, email],
  );
  if (taken.some((t) => t.username === body.username)) throw new BizError('用户名已注册');
  if (taken.some((t) => t.phone === body.phone)) throw new BizError('该手机号已注册');
  if (taken.length > 0) throw new BizError('邮箱已被注册');
  await requireSmsCode(deps, body.phone, 'register', body.smscode);
  const salt = newSalt();
  const hash = await hashPassword(body.password, salt);
  await deps.db.transaction(async (tx) => {
    const id = newId();
    // Self-registered users join the default tenant (when it exists) so its admins can find them.
    await tx.query(
      `INSERT INTO sys_user (id, username, realname, password, salt, phone, email, status, del_flag, create_by, create_time, activiti_sync, user_identity, rel_tenant_ids)
       VALUES ($1, $2, $2, $3, $4, $5, $6, 1, 0, $2, now(), 1, 1, (SELECT CAST(id AS varchar) FROM sys_tenant WHERE id = $7))`,
      [id, body.username, hash, salt, body.phone, email, SEED.tenant],
    );
    const role = await tx.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [
      SELF_REGISTERED_ROLE,
    ]);
    if (role[0])
      await tx.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
        newId(),
        id,
        role[0].id,
      ]);
  });
}

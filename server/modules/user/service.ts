import type {
  CurrentUserDeparts,
  SelectDepartParams,
  SelectDepartResult,
  UpdatePasswordParams,
} from '../../../src/shared/domain/contract/auth';
import { hashPassword, verifyPassword } from '../../lib/password';
import { checkPasswordStrength } from '../../lib/validation';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { createSession, endUserSessions } from '../session/service';
import { departsOfUser, findUserById, setOrgCode, setPassword } from './repository';
import { toDepart, toUserInfo } from './user-row';

export async function currentUserDeparts(deps: AppDeps, auth: AuthContext): Promise<CurrentUserDeparts> {
  const departs = await departsOfUser(deps.db, auth.user.id);
  return { list: departs.map(toDepart), orgCode: auth.user.org_code };
}

/** Switches the login department, but only to one the user belongs to. */
export async function selectDepart(
  deps: AppDeps,
  auth: AuthContext,
  body: SelectDepartParams,
): Promise<SelectDepartResult> {
  if (body.username && body.username !== auth.user.username) throw new BizError('只允许切换自己的部门！');
  const departs = await departsOfUser(deps.db, auth.user.id);
  if (!body.orgCode || !departs.some((d) => d.org_code === body.orgCode))
    throw new BizError('您不属于该部门，无法切换！');
  await setOrgCode(deps.db, auth.user.id, body.orgCode);
  const fresh = await findUserById(deps.db, auth.user.id);
  if (!fresh) throw new BizError('用户不存在！');
  return { userInfo: toUserInfo(fresh) };
}

/**
 * PUT /sys/user/updatePassword: own account only. Every session of the user ends, the caller's
 * too (its old token must stop working); the caller gets a fresh session and its token back.
 */
export async function updateOwnPassword(
  deps: AppDeps,
  auth: AuthContext,
  body: UpdatePasswordParams,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string }> {
  if (body.username !== auth.user.username) throw new BizError('只允许修改自己的密码！');
  const user = await findUserById(deps.db, auth.user.id);
  if (!user) throw new BizError('用户不存在！');
  if (!body.oldpassword || !(await verifyPassword(body.oldpassword, user.salt, user.password))) {
    throw new BizError('旧密码输入错误!');
  }
  if (!body.password) throw new BizError('新密码不允许为空!');
  if (body.password !== body.confirmpassword) throw new BizError('两次输入密码不一致!');
  const weak = checkPasswordStrength(body.password);
  if (weak) throw new BizError(weak);
  // The salt is kept, as in JeecgBoot; the hash changes.
  await setPassword(deps.db, user.id, await hashPassword(body.password, user.salt), user.salt, user.username);
  await endUserSessions(deps.db, user.id, 'password-change');
  return { token: await createSession(deps, user, client) };
}

/**
 * GET /sys/user/checkOnlyUser, anonymous: only `username` or `phone` may be asked about, so the
 * endpoint cannot be used to probe e-mail addresses or any other column.
 */
export async function checkOnlyUser(
  deps: AppDeps,
  query: Record<string, string | undefined>,
): Promise<boolean> {
  const keys = Object.keys(query).filter((k) => k !== '_t' && query[k] !== undefined && query[k] !== '');
  const field = keys[0];
  if (keys.length !== 1 || (field !== 'username' && field !== 'phone'))
    throw new BizError('只允许校验用户名或手机号');
  const rows = await deps.db.query(
    `SELECT 1 FROM sys_user WHERE ${field === 'username' ? 'username' : 'phone'} = $1`,
    [query[field]],
  );
  return rows.length > 0;
}

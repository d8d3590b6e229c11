import type { LoginParams, LoginResult, PhoneLoginParams } from '../../../src/shared/domain/contract/auth';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { requireCaptcha } from '../captcha/require-captcha';
import { checkSmsCode } from '../sms/code-store';
import { NO_PHONE } from '../sms/service';
import { findLiveUserByPhone, findUserByUsername } from '../user/repository';
import { failureLocks, LOCKED_MESSAGE, recordSuccess, reserveAttempt } from './lockout';
import { writeLoginLog } from './login-log';
import { buildLoginResult } from './login-result';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  url: string;
}

// Departure: JeecgBoot says "该用户不存在，请注册" / "该用户已注销" before checking the password,
// which lets anyone enumerate accounts. We answer the same message for all of them.
const BAD_CREDENTIALS = '用户名或密码错误';
const FROZEN = '该用户已冻结';

export async function passwordLogin(
  deps: AppDeps,
  body: LoginParams,
  client: ClientInfo,
): Promise<LoginResult> {
  await requireCaptcha(deps, body.captcha, body.checkKey);
  const username = body.username ?? '';
  const password = body.password ?? '';
  if (!username || !password) throw new BizError(BAD_CREDENTIALS);
  // Failed attempts go to the login log too (who tried which account from where).
  const logFailure = (userId: string | null, why: string) =>
    writeLoginLog(deps.db, {
      userId,
      username,
      content: `用户名: ${username},登录失败，${why}`,
      ip: client.ip,
      url: client.url,
    });
  const slot = await reserveAttempt(deps.db, username, client.ip);
  if (slot.kind === 'refused') {
    await logFailure(null, LOCKED_MESSAGE);
    throw new BizError(LOCKED_MESSAGE);
  }
  const user = await findUserByUsername(deps.db, username);
  const valid =
    user && user.del_flag === 0
      ? await verifyPassword(password, user.salt, user.password)
      : (await burnPasswordCheck(password), false);
  if (!user || !valid) {
    const locked = failureLocks(slot);
    await logFailure(user?.id ?? null, locked ? LOCKED_MESSAGE : BAD_CREDENTIALS);
    throw new BizError(locked ? LOCKED_MESSAGE : BAD_CREDENTIALS);
  }
  await recordSuccess(deps.db, slot);
  if (user.status !== 1) {
    await logFailure(user.id, FROZEN);
    throw new BizError(FROZEN);
  }
  const result = await buildLoginResult(deps, user, client);
  await writeLoginLog(deps.db, {
    userId: user.id,
    username,
    content: `用户名: ${username},登录成功！`,
    ip: client.ip,
    url: client.url,
  });
  return result;
}

export async function phoneLogin(
  deps: AppDeps,
  body: PhoneLoginParams,
  client: ClientInfo,
): Promise<LoginResult> {
  const mobile = body.mobile ?? '';
  if (!mobile) throw new BizError('手机号不允许为空！');
  // The code first: numbers without an account never receive one, so they get the same answer
  // as a wrong code (JeecgBoot says 该用户不存在 first, which tells registered numbers apart).
  const check = body.captcha ? await checkSmsCode(deps, mobile, 'login', body.captcha) : 'wrong';
  // JeecgBoot answers a wrong code with success:true code 0; we answer success:false (both are
  // rejected by the client, which requires code 200).
  if (check !== 'ok') throw new BizError('手机验证码错误');
  const user = await findLiveUserByPhone(deps.db, mobile);
  if (!user) throw new BizError(NO_PHONE);
  if (user.status !== 1) throw new BizError(FROZEN);
  const result = await buildLoginResult(deps, user, client);
  await writeLoginLog(deps.db, {
    userId: user.id,
    username: user.username,
    content: `用户名: ${user.username},登录成功！`,
    ip: client.ip,
    url: client.url,
  });
  return result;
}

import type { SmsForgotResult, SmsParams } from '../../../src/shared/domain/contract/auth';
import { checkMobile } from '../../lib/validation';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { requireCaptcha } from '../captcha/require-captcha';
import { findLiveUserByPhone, findUserByUsername } from '../user/repository';
import { sendSmsCode } from './code-store';

export const NO_PHONE = '该用户不存在或未绑定手机号';

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

function requireMobile(mobile: string | undefined): string {
  if (!mobile) throw new BizError('手机号不允许为空！');
  const problem = checkMobile(mobile);
  if (problem) throw new BizError(problem);
  return mobile;
}

/** POST /sys/sms: "0" login, "1" register, "2" forgotten password (to the account's own phone). */
export async function requestSms(deps: AppDeps, body: SmsParams): Promise<SmsForgotResult | null> {
  switch (body.smsmode) {
    case '0': {
      const mobile = requireMobile(body.mobile);
      const user = await findLiveUserByPhone(deps.db, mobile);
      if (!user) throw new BizError(NO_PHONE);
      if (user.status !== 1) throw new BizError('该用户已冻结');
      await sendSmsCode(deps, mobile, 'login', '0');
      return null;
    }
    case '1': {
      if (!deps.config.selfRegistration) throw new BizError('系统已关闭自助注册');
      const mobile = requireMobile(body.mobile);
      const taken = await deps.db.query('SELECT 1 FROM sys_user WHERE phone = $1', [mobile]);
      if (taken.length > 0) throw new BizError('手机号已经注册，请直接登录！');
      await sendSmsCode(deps, mobile, 'register', '1');
      return null;
    }
    case '2': {
      // Departure: the code goes to the phone on file, never to a number the caller names.
      await requireCaptcha(deps, body.captcha, body.checkKey);
      const user = body.username ? await findUserByUsername(deps.db, body.username) : null;
      if (!user || user.del_flag !== 0 || !user.phone) throw new BizError(NO_PHONE);
      await sendSmsCode(deps, user.phone, 'reset', '2');
      return { maskedPhone: maskPhone(user.phone) };
    }
    default:
      throw new BizError('短信模式不正确');
  }
}

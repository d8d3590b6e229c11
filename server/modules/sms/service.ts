import type { SmsForgotResult, SmsParams } from '../../../src/shared/domain/contract/auth';
import { checkMobile } from '../../lib/validation';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { requireCaptcha } from '../captcha/require-captcha';
import { findLiveUserByPhone, findUserByUsername } from '../user/repository';
import { sendSmsCode, type SmsPurpose } from './code-store';

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

/**
 * POST /sys/sms: "0" login, "1" register, "2" forgotten password (to the account's own phone).
 * Every mode first takes the human check, then answers the same whatever the number or account:
 * a code goes out only where it can be used (a live active account's phone, a free number to
 * register), and elsewhere the same bookkeeping runs without a message, so neither the answer
 * nor the 60-second resend rule tells registered, unregistered and frozen numbers apart.
 */
export async function requestSms(deps: AppDeps, body: SmsParams): Promise<SmsForgotResult | null> {
  const target = await targetOf(deps, body);
  await requireCaptcha(deps, body.captcha, body.checkKey);
  await sendSmsCode(deps, target.mobile, target.purpose, body.smsmode, target.deliver);
  return null;
}

interface Target {
  mobile: string;
  purpose: SmsPurpose;
  /** False: record the request like a sent one, but send nothing. */
  deliver: boolean;
}

// Validation that depends only on the request (never on the database) comes before the captcha,
// so a typo does not cost the user a captcha image.
async function targetOf(deps: AppDeps, body: SmsParams): Promise<Target> {
  switch (body.smsmode) {
    case '0': {
      const mobile = requireMobile(body.mobile);
      const user = await findLiveUserByPhone(deps.db, mobile);
      return { mobile, purpose: 'login', deliver: Boolean(user && user.status === 1) };
    }
    case '1': {
      if (!deps.config.selfRegistration) throw new BizError('系统已关闭自助注册');
      const mobile = requireMobile(body.mobile);
      const taken = await deps.db.query('SELECT 1 FROM sys_user WHERE phone = $1', [mobile]);
      return { mobile, purpose: 'register', deliver: taken.length === 0 };
    }
    case '2': {
      // Departure: the code goes to the phone on file, never to a number the caller names; the
      // answer no longer carries the masked phone (it told which accounts exist).
      if (!body.username) throw new BizError('用户名不能为空');
      const user = await findUserByUsername(deps.db, body.username);
      const phone = user && user.del_flag === 0 ? user.phone : null;
      // An account without a phone is bookkept under its name, so its resend rule looks the same.
      return phone
        ? { mobile: phone, purpose: 'reset', deliver: true }
        : { mobile: `user:${body.username.slice(0, 40)}`, purpose: 'reset', deliver: false };
    }
    default:
      throw new BizError('短信模式不正确');
  }
}

import { WIRE_MESSAGES } from '../../../src/shared/domain/contract/result';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { consumeCaptcha } from './service';

/** The login-family captcha rule: missing → 500 验证码无效, wrong → 412 验证码错误 (skipped when off). */
export async function requireCaptcha(
  deps: AppDeps,
  captcha: string | undefined,
  checkKey: string | undefined,
) {
  if (!deps.config.loginCaptcha) return;
  if (!captcha) throw new BizError(WIRE_MESSAGES.captchaMissing);
  if (!checkKey || !(await consumeCaptcha(deps, checkKey, captcha))) {
    throw new BizError(WIRE_MESSAGES.captchaWrong, 412);
  }
}

import type { FormRule } from 'antd';
import { asyncRule } from '../../shared/forms/to-rule';
import * as M from '../../shared/domain/validation/messages';
import {
  validateMobile,
  validateNewPasswordPair,
  validatePasswordStrength,
  validateRequired,
  validateUsername,
} from '../../shared/domain/validation/rules';

/**
 * antd Form rules built from the shared pure validators, so both shells show the same messages
 * (spec 000 §5). Each rule is one validator: the first failing message is shown.
 */
export const usernameRules: FormRule[] = [asyncRule(validateUsername)];
export const mobileRules: FormRule[] = [asyncRule(validateMobile)];
export const passwordRules: FormRule[] = [asyncRule(validateRequired(M.PASSWORD_REQUIRED))];
export const captchaRules: FormRule[] = [asyncRule(validateRequired(M.CAPTCHA_REQUIRED))];
export const smsCodeRules: FormRule[] = [asyncRule(validateRequired(M.SMS_CODE_REQUIRED))];
/** A new password: required (with `requiredMessage`), then the strength pattern. */
export function newPasswordRules(requiredMessage: string = M.NEW_PASSWORD_REQUIRED): FormRule[] {
  return [asyncRule(validateRequired(requiredMessage)), asyncRule(validatePasswordStrength)];
}

export function requiredRule(message: string): FormRule {
  return asyncRule(validateRequired(message));
}

/** The confirmation: 请确认新密码! when empty, 两次输入的密码不一样！ when it differs from `field`. */
export function confirmPasswordRule(field: string): FormRule {
  return ({ getFieldValue }) => asyncRule((value) => validateNewPasswordPair(getFieldValue(field), value));
}

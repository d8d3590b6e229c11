import type { FormRule } from 'antd';
import { validateMobile } from '../../../../shared/domain/validation/rules';
import { asyncRule } from '../../../../shared/forms/to-rule';
import { confirmPasswordRule, uniqueUserRule, userFieldRules } from '../../../../shared/flows/user-admin';

/** The schema's validators of a user field as antd rules. */
export const schemaRules = (key: string): FormRule[] => userFieldRules(key);

export const uniqueRule = (field: 'username' | 'phone', original?: string | null): FormRule =>
  uniqueUserRule(field, original) as FormRule;

/** 确认密码: required, then equal to 登录密码 (the field named `passwordField`). */
export function confirmPasswordRules(passwordField = 'password'): FormRule[] {
  return [({ getFieldValue }) => confirmPasswordRule(() => getFieldValue(passwordField))];
}

/** 手机号码: required and well-formed (validateMobile), then unique. */
export function phoneRules(original?: string | null): FormRule[] {
  return [asyncRule(validateMobile), uniqueRule('phone', original)];
}

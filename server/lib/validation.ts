// Server copy of the spec's validators. src/shared/domain/validation/rules.ts did not exist when
// the server was written; the lead may point these at the shared rules once both are in.

export const MESSAGES = {
  mobileInvalid: '请输入正确手机号',
  mobileRequired: '请输入手机号',
  usernameRequired: '请输入用户名',
  usernameChars: '只允许字母、数字、下划线',
  // Spec quirk: the check is 4-18 characters but the message says 6 to 18.
  usernameLength: '长度6到18个字符',
  emailInvalid: '邮箱格式不正确',
  passwordStrength: '密码由8位数字、大小写字母和特殊符号组成!',
} as const;

const MOBILE = /^1[34578]\d{9}$/;
const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PASSWORD_STRENGTH = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;

/** Each check returns the Chinese message when the value is invalid, or undefined. */
export function checkMobile(value: string | undefined | null): string | undefined {
  if (!value) return MESSAGES.mobileRequired;
  return MOBILE.test(value) ? undefined : MESSAGES.mobileInvalid;
}

export function checkUsername(value: string | undefined | null): string | undefined {
  if (!value) return MESSAGES.usernameRequired;
  if (!USERNAME_CHARS.test(value)) return MESSAGES.usernameChars;
  if (value.length < 4 || value.length > 18) return MESSAGES.usernameLength;
  return undefined;
}

export function checkEmail(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return EMAIL.test(value) && value.length <= 100 ? undefined : MESSAGES.emailInvalid;
}

export function checkPasswordStrength(value: string | undefined | null): string | undefined {
  return value && PASSWORD_STRENGTH.test(value) && value.length <= 128
    ? undefined
    : MESSAGES.passwordStrength;
}

import * as M from './messages';

/**
 * Pure validators: each returns the spec's message when the value fails, undefined when it passes.
 * Format checks pass on empty values (pair them with a required check); required checks do not.
 * The server imports the same functions, so a rule is written once.
 */
export type Validator = (value: unknown) => string | undefined;

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** ^(?=.*[a-zA-Z])(?=.*\d)(?=.*[special]).{8,}$ — shared with the server's password policy. */
export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;
/** 11 digits, 1 then 3/4/5/7/8 (the login rule set; the grid's `m` pattern is 1[3-9]). */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const USERNAME_CHARSET_PATTERN = /^[a-zA-Z0-9_]+$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function validateRequired(message: string): Validator {
  return (value) => (isEmptyValue(value) ? message : undefined);
}

export function validateMobile(value: unknown): string | undefined {
  if (isEmptyValue(value)) return M.MOBILE_REQUIRED;
  return MOBILE_PATTERN.test(text(value).trim()) ? undefined : M.MOBILE_INVALID;
}

export function validateUsername(value: unknown): string | undefined {
  if (isEmptyValue(value)) return M.USERNAME_REQUIRED;
  const v = text(value);
  if (!USERNAME_CHARSET_PATTERN.test(v)) return M.USERNAME_CHARSET;
  // Checked 4-18 while the message says 6 to 18: the spec's quirk, kept on purpose.
  if (v.length < 4 || v.length > 18) return M.USERNAME_LENGTH;
  return undefined;
}

/** Optional: only a non-empty value is checked. */
export function validateEmail(value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  return EMAIL_PATTERN.test(text(value).trim()) ? undefined : M.EMAIL_INVALID;
}

/** Long enough for any passphrase, short enough that hashing it (scrypt) cannot be used to stall the server. */
export const PASSWORD_MAX_LENGTH = 128;

export function validatePasswordStrength(value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  const v = text(value);
  return PASSWORD_STRENGTH_PATTERN.test(v) && v.length <= PASSWORD_MAX_LENGTH
    ? undefined
    : M.PASSWORD_STRENGTH;
}

/** The confirmation field: required, then equal to the new password. */
export function validateNewPasswordPair(password: unknown, confirm: unknown): string | undefined {
  if (isEmptyValue(confirm)) return M.CONFIRM_PASSWORD_REQUIRED;
  return text(password) === text(confirm) ? undefined : M.PASSWORD_MISMATCH;
}

/** The change-password form as one check, in field order (old, new, strength, confirmation). */
export function validateChangePassword(v: {
  oldpassword?: unknown;
  password?: unknown;
  confirmpassword?: unknown;
}): string | undefined {
  if (isEmptyValue(v.oldpassword)) return M.OLD_PASSWORD_REQUIRED;
  if (isEmptyValue(v.password)) return M.NEW_PASSWORD_REQUIRED;
  return validatePasswordStrength(v.password) ?? validateNewPasswordPair(v.password, v.confirmpassword);
}

function patternRule(pattern: RegExp, message: string): Validator {
  return (value) => (isEmptyValue(value) || pattern.test(text(value)) ? undefined : message);
}

/** The form rule set of spec 002 §5 (format checks; empty passes). */
export const validateNaturalNumber = patternRule(/^\d+$/, M.NATURAL_NUMBER);
export const validateEnglish = patternRule(/^[a-zA-Z]+$/, M.ENGLISH_LETTERS);
/** Area code (3-4 digits, optional dash) then a 7-8 digit number. */
export const validateLandline = patternRule(/^(0\d{2,3}-?)?[1-9]\d{6,7}$/, M.LANDLINE);
export const validateBankCard = patternRule(/^[1-9]\d{9,19}$/, M.BANK_CARD);
export const validateIdNumber = patternRule(/^[a-zA-Z0-9]{1,50}$/, M.ID_NUMBER);
/** 15 or 18 digits; the 18th may be the X check character real ID cards carry. */
export const validateIdCard = patternRule(/^(\d{15}|\d{17}[\dXx])$/, M.ID_CARD);
/** 5-12 digits; QQ numbers never start with 0. */
export const validateQQ = patternRule(/^[1-9]\d{4,11}$/, M.QQ_NUMBER);
export const validateHttpUrl = patternRule(/^https?:\/\/\S+$/, M.HTTP_URL);
export const validateAlnum20 = patternRule(/^[a-zA-Z0-9]{1,20}$/, M.ALNUM_20);
export const validateCnEnSpace = patternRule(/^[\u4e00-\u9fa5a-zA-Z ]{2,100}$/, M.CN_EN_SPACE_2_100);
export const validateDigitsAndNewlines = patternRule(/^[\d\r\n]+$/, M.DIGITS_AND_NEWLINES);

export function validateMax255(value: unknown): string | undefined {
  return Array.from(text(value)).length <= 255 ? undefined : M.MAX_255;
}

/** Runs validators in order and returns the first message. */
export function firstError(value: unknown, validators: readonly Validator[]): string | undefined {
  for (const v of validators) {
    const message = v(value);
    if (message) return message;
  }
  return undefined;
}

// The doc lists the grid catalogue and the builders under rules.ts; they live in their own files.
export { GRID_PATTERNS, matchesGridPattern, resolveGridPattern } from './grid-patterns';
export { requiredMulti, requiredSelect, requiredText } from './builders';

// The server's reading of the shared validators (src/shared/domain/validation): the same rules and
// messages the forms show, applied strictly — the server trims nothing and a missing value fails.
import {
  validateEmail,
  validateMobile,
  validatePasswordStrength,
  validateUsername,
} from '../../src/shared/domain/validation/rules';
import {
  EMAIL_INVALID,
  MOBILE_INVALID,
  PASSWORD_STRENGTH,
} from '../../src/shared/domain/validation/messages';

const EMAIL_MAX_LENGTH = 100;

export function checkMobile(value: string | undefined | null): string | undefined {
  const message = validateMobile(value);
  if (message) return message;
  // The form trims before sending; a padded value here did not come from our forms.
  return value === value?.trim() ? undefined : MOBILE_INVALID;
}

export function checkUsername(value: string | undefined | null): string | undefined {
  return validateUsername(value);
}

export function checkEmail(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return validateEmail(value) ?? (value.length <= EMAIL_MAX_LENGTH ? undefined : EMAIL_INVALID);
}

export function checkPasswordStrength(value: string | undefined | null): string | undefined {
  return value ? validatePasswordStrength(value) : PASSWORD_STRENGTH;
}

import { validateMobile, validateUsername } from '../../../shared/domain/validation/rules';
import {
  CAPTCHA_REQUIRED,
  PASSWORD_REQUIRED,
  SMS_CODE_REQUIRED,
  USERNAME_REQUIRED,
} from '../../../shared/domain/validation/messages';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  mobile: string;
  smscode: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const EMPTY_LOGIN_VALUES: LoginValues = {
  username: '',
  password: '',
  captcha: '',
  mobile: '',
  smscode: '',
};

const required = (value: string, message: string) => (value.trim() ? undefined : message);

/** The desktop login rules (spec 000 §5 "Login forms"), for the fields of the active tab. */
export function validateLogin(
  tab: 'account' | 'phone',
  values: LoginValues,
  captchaOn: boolean,
): LoginErrors {
  const errors: LoginErrors =
    tab === 'account'
      ? {
          username: required(values.username, USERNAME_REQUIRED) ?? validateUsername(values.username),
          password: required(values.password, PASSWORD_REQUIRED),
          captcha: captchaOn ? required(values.captcha, CAPTCHA_REQUIRED) : undefined,
        }
      : {
          mobile: validateMobile(values.mobile),
          smscode: required(values.smscode, SMS_CODE_REQUIRED),
        };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as LoginErrors;
}

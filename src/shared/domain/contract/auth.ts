import type { DictMap } from './dict';
import type { Depart, Tenant, UserInfo } from './user';

export interface LoginParams {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  remember_me?: boolean;
}

export interface PhoneLoginParams {
  mobile: string;
  captcha: string;
  remember_me?: boolean;
}

/** `multi_depart`: 0 none, 1 exactly one, 2 several (the client asks the user to choose). */
export type MultiDepart = 0 | 1 | 2;

/** `POST /sys/login` and `/sys/phoneLogin` result (CONTRACT.md §2.4). */
export interface LoginResult {
  token: string;
  tenantList?: Tenant[];
  userInfo: UserInfo;
  departs: Depart[];
  multi_depart: MultiDepart;
  sysAllDictItems: DictMap;
}

/** `GET /sys/user/getCurrentUserDeparts`. */
export interface CurrentUserDeparts {
  list: Depart[];
  orgCode: string | null;
}

export interface SelectDepartParams {
  orgCode: string;
  username?: string;
}

export interface SelectDepartResult {
  userInfo: UserInfo;
}

/** `PUT /sys/user/updatePassword` (own account only). */
export interface UpdatePasswordParams {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * `POST /sys/sms`. smsmode "0" login, "1" register, "2" forgot password.
 * Departure: for "2" our server takes `username` (+ image captcha) and sends the code to that
 * account's own phone, answering with the masked phone; `mobile` is ignored in that mode.
 */
export interface SmsParams {
  mobile?: string;
  smsmode: '0' | '1' | '2';
  username?: string;
  captcha?: string;
  checkKey?: string;
}

/** Result of `POST /sys/sms` in mode "2" from a JeecgBoot server: where the code went, masked (e.g. 138****8000). Ours answers without it. */
export interface SmsForgotResult {
  maskedPhone: string;
}

/** `POST /sys/user/register`. */
export interface RegisterParams {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

/** `POST /sys/user/phoneVerification`: proves the SMS code of the account's phone (step 2). */
export interface PhoneVerificationParams {
  username: string;
  smscode: string;
}

/** A single-use reset ticket bound to the account, valid for a few minutes. */
export interface PhoneVerificationResult {
  username: string;
  ticket: string;
}

/** `POST /sys/user/passwordChange` (step 3). Departure: POST with a ticket, never GET with the password in the URL. */
export interface PasswordChangeParams {
  username: string;
  password: string;
  confirmpassword: string;
  ticket: string;
}

import type {
  LoginParams,
  LoginResult,
  PasswordChangeParams,
  PhoneLoginParams,
  PhoneVerificationParams,
  PhoneVerificationResult,
  RegisterParams,
  SmsForgotResult,
  SmsParams,
} from '../../domain/contract/auth';
import { getAction, postAction } from '../http';

/** `GET /sys/randomImage/{key}` → a `data:image/jpg;base64,…` URL. */
export function getCaptcha(key: string) {
  return getAction<string>(`/sys/randomImage/${encodeURIComponent(key)}`);
}

export function login(p: LoginParams) {
  return postAction<LoginResult>('/sys/login', p);
}

export function phoneLogin(p: PhoneLoginParams) {
  return postAction<LoginResult>('/sys/phoneLogin', p);
}

/** Mode "2" (forgot password) answers the masked phone on our server; the others answer nothing useful. */
export function sendSms(p: SmsParams) {
  return postAction<SmsForgotResult | string | null>('/sys/sms', p);
}

/**
 * `POST /sys/logout`. The token is passed explicitly because logout clears the stored one first
 * (so nothing else can use it meanwhile).
 */
export function logout(token?: string | null) {
  return postAction<string>(
    '/sys/logout',
    undefined,
    token ? { headers: { 'X-Access-Token': token } } : undefined,
  );
}

export function register(p: RegisterParams) {
  return postAction<unknown>('/sys/user/register', p);
}

/** `GET /sys/user/checkOnlyUser` (username / phone / email uniqueness): `success` false means taken. */
export function checkOnlyUser(params: Record<string, string>) {
  return getAction<unknown>('/sys/user/checkOnlyUser', params);
}

export function phoneVerification(p: PhoneVerificationParams) {
  return postAction<PhoneVerificationResult>('/sys/user/phoneVerification', p);
}

export function passwordChange(p: PasswordChangeParams) {
  return postAction<unknown>('/sys/user/passwordChange', p);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { getHttpUi } from '../api/http-ui';
import { register, sendSms } from '../api/sys/auth-api';
import type { RegisterParams } from '../domain/contract/auth';
import { PATHS } from '../domain/routes/paths';
import { shownByInterceptor, usePendingTask } from './flow-helpers';

/** The image captcha answer and the key of the image it answers. */
export interface ImageCheck {
  captcha: string;
  checkKey: string;
}

export interface RegisterFlow {
  /**
   * `POST /sys/sms` mode "1", with the image captcha when the server uses it (the page refreshes
   * it after every attempt: one image, one request); true when the code was sent.
   */
  sendCode(phone: string, check?: ImageCheck): Promise<boolean>;
  submit(values: RegisterParams): Promise<boolean>;
  pending: boolean;
  error: string | null;
}

function showFailure(message: string, e: unknown): void {
  if (!shownByInterceptor(e)) getHttpUi().error(message);
}

/** Self-registration; on success goes to /user/register-result?username=…. */
export function useRegisterFlow(): RegisterFlow {
  const navigate = useNavigate();
  const { pending, error, run } = usePendingTask();

  const sendCode = useCallback(
    async (phone: string, check?: ImageCheck) => {
      const ok = await run(async () => {
        const res = await sendSms({ mobile: phone, smsmode: '1', ...check });
        if (!res.success) throw new ApiError(res, '短信验证码发送失败,请稍后重试');
        return true;
      }, showFailure);
      return ok === true;
    },
    [run],
  );

  const submit = useCallback(
    async (values: RegisterParams) => {
      const ok = await run(async () => {
        const res = await register(values);
        if (!res.success) throw new ApiError(res, '注册失败');
        return true;
      }, showFailure);
      if (ok) navigate(`${PATHS.registerResult}?username=${encodeURIComponent(values.username)}`);
      return ok === true;
    },
    [run, navigate],
  );

  return { sendCode, submit, pending, error };
}

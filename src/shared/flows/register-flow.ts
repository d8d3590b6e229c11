import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { getHttpUi } from '../api/http-ui';
import { register, sendSms } from '../api/sys/auth-api';
import type { RegisterParams } from '../domain/contract/auth';
import { PATHS } from '../domain/routes/paths';
import { shownByInterceptor, usePendingTask } from './flow-helpers';

export interface RegisterFlow {
  /** `POST /sys/sms` mode "1"; resolves true when the code was sent (start the countdown then). */
  sendCode(phone: string): Promise<boolean>;
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
    async (phone: string) => {
      const ok = await run(async () => {
        const res = await sendSms({ mobile: phone, smsmode: '1' });
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

import { useCallback, useState } from 'react';
import { ApiError } from '../api/api-error';
import { getHttpUi } from '../api/http-ui';
import { passwordChange, phoneVerification, sendSms } from '../api/sys/auth-api';
import { shownByInterceptor, usePendingTask } from './flow-helpers';

export type AlterationStep = 0 | 1 | 2 | 3;

export interface AlterationFlow {
  step: AlterationStep;
  username: string;
  maskedPhone: string;
  requestCode(p: { username: string; captcha: string; checkKey: string }): Promise<boolean>;
  verify(smscode: string): Promise<boolean>;
  change(p: { password: string; confirmpassword: string }): Promise<boolean>;
  pending: boolean;
  error: string | null;
  restart(): void;
}

function showFailure(message: string, e: unknown): void {
  if (!shownByInterceptor(e)) getHttpUi().error(message);
}

/**
 * The four-step password reset, our server's departure (CONTRACT.md deliberate departures):
 * 0 account + image captcha → `POST /sys/sms {smsmode:'2', username, captcha, checkKey}` answers the
 * masked phone; 1 SMS code → `POST /sys/user/phoneVerification` answers a single-use ticket;
 * 2 new password → `POST /sys/user/passwordChange` with the ticket; 3 done.
 */
/**
 * What the SMS step says. Our server no longer names the phone (that told which accounts exist,
 * docs/contract-departures.md); a JeecgBoot server still does, and then the user sees where it went.
 */
export function smsSentNotice(maskedPhone: string): string {
  return maskedPhone ? `验证码已发送至手机：${maskedPhone}` : '如该账号已绑定手机，验证码已发送至该手机';
}

export function useAlterationFlow(): AlterationFlow {
  const { pending, error, setError, run } = usePendingTask();
  const [step, setStep] = useState<AlterationStep>(0);
  const [username, setUsername] = useState('');
  const [maskedPhone, setMaskedPhone] = useState('');
  const [ticket, setTicket] = useState('');

  const requestCode = useCallback(
    async (p: { username: string; captcha: string; checkKey: string }) => {
      const masked = await run(async () => {
        const res = await sendSms({
          smsmode: '2',
          username: p.username,
          captcha: p.captcha,
          checkKey: p.checkKey,
        });
        if (!res.success) throw new ApiError(res, '短信验证码发送失败,请稍后重试');
        const result = res.result;
        return result && typeof result === 'object' && 'maskedPhone' in result ? result.maskedPhone : '';
      }, showFailure);
      if (masked === undefined) return false;
      setUsername(p.username);
      setMaskedPhone(masked);
      setStep(1);
      return true;
    },
    [run],
  );

  const verify = useCallback(
    async (smscode: string) => {
      const t = await run(async () => {
        const res = await phoneVerification({ username, smscode });
        if (!res.success || !res.result?.ticket) throw new ApiError(res, '手机验证码错误');
        return res.result.ticket;
      }, showFailure);
      if (!t) return false;
      setTicket(t);
      setStep(2);
      return true;
    },
    [run, username],
  );

  const change = useCallback(
    async (p: { password: string; confirmpassword: string }) => {
      const ok = await run(async () => {
        const res = await passwordChange({
          username,
          password: p.password,
          confirmpassword: p.confirmpassword,
          ticket,
        });
        if (!res.success) throw new ApiError(res, '密码修改失败');
        return true;
      }, showFailure);
      if (!ok) return false;
      setTicket('');
      setStep(3);
      return true;
    },
    [run, username, ticket],
  );

  const restart = useCallback(() => {
    setStep(0);
    setUsername('');
    setMaskedPhone('');
    setTicket('');
    setError(null);
  }, [setError]);

  return { step, username, maskedPhone, requestCode, verify, change, pending, error, restart };
}

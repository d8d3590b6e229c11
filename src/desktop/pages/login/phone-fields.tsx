import { MobileOutlined } from '@ant-design/icons';
import { sendSms } from '../../../shared/api/sys/auth-api';
import { validateMobile } from '../../../shared/domain/validation/rules';
import { SmsCodeInput } from '../../widgets/sms-code/sms-code-input';
import { LightField } from '../../forms/light-field';
import { LightInput } from '../../widgets/light-input/light-input';
import { useFeedback } from '../../app/feedback';
import type { CaptchaState } from '../../../shared/hooks/use-captcha';
import { CaptchaField } from './captcha-field';
import type { LoginForm } from './use-login-page';

/**
 * 手机号登录 tab: mobile + SMS code (smsmode '0' = login). With the image captcha on, the code is
 * sent only with a right captcha (each image is good for one request; a new one follows).
 */
export function PhoneFields({ form, captcha }: { form: LoginForm; captcha: CaptchaState }) {
  const { values, errors, setValue, validate } = form;
  const { message } = useFeedback();

  const send = async (): Promise<boolean> => {
    const fields = captcha.enabled ? (['mobile', 'captcha'] as const) : (['mobile'] as const);
    if (!validate([...fields]) || validateMobile(values.mobile)) return false;
    try {
      const res = await sendSms({
        mobile: values.mobile,
        smsmode: '0',
        ...(captcha.enabled ? { captcha: values.captcha, checkKey: captcha.checkKey } : {}),
      });
      // Transport errors were shown by the interceptor; a refused send carries the server's reason.
      if (!res.success) void message.warning(res.message || '短信验证码发送失败,请稍后重试');
      return res.success;
    } catch {
      return false;
    } finally {
      if (captcha.enabled) {
        setValue('captcha', '');
        captcha.refresh();
      }
    }
  };

  return (
    <>
      <LightField id="login-mobile" error={errors.mobile}>
        {(state) => (
          <LightInput
            label="手机号"
            placeholder="请输入手机号"
            prefix={<MobileOutlined />}
            maxLength={11}
            value={values.mobile}
            onChange={(v) => setValue('mobile', v)}
            {...state}
          />
        )}
      </LightField>
      <CaptchaField id="login-sms-captcha" form={form} captcha={captcha} />
      <LightField id="login-smscode" error={errors.smscode}>
        {(state) => (
          <SmsCodeInput
            send={send}
            value={values.smscode}
            onChange={(v) => setValue('smscode', v)}
            {...state}
          />
        )}
      </LightField>
    </>
  );
}

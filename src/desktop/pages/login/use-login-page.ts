import { useCallback, useMemo, useState } from 'react';
import { getAppConfig } from '../../../shared/config/app-config';
import * as M from '../../../shared/domain/validation/messages';
import { validateMobile, validateRequired, validateUsername } from '../../../shared/domain/validation/rules';
import { useLoginFlow } from '../../../shared/flows/login-flow';
import { useFeedback } from '../../app/feedback';
import { useLightForm } from '../../forms/use-light-form';
import type { LightValidators } from '../../forms/use-light-form';

export type LoginTab = 'account' | 'phone';

export interface LoginFormValues extends Record<string, string> {
  username: string;
  password: string;
  captcha: string;
  mobile: string;
  smscode: string;
}

export const SLIDER_REQUIRED = '请先完成滑块验证';

const EMPTY: LoginFormValues = { username: '', password: '', captcha: '', mobile: '', smscode: '' };

/**
 * Login page controller: active tab, its fields' validation (shared validators), the one human
 * check (image captcha or slider, from the server's config; none with LOGIN_CAPTCHA=off), submit.
 */
export function useLoginPage(options: { onLoggedIn?: () => void } = {}) {
  const [tab, setTab] = useState<LoginTab>('account');
  const [sliderPassed, setSliderPassed] = useState(false);
  const flow = useLoginFlow(options.onLoggedIn ? { onFinish: options.onLoggedIn } : {});
  const { message } = useFeedback();
  const captchaOn = flow.captcha.enabled;
  const sliderOn = getAppConfig().slider;

  const validators = useMemo<LightValidators<LoginFormValues>>(
    () => ({
      username: validateUsername,
      password: validateRequired(M.PASSWORD_REQUIRED),
      captcha: validateRequired(M.CAPTCHA_REQUIRED),
      mobile: validateMobile,
      smscode: validateRequired(M.SMS_CODE_REQUIRED),
    }),
    [],
  );
  const form = useLightForm(EMPTY, validators);

  const onSliderPass = useCallback(() => setSliderPassed(true), []);

  const submit = async () => {
    const fields: (keyof LoginFormValues & string)[] =
      tab === 'account'
        ? ['username', 'password', ...(captchaOn ? ['captcha' as const] : [])]
        : ['mobile', 'smscode'];
    const values = form.validate(fields);
    if (!values) return;
    if (sliderOn && !sliderPassed) {
      void message.warning(SLIDER_REQUIRED);
      return;
    }
    if (tab === 'account') {
      const ok = await flow.submitPassword({
        username: values.username,
        password: values.password,
        ...(captchaOn ? { captcha: values.captcha } : {}),
      });
      // The server spent that image (the flow fetches a new one): its code is of no more use.
      if (!ok && captchaOn) form.setValue('captcha', '');
    } else {
      await flow.submitPhone({ mobile: values.mobile, captcha: values.smscode });
    }
  };

  return { form, tab, setTab, sliderOn, onSliderPass, submit, flow };
}

export type LoginForm = ReturnType<typeof useLightForm<LoginFormValues>>;

import { Suspense, lazy, useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { Link, useLocation } from 'react-router-dom';
import { getAppConfig } from '../../../shared/config/app-config';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useLoginFlow } from '../../../shared/flows/login-flow';
import { useDocumentTitle } from '../../app/document-title';
import { toast } from '../../ui/lazy-feedback';
import { LoginTabs } from './login-tabs';
import type { LoginTab } from './login-tabs';
import { LoginField } from './login-fields';
import { SmsButton } from '../../ui/sms-button';
import { sendSms } from '../../../shared/api/sys/auth-api';
import { validateMobile } from '../../../shared/domain/validation/rules';
import { CAPTCHA_REQUIRED } from '../../../shared/domain/validation/messages';
import { ThirdLoginButtons } from './third-login-buttons';
import { EMPTY_LOGIN_VALUES, validateLogin } from './login-rules';
import { afterSignIn, warmHome } from './home-warmup';
import type { LoginErrors, LoginValues } from './login-rules';
import './login.css';

const LoginChoiceDialog = lazy(() => import('./login-choice-dialog'));
// Only the slider mode draws it (the default check is the captcha): out of the first paint's budget.
const SliderCheck = lazy(() => import('./slider-check').then((m) => ({ default: m.SliderCheck })));

export const SLIDER_REQUIRED = '请先完成滑块验证';

export interface LoginPageProps {
  /** Called once signed in instead of navigating (the in-app sign-in page, the re-login dialog). */
  onLoggedIn?: () => void;
  /** Inside another page or dialog: no document title, no links away. */
  embedded?: boolean;
  /** Prefilled user name (the re-login dialog knows who was signed in). */
  username?: string;
}

/** Account/password or phone/SMS sign-in, with the configured human check (captcha or slider). */
export function LoginPage({ onLoggedIn, embedded = false, username = '' }: LoginPageProps = {}) {
  const { pathname } = useLocation();
  useDocumentTitle('登录', pathname, !embedded);
  const config = getAppConfig();
  const flow = useLoginFlow(onLoggedIn ? { onFinish: onLoggedIn } : {});
  const [tab, setTab] = useState<LoginTab>('account');
  const [values, setValues] = useState<LoginValues>({ ...EMPTY_LOGIN_VALUES, username });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [sliderPassed, setSliderPassed] = useState(false);

  const onChange = useCallback(
    (name: keyof LoginValues, value: string) => {
      // The user is signing in: the HTTP client and the home's code download while they type.
      if (!onLoggedIn) void warmHome().catch(() => undefined);
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    [onLoggedIn],
  );

  const sendLoginCode = async (): Promise<boolean> => {
    const invalid = validateMobile(values.mobile);
    if (invalid) {
      setErrors((x) => ({ ...x, mobile: invalid }));
      return false;
    }
    const c = config.captcha;
    if (c && !values.captcha) {
      setErrors((x) => ({ ...x, captcha: CAPTCHA_REQUIRED }));
      return false;
    }
    // One image per request: the server spends it, so a new one is fetched either way.
    const res = await sendSms({
      mobile: values.mobile.trim(),
      smsmode: '0',
      ...(c ? { captcha: values.captcha, checkKey: flow.captcha.checkKey } : {}),
    }).finally(() => {
      if (c) {
        onChange('captcha', '');
        flow.captcha.refresh();
      }
    });
    return res.success;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(tab, values, config.captcha);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (config.slider && !sliderPassed) {
      void toast(SLIDER_REQUIRED);
      return;
    }
    const submitting =
      tab === 'account'
        ? // The flow adds its captcha key and refreshes the image after any failure (412 included).
          flow.submitPassword({
            username: values.username.trim(),
            password: values.password,
            ...(config.captcha ? { captcha: values.captcha } : {}),
          })
        : flow.submitPhone({ mobile: values.mobile.trim(), captcha: values.smscode });
    // Typed by a password manager (no input event): the home's code loads beside the login request.
    if (!onLoggedIn) void warmHome().catch(() => undefined);
    const ok = await submitting;
    if (!ok && tab === 'account') onChange('captcha', '');
    if (ok && !onLoggedIn) afterSignIn();
  };

  const fieldProps = { values, errors, onChange };
  // The image captcha guards the password and the SMS request alike (one human check at a time).
  const captchaField = config.captcha && (
    <LoginField
      name="captcha"
      placeholder="请输入验证码"
      autoComplete="off"
      {...fieldProps}
      extra={
        <button
          type="button"
          className="cwxt-m-captcha"
          aria-label="刷新验证码"
          onClick={flow.captcha.refresh}
        >
          {flow.captcha.image ? <img src={flow.captcha.image} alt="验证码" /> : <span>点击获取</span>}
        </button>
      }
    />
  );
  return (
    <section className="cwxt-m-login" aria-label="登录">
      <LoginTabs active={tab} onChange={setTab} />
      <form
        id="cwxt-m-login-panel"
        role="tabpanel"
        aria-labelledby={`cwxt-m-login-tab-${tab}`}
        noValidate
        onSubmit={onSubmit}
      >
        {tab === 'account' ? (
          <>
            <LoginField name="username" placeholder="请输入用户名" autoComplete="username" {...fieldProps} />
            <LoginField
              name="password"
              placeholder="请输入密码"
              type="password"
              autoComplete="current-password"
              {...fieldProps}
            />
            {captchaField}
          </>
        ) : (
          <>
            <LoginField
              name="mobile"
              placeholder="请输入手机号"
              type="tel"
              autoComplete="tel"
              {...fieldProps}
            />
            {captchaField}
            <LoginField
              name="smscode"
              placeholder="请输入短信验证码"
              type="tel"
              autoComplete="one-time-code"
              {...fieldProps}
              extra={<SmsButton onSend={sendLoginCode} />}
            />
          </>
        )}
        {config.slider && (
          <div className="cwxt-m-login-slider">
            <Suspense fallback={<div className="cwxt-m-login-slider-slot" />}>
              <SliderCheck passed={sliderPassed} onPass={() => setSliderPassed(true)} />
            </Suspense>
          </div>
        )}
        <Button block color="primary" size="large" type="submit" loading={flow.pending}>
          登录
        </Button>
      </form>
      {!embedded && (
        <div className="cwxt-m-login-links">
          <Link to={PATHS.alteration}>忘记密码</Link>
          {config.registration && <Link to={PATHS.register}>注册账户</Link>}
        </div>
      )}
      {!embedded && <ThirdLoginButtons />}
      {flow.pendingChoice && (
        <Suspense fallback={null}>
          <LoginChoiceDialog choice={flow.pendingChoice} onConfirm={flow.choose} />
        </Suspense>
      )}
    </section>
  );
}

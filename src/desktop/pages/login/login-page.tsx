import { Suspense, lazy } from 'react';
import type { FormEvent } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { getAppConfig } from '../../../shared/config/app-config';
import { SliderVerify } from '../../widgets/slider-verify/slider-verify';
import { AccountFields } from './account-fields';
import { PhoneFields } from './phone-fields';
import { useLoginPage } from './use-login-page';
import type { LoginTab } from './use-login-page';
import { LoginTabs } from './login-tabs';
import { ThirdLoginButtons } from './third-login-buttons';
import type { LoginTabItem } from './login-tabs';

// The choice dialog needs Modal + Select; load it only when the server asks for a department/tenant.
const LoginChoiceModal = lazy(() => import('./login-choice-modal'));

/**
 * /user/login: two sign-in tabs sharing one form, the slider when it is the human check, and 登录. With
 * `onLoggedIn` (the in-app sign-in page) that callback replaces the final navigation.
 */
export default function LoginPage({ onLoggedIn }: { onLoggedIn?: () => void } = {}) {
  const { form, tab, setTab, sliderOn, onSliderPass, submit, flow } = useLoginPage(
    onLoggedIn ? { onLoggedIn } : {},
  );
  const { registration } = getAppConfig();
  const tabItems: LoginTabItem<LoginTab>[] = [
    { key: 'account', label: '账号密码登录', children: <AccountFields form={form} captcha={flow.captcha} /> },
    { key: 'phone', label: '手机号登录', children: <PhoneFields form={form} captcha={flow.captcha} /> },
  ];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <>
      <form onSubmit={onSubmit} aria-label="登录" noValidate>
        <LoginTabs activeKey={tab} onChange={setTab} items={tabItems} />
        {sliderOn ? (
          <div style={{ marginBottom: 24 }}>
            <SliderVerify onPass={onSliderPass} />
          </div>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={flow.pending}
          style={{ marginBottom: 24 }}
        >
          登录
        </Button>
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Link to={PATHS.alteration}>忘记密码</Link>
          {registration ? <Link to={PATHS.register}>注册账户</Link> : null}
        </div>
      </form>
      <ThirdLoginButtons />
      {flow.pendingChoice ? (
        <Suspense fallback={null}>
          <LoginChoiceModal choice={flow.pendingChoice} onChoose={flow.choose} />
        </Suspense>
      ) : null}
    </>
  );
}

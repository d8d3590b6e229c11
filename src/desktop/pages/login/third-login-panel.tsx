import { Suspense, lazy } from 'react';
import { Button, Divider, Space } from 'antd';
import type { ThirdLoginOptions } from '../../../shared/domain/contract/third-login';
import { detectInApp } from '../../../shared/domain/device/detect';
import { THIRD_LOGIN_TEXT, useThirdLoginButtons } from '../../../shared/flows/third-login-flow';
import { browserLocation } from '../../../shared/platform/browser-location';

const LoginChoiceModal = lazy(() => import('./login-choice-modal'));

// WeCom / DingTalk webviews have no popups.
const popupOrSameWindow = () => (detectInApp(browserLocation.userAgent()) ? 'same-window' : 'popup');

/**
 * 'CAS登录' / 'GitHub登录'. GitHub opens in a popup (its page posts the one-time code back);
 * inside WeCom / DingTalk it uses the same window.
 */
export default function ThirdLoginPanel({ options }: { options: ThirdLoginOptions }) {
  const { flow, startCas, startThird } = useThirdLoginButtons(options);
  return (
    <>
      <Divider plain>其他登录方式</Divider>
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {options.cas ? <Button onClick={startCas}>{THIRD_LOGIN_TEXT.cas}</Button> : null}
        {options.sources.includes('github') ? (
          <Button loading={flow.pending} onClick={() => startThird('github', popupOrSameWindow())}>
            {THIRD_LOGIN_TEXT.github}
          </Button>
        ) : null}
      </Space>
      {flow.pendingChoice ? (
        <Suspense fallback={null}>
          <LoginChoiceModal choice={flow.pendingChoice} onChoose={flow.choose} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, lazy } from 'react';
import { Button } from 'antd-mobile';
import type { ThirdLoginOptions } from '../../../shared/domain/contract/third-login';
import { THIRD_LOGIN_TEXT, useThirdLoginButtons } from '../../../shared/flows/third-login-flow';

const LoginChoiceDialog = lazy(() => import('./login-choice-dialog'));

/**
 * 'CAS登录' / 'GitHub登录' on the phone. Both use the same window (phone, WeCom, DingTalk); the
 * return pages finish the sign-in.
 */
export default function ThirdLoginPanel({ options }: { options: ThirdLoginOptions }) {
  const { flow, startCas, startThird } = useThirdLoginButtons(options);
  return (
    <section aria-label="其他登录方式" style={{ marginTop: 24, textAlign: 'center' }}>
      <div style={{ color: 'var(--adm-color-weak, #999)', fontSize: 13, marginBottom: 12 }}>其他登录方式</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12 }}>
        {options.cas ? (
          <Button size="small" fill="outline" onClick={startCas}>
            {THIRD_LOGIN_TEXT.cas}
          </Button>
        ) : null}
        {options.sources.includes('github') ? (
          <Button
            size="small"
            fill="outline"
            loading={flow.pending}
            onClick={() => startThird('github', 'same-window')}
          >
            {THIRD_LOGIN_TEXT.github}
          </Button>
        ) : null}
      </div>
      {flow.pendingChoice ? (
        <Suspense fallback={null}>
          <LoginChoiceDialog choice={flow.pendingChoice} onConfirm={flow.choose} />
        </Suspense>
      ) : null}
    </section>
  );
}

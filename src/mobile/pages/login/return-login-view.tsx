import { Suspense, lazy } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { THIRD_LOGIN_TEXT, useReturnLogin } from '../../../shared/flows/third-login-flow';

const LoginChoiceDialog = lazy(() => import('./login-choice-dialog'));

/** The CAS / third-party return screens on the phone: signing in, the choice dialog, or the failure. */
export function ReturnLoginView({ kind }: { kind: 'cas' | 'third' }) {
  const { state, flow } = useReturnLogin(kind);
  const navigate = useNavigate();
  return (
    <section aria-label="第三方登录" style={{ textAlign: 'center', padding: '48px 16px' }}>
      {state.kind === 'working' ? (
        <div role="status">
          <DotLoading color="primary" />
          <p>{THIRD_LOGIN_TEXT.working}</p>
        </div>
      ) : (
        <>
          <h2 style={{ fontSize: 18 }}>{THIRD_LOGIN_TEXT.failed}</h2>
          <p role="alert">{state.message}</p>
          <Button block color="primary" onClick={() => navigate(PATHS.login, { replace: true })}>
            {THIRD_LOGIN_TEXT.backToLogin}
          </Button>
        </>
      )}
      {flow.pendingChoice ? (
        <Suspense fallback={null}>
          <LoginChoiceDialog choice={flow.pendingChoice} onConfirm={flow.choose} />
        </Suspense>
      ) : null}
    </section>
  );
}

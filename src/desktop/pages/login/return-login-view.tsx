import { Suspense, lazy } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { THIRD_LOGIN_TEXT, useReturnLogin } from '../../../shared/flows/third-login-flow';

const LoginChoiceModal = lazy(() => import('./login-choice-modal'));

/** The CAS / third-party return pages: signing in, then the choice dialog, or the failure and a way back. */
export function ReturnLoginView({ kind }: { kind: 'cas' | 'third' }) {
  const { state, flow } = useReturnLogin(kind);
  return (
    <>
      {state.kind === 'working' ? (
        <div style={{ textAlign: 'center', padding: '48px 0' }}>
          <Spin tip={THIRD_LOGIN_TEXT.working}>
            <div style={{ height: 48 }} />
          </Spin>
        </div>
      ) : (
        <Result
          status="warning"
          title={THIRD_LOGIN_TEXT.failed}
          subTitle={state.message}
          extra={
            <Link to={PATHS.login}>
              <Button type="primary">{THIRD_LOGIN_TEXT.backToLogin}</Button>
            </Link>
          }
        />
      )}
      {flow.pendingChoice ? (
        <Suspense fallback={null}>
          <LoginChoiceModal choice={flow.pendingChoice} onChoose={flow.choose} />
        </Suspense>
      ) : null}
    </>
  );
}

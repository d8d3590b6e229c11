import { Alert, Spin } from 'antd';
import { IN_APP_CLIENT_MESSAGES } from '../../../shared/platform/in-app-login/messages';
import { useOauth2Page } from '../../../shared/platform/in-app-login/use-oauth2-page';
import LoginPage from '../login/login-page';

/**
 * /oauth2-app/login on the desktop shell (spec 000 §4, issue 8): inside DingTalk / WeCom on a wide
 * window it signs in silently and goes on to the `redirect` path. When it cannot (not configured,
 * unbound account, provider error, outside the apps) it says why and shows the sign-in form on the
 * same page; a manual sign-in binds an unbound app account and goes on to the same target. It
 * never redirects by itself.
 */
export default function OAuth2LoginPage() {
  const { view, onManualLogin } = useOauth2Page();
  if (view.kind === 'framed') return null;
  if (view.kind === 'working') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }} role="status">
        <Spin />
        <div style={{ marginTop: 12 }}>{IN_APP_CLIENT_MESSAGES.working}</div>
      </div>
    );
  }
  return (
    <>
      <Alert
        type={view.kind === 'outside' ? 'info' : 'warning'}
        showIcon
        message={view.message}
        style={{ marginBottom: 16 }}
      />
      <LoginPage onLoggedIn={() => void onManualLogin()} />
    </>
  );
}

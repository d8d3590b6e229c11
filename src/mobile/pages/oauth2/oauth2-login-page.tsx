import { DotLoading } from 'antd-mobile';
import { useOauth2Page } from '../../../shared/platform/in-app-login/use-oauth2-page';
import { IN_APP_CLIENT_MESSAGES } from '../../../shared/platform/in-app-login/messages';
import { LoginPage } from '../login/login-page';
import { InAppNotice } from './in-app-notice';

/**
 * /oauth2-app/login (spec 000 §4, issue 8). Inside DingTalk / WeCom it signs in silently and goes
 * on to the `redirect` path; when it cannot (not configured, unbound account, provider error) it
 * shows why and the manual sign-in on the same page — it never redirects again by itself.
 * Outside the apps it is the manual sign-in with a hint.
 */
export default function Oauth2LoginPage() {
  const { view, onManualLogin } = useOauth2Page();
  if (view.kind === 'framed') return null;
  if (view.kind === 'working') {
    return (
      <div className="cwxt-m-page-loading" role="status" aria-label={IN_APP_CLIENT_MESSAGES.working}>
        <DotLoading color="primary" />
        <span style={{ marginLeft: 8 }}>{IN_APP_CLIENT_MESSAGES.working}</span>
      </div>
    );
  }
  return (
    <>
      <InAppNotice text={view.message} tone={view.kind === 'outside' ? 'info' : 'warning'} />
      <LoginPage onLoggedIn={() => void onManualLogin()} />
    </>
  );
}

import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loginRedirectPath } from '../../../shared/domain/navigation/guard';
import { PATHS } from '../../../shared/domain/routes/paths';
import { IN_APP_CLIENT_MESSAGES } from '../../../shared/platform/in-app-login/messages';
import { useOauth2Page } from '../../../shared/platform/in-app-login/use-oauth2-page';

/**
 * /oauth2-app/login on the desktop shell (spec 000 §4, issue 8): inside DingTalk / WeCom on a wide
 * window it signs in silently and goes on to the `redirect` path. When it cannot, it says why and
 * offers the password login (which returns to the same target) — it never redirects by itself.
 */
export default function OAuth2LoginPage() {
  const navigate = useNavigate();
  const { view, redirect } = useOauth2Page();
  if (view.kind === 'framed') return null;
  if (view.kind === 'working') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }} role="status">
        <Spin />
        <div style={{ marginTop: 12 }}>{IN_APP_CLIENT_MESSAGES.working}</div>
      </div>
    );
  }
  const toLogin = redirect === PATHS.home ? PATHS.login : loginRedirectPath(redirect);
  return (
    <Result
      status={view.kind === 'outside' ? 'info' : 'warning'}
      title={view.message}
      extra={
        <Button type="primary" onClick={() => navigate(toLogin)}>
          账号密码登录
        </Button>
      }
    />
  );
}

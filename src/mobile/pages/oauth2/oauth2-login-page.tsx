import { LoginPage } from '../login/login-page';

/**
 * The WeCom/DingTalk in-app sign-in entry (spec 000 §4). No OAuth2 app is configured in this
 * build, so it says so and offers the manual login in place — it never redirects, so an expired
 * in-app session cannot loop between here and the login page.
 */
export default function Oauth2LoginPage() {
  return (
    <>
      <p
        className="cwxt-m-oauth2-notice"
        role="status"
        style={{
          margin: '0 0 8px',
          padding: '8px 12px',
          background: '#fff7e6',
          borderRadius: 6,
          fontSize: 14,
        }}
      >
        未配置应用内登录，请使用账号登录
      </p>
      <LoginPage />
    </>
  );
}

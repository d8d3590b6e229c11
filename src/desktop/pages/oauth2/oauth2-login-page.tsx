import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';

/**
 * /oauth2-app/login. In-app (WeCom / DingTalk) sign-in is not configured in this build, so the page
 * explains it and offers the manual sign-in. It never redirects by itself: no login loop.
 */
export default function OAuth2LoginPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="应用内登录尚未配置"
      subTitle="企业微信 / 钉钉应用内免登暂未开通，请使用账号密码登录。"
      extra={
        <Button type="primary" onClick={() => navigate(PATHS.login)}>
          账号密码登录
        </Button>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';

/** /user/register-result?username=…: confirmation with the way to the login page. */
export default function RegisterResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const username = params.get('username') ?? '';
  return (
    <Result
      status="success"
      title={`你的账户：${username} 注册成功`}
      extra={
        <Button type="primary" size="large" onClick={() => navigate(PATHS.login)}>
          去登录
        </Button>
      }
    />
  );
}

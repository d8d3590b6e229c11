import { Button, Result } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useDocumentTitle } from '../../app/document-title';

/** After self-registration: 你的账户：<username> 注册成功, and the way to the login page. */
export default function RegisterResultPage() {
  const { pathname } = useLocation();
  useDocumentTitle('注册结果', pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const username = params.get('username') ?? '';
  return (
    <section aria-label="注册结果">
      <Result status="success" title={`你的账户：${username} 注册成功`} />
      <Button
        block
        color="primary"
        size="large"
        style={{ marginTop: 16 }}
        onClick={() => navigate(PATHS.login)}
      >
        去登录
      </Button>
    </section>
  );
}

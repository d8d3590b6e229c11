import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';

export function BackHomeButton() {
  const navigate = useNavigate();
  return (
    <Button color="primary" onClick={() => navigate(PATHS.home)}>
      返回首页
    </Button>
  );
}

import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';

export function BackHomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(PATHS.home)}>
      返回首页
    </Button>
  );
}

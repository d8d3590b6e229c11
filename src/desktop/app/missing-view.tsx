import { Result } from 'antd';
import { BackHomeButton } from '../shell/widgets/back-home-button';

/** A menu entry whose component key has no page in this build: a 404-style view, never a blank page. */
export function MissingView({ componentKey }: { componentKey: string | null }) {
  return (
    <Result
      status="404"
      title="页面组件不存在"
      subTitle={componentKey ? `未找到组件：${componentKey}` : '该菜单未配置组件'}
      extra={<BackHomeButton />}
    />
  );
}

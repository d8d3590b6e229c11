import { ErrorBlock } from 'antd-mobile';
import { BackHomeButton } from '../ui/back-home-button';

/** A menu entry whose component key has no page in this build: never a blank page. */
export function MissingView({ componentKey }: { componentKey: string | null }) {
  return (
    <ErrorBlock
      status="empty"
      title="页面组件不存在"
      description={componentKey ? `未找到组件：${componentKey}` : '该菜单未配置组件'}
    >
      <BackHomeButton />
    </ErrorBlock>
  );
}

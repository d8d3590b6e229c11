import { Button, ErrorBlock, Space } from 'antd-mobile';
import { VIEW_KEYS } from '../../shared/domain/routes/components';
import { switchShell } from '../../shared/device/shell-switch';
import { BackHomeButton } from '../ui/back-home-button';

const KNOWN_KEYS = new Set<string>(Object.values(VIEW_KEYS));

/**
 * A menu entry whose component key has no phone page. A page of this build that exists only on the
 * desktop shell (wide grids and editors: gateway routes, data sources, app configuration …) says so
 * and offers the desktop layout; an unknown key is a menu configuration error. Never a blank page.
 */
export function MissingView({ componentKey }: { componentKey: string | null }) {
  if (componentKey && KNOWN_KEYS.has(componentKey)) {
    return (
      <ErrorBlock
        status="empty"
        title="请在电脑端使用"
        description="该页面需要较大的屏幕，手机端暂不提供。电脑版顶部可随时切换回手机版"
      >
        <Space direction="vertical" block>
          <Button onClick={() => switchShell('desktop')}>切换到电脑版</Button>
          <BackHomeButton />
        </Space>
      </ErrorBlock>
    );
  }
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

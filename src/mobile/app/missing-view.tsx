import { Button, ErrorBlock, Space } from 'antd-mobile';
import { VIEW_KEYS } from '../../shared/domain/routes/components';
import { browserLocation } from '../../shared/platform/browser-location';
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
      <ErrorBlock status="empty" title="请在电脑端使用" description="该页面需要较大的屏幕，手机端暂不提供">
        <Space direction="vertical" block>
          <Button
            onClick={() => {
              const url = new URL(window.location.href);
              url.searchParams.set('shell', 'desktop');
              browserLocation.assign(url.pathname + url.search);
            }}
          >
            切换到电脑版
          </Button>
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

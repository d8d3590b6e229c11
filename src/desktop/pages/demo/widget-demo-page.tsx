import { Suspense } from 'react';
import { Tabs } from 'antd';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { PageSpin } from '../../shell/widgets/page-spin';
import { DEMO_SECTIONS } from './sections/registry';

/**
 * 组件示例 (示例 → 组件示例): every widget of the kit working against the real server. Inactive
 * tabs are not rendered, so a tab's widgets (and their heavy libraries) load when it is opened.
 */
export default function WidgetDemoPage(_props: ViewProps) {
  return (
    <Tabs
      destroyOnHidden
      items={DEMO_SECTIONS.map(({ key, title, Component }) => ({
        key,
        label: title,
        children: (
          <Suspense fallback={<PageSpin />}>
            <Component />
          </Suspense>
        ),
      }))}
    />
  );
}

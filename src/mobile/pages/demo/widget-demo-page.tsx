import { Suspense, useState } from 'react';
import { Tabs } from 'antd-mobile';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { PageLoading } from '../../ui/page-loading';
import { DEMO_SECTIONS } from './sections/registry';

/**
 * 组件示例 on the phone: the same widget families as the desktop page, as phone widgets (cards,
 * full-screen dialogs). Only the active tab renders, so each family loads when opened.
 */
export default function WidgetDemoPage(_props: ViewProps) {
  const [active, setActive] = useState(DEMO_SECTIONS[0]?.key ?? '');
  const current = DEMO_SECTIONS.find((s) => s.key === active);
  return (
    <div>
      <Tabs activeKey={active} onChange={setActive} stretch={false}>
        {DEMO_SECTIONS.map((s) => (
          <Tabs.Tab key={s.key} title={s.title} />
        ))}
      </Tabs>
      {current ? (
        <Suspense fallback={<PageLoading />}>
          <current.Component />
        </Suspense>
      ) : null}
    </div>
  );
}

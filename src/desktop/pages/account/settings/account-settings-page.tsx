import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import SecurityPage from '../security-page';
import { BaseSettingsTab } from './base-settings-tab';
import { BindingTab } from './binding-tab';
import { CustomTab } from './custom-tab';
import { NotificationTab } from './notification-tab';

const TABS = [
  { key: 'base', label: '基本设置' },
  { key: 'security', label: '安全设置' },
  { key: 'binding', label: '账号绑定' },
  { key: 'notification', label: '新消息通知' },
  { key: 'custom', label: '个性化' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((t) => t.key === value);

function TabContent({ tab }: { tab: TabKey }) {
  switch (tab) {
    case 'base':
      return <BaseSettingsTab />;
    case 'security':
      // The security page's own card and form, not a copy.
      return <SecurityPage />;
    case 'binding':
      return <BindingTab />;
    case 'notification':
      return <NotificationTab />;
    case 'custom':
      return <CustomTab />;
  }
}

/** 个人设置 ('account/settings/Index'): the active tab is the `tab` query parameter. */
export default function AccountSettingsPage(_props: ViewProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: TabKey = isTab(raw) ? raw : 'base';
  return (
    <Card variant="borderless">
      <Tabs
        tabPlacement="start"
        activeKey={active}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          next.set('tab', key);
          setParams(next, { replace: true });
        }}
        destroyOnHidden
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: <TabContent tab={t.key} /> }))}
      />
    </Card>
  );
}

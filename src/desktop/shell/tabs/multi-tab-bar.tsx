import { Dropdown, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_TAB, refreshTab, useTabs } from './tabs-store';
import type { CloseOutcome } from './tabs-store';
import { useFeedback } from '../../app/feedback';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'left', label: '关闭左侧' },
  { key: 'right', label: '关闭右侧' },
  { key: 'others', label: '关闭其他' },
];

/** The multi-tab bar: closable tabs, home pinned without ×, right-click menu. */
export function MultiTabBar() {
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  const navigate = useNavigate();
  const { message } = useFeedback();

  const apply = (outcome: CloseOutcome) => {
    if (!outcome.ok) void message.warning(outcome.warning);
    else if (outcome.navigateTo) navigate(outcome.navigateTo);
  };

  const onContext = (tabKey: string, action: string) => {
    if (action === 'refresh') {
      if (tabKey !== activeKey) navigate(tabKey);
      refreshTab(tabKey);
    } else if (action === 'left') apply(closeLeft(tabKey));
    else if (action === 'right') apply(closeRight(tabKey));
    else apply(closeOthers(tabKey));
  };

  const items = tabs.map((tab) => ({
    key: tab.key,
    // 首页 cannot be closed, so it offers no ×; the store still refuses the last tab with its warning.
    closable: tab.key !== HOME_TAB.key,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{ items: CONTEXT_ITEMS, onClick: ({ key }) => onContext(tab.key, key) }}
      >
        <span>{tab.title}</span>
      </Dropdown>
    ),
  }));

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      items={items}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') apply(closeTab(key));
      }}
      className="cwxt-multi-tab-bar"
      style={{ margin: 0 }}
      tabBarStyle={{ margin: 0, padding: '6px 16px 0', background: '#fff' }}
    />
  );
}

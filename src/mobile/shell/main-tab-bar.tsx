import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import type { MouseEvent, ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { todoQueryOptions } from '../../shared/api/cwxt/dashboard-api';
import { PATHS } from '../../shared/domain/routes/paths';
import { useListByUser } from '../../shared/hooks/notify/use-list-by-user';
import './main-tab-bar.css';

interface Tab {
  path: string;
  title: string;
  icon: ReactElement;
}

const TABS: readonly Tab[] = [
  { path: PATHS.home, title: '工作台', icon: <AppOutline /> },
  { path: PATHS.userAnnouncement, title: '消息', icon: <MessageOutline /> },
  { path: PATHS.accountCenter, title: '我的', icon: <UserOutline /> },
];

/** The pages that show the tab bar: the tabs' own pages; a page opened from them has a back arrow. */
export const TAB_PATHS: readonly string[] = TABS.map((t) => t.path);

function countOf(todo: { counts: Partial<Record<string, number>> } | undefined): number {
  return Object.values(todo?.counts ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** 99+ past two digits, like the bell. */
function badgeText(n: number): string | undefined {
  if (n <= 0) return undefined;
  return n > 99 ? '99+' : String(n);
}

/**
 * The bottom tab bar of the signed-in phone shell: 工作台 (home with the page grid), 消息 (to-dos
 * and messages; its badge counts open to-dos and unread messages) and 我的 (the user centre).
 * Each tab is a link (its name says the count), the whole 48 px cell is the target, and the bar
 * sits above the home indicator (safe area).
 */
export function MainTabBar({ active }: { active: string }) {
  const navigate = useNavigate();
  const { unread } = useListByUser();
  const todo = useQuery(todoQueryOptions());
  const pending = unread + countOf(todo.data);
  const go = (path: string) => {
    if (path !== active) void navigate(path);
  };
  return (
    <nav className="cwxt-m-tabbar" aria-label="底部导航">
      <TabBar activeKey={active} onChange={go}>
        {TABS.map((tab) => {
          const count = tab.path === PATHS.userAnnouncement ? pending : 0;
          const current = tab.path === active;
          const label = count > 0 ? `${tab.title}，${count}条未处理` : tab.title;
          const title = (
            <a
              href={tab.path}
              aria-label={label}
              aria-current={current ? 'page' : undefined}
              // The cell's own click navigates (the icon is outside the link); the link is for the
              // keyboard and the screen reader.
              onClick={(e: MouseEvent) => e.preventDefault()}
            >
              {tab.title}
            </a>
          );
          return <TabBar.Item key={tab.path} icon={tab.icon} title={title} badge={badgeText(count)} />;
        })}
      </TabBar>
      <SafeArea position="bottom" />
    </nav>
  );
}

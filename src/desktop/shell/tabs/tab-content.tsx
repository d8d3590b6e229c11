import { Spin } from 'antd';
import { Outlet } from 'react-router-dom';
import { useTabs } from './tabs-store';
import type { TabEntry } from './tabs-store';
import { ViewByKey } from '../../app/views-registry';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';

interface Props {
  /** The page of the current location (already resolved by the layout). */
  current: TabEntry & { route: AppRoute | null };
  routeOf: (key: string) => AppRoute | null;
}

/**
 * Page area under the tabs. Kept-alive pages (meta.keepAlive + componentName, spec 000 §2.2) stay
 * mounted but hidden while another tab is shown; every other page is the router outlet. The
 * refresh token is part of the React key, so 刷新 re-mounts the page.
 */
export function TabContent({ current, routeOf }: Props) {
  const tabs = useTabs((s) => s.tabs);
  const keepAliveNames = useTabs((s) => s.keepAliveNames);
  const refreshTokens = useTabs((s) => s.refreshTokens);
  const reloading = useTabs((s) => s.reloading);

  const alive = tabs.filter(
    (t) => t.keepAlive && t.componentName && keepAliveNames.includes(t.componentName),
  );
  // The current page joins the kept-alive set in the same render, so it mounts exactly once.
  if (current.keepAlive && !alive.some((t) => t.key === current.key)) alive.push(current);
  const tokenOf = (key: string) => refreshTokens[key] ?? 0;

  return (
    <Spin spinning={reloading} description="页面刷新中...">
      {alive.map((t) => (
        <div
          key={`${t.key}#${tokenOf(t.key)}`}
          hidden={t.key !== current.key}
          data-keep-alive={t.componentName}
        >
          <ViewByKey
            componentKey={t.componentKey}
            route={t.key === current.key ? current.route : routeOf(t.key)}
          />
        </div>
      ))}
      {current.keepAlive ? null : (
        <div key={`${current.key}#${tokenOf(current.key)}`}>
          <Outlet />
        </div>
      )}
    </Spin>
  );
}

import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../../shared/api/query-client';
import { PATHS } from '../../shared/domain/routes/paths';
import { resolveMenuRoute } from '../../shared/domain/menu/resolve-route';
import { PHONE_STATIC_PAGES } from '../app/static-pages';
import { useDocumentTitle } from '../app/document-title';
import { MainNavBar } from './main-nav-bar';
import { MainTabBar, TAB_PATHS } from './main-tab-bar';
import { NavDrawer } from './nav-drawer';
import { usePhoneRoutes } from './phone-routes';
import { useBack } from './use-back';
import { useDeepScreenLink } from './use-deep-screen';
import { WebviewLayer } from './webview-layer';
import './main-layout.css';
import './webview-insets.css';

/**
 * The signed-in phone layout: nav bar, pages as a stack, and the bottom tab bar on the tabs' own
 * pages (工作台 / 消息 / 我的). The left drawer stays as a second way in: the whole menu as a tree,
 * and 切换租户. It owns the react-query provider so the login route never loads react-query.
 */
export default function MainLayout() {
  const [queryClient] = useState(createQueryClient);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const back = useBack();
  const routes = usePhoneRoutes();
  const title = resolveMenuRoute(routes, pathname, PHONE_STATIC_PAGES)?.title ?? '';
  useDocumentTitle(title, pathname);
  useDeepScreenLink();
  const onTab = TAB_PATHS.includes(pathname);

  return (
    <QueryClientProvider client={queryClient}>
      <WebviewLayer />
      <div className={onTab ? 'cwxt-m-main has-tabbar' : 'cwxt-m-main'}>
        <MainNavBar
          title={title}
          canGoBack={!onTab}
          onBack={back}
          onMenu={() => setDrawerOpen(true)}
          onUser={() => navigate(PATHS.accountCenter)}
        />
        <main className="cwxt-m-main-content">
          <Outlet />
        </main>
        {onTab && <MainTabBar active={pathname} />}
        <NavDrawer
          open={drawerOpen}
          routes={routes}
          activePath={pathname}
          onClose={() => setDrawerOpen(false)}
          onNavigate={(path) => navigate(path)}
        />
      </div>
    </QueryClientProvider>
  );
}

import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../../shared/api/query-client';
import { useSession } from '../../shared/session/session-store';
import { PATHS } from '../../shared/domain/routes/paths';
import { resolveMenuRoute } from '../../shared/domain/menu/resolve-route';
import { PHONE_STATIC_PAGES } from '../app/static-pages';
import { useDocumentTitle } from '../app/document-title';
import { MainNavBar } from './main-nav-bar';
import { NavDrawer } from './nav-drawer';
import { useBack } from './use-back';
import { WebviewLayer } from './webview-layer';
import './main-layout.css';
import './webview-insets.css';

/**
 * The signed-in phone layout: nav bar, left drawer menu, pages as a stack. It owns the
 * react-query provider so the login route never loads react-query.
 */
export default function MainLayout() {
  const [queryClient] = useState(createQueryClient);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const back = useBack();
  const routes = useSession((s) => s.routes);
  const title = resolveMenuRoute(routes, pathname, PHONE_STATIC_PAGES)?.title ?? '';
  useDocumentTitle(title, pathname);

  return (
    <QueryClientProvider client={queryClient}>
      <WebviewLayer />
      <div className="cwxt-m-main">
        <MainNavBar
          title={title}
          canGoBack={pathname !== PATHS.home}
          onBack={back}
          onMenu={() => setDrawerOpen(true)}
          onUser={() => navigate(PATHS.accountCenter)}
        />
        <main className="cwxt-m-main-content">
          <Outlet />
        </main>
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

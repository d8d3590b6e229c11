import type { ComponentType, ReactElement } from 'react';
import { useRoutes } from 'react-router-dom';
import { RootRoute } from './root-route';
import { BlankLayout } from '../shell/blank-layout';
import { LoginPage } from '../pages/login/login-page';
import { PageLoading } from '../ui/page-loading';
import { lazyElement } from '../../shared/router/lazy-element';
import { shellRoutes } from '../../shared/router/shell-routes';

/**
 * The login page and its blank layout are static: they are the first paint in WeCom/DingTalk and
 * fit the 110 KiB budget. Everything else is a module loaded on demand.
 */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return lazyElement(load, <PageLoading />);
}

export const mobileRoutes = shellRoutes({
  root: <RootRoute />,
  blankLayout: <BlankLayout />,
  login: <LoginPage />,
  register: page(() => import('../pages/register/register-page')),
  registerResult: page(() => import('../pages/register/register-result-page')),
  alteration: page(() => import('../pages/alteration/alteration-page')),
  oauth2Login: page(() => import('../pages/oauth2/oauth2-login-page')),
  casReturn: page(() => import('../pages/login/cas-return-page')),
  thirdLoginReturn: page(() => import('../pages/login/third-login-return-page')),
  forbidden: page(() => import('../pages/exception/forbidden-page')),
  notFound: page(() => import('../pages/exception/not-found-page')),
  serverError: page(() => import('../pages/exception/server-error-page')),
  mainLayout: page(() => import('../shell/main-layout')),
  menuPage: page(() => import('./menu-route-view')),
});

/** The phone route tree; rendered inside a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function MobileRoutes() {
  return useRoutes(mobileRoutes);
}

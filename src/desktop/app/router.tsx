import { useRoutes } from 'react-router-dom';
import type { ComponentType, ReactElement } from 'react';
import { RootRoute } from './root-route';
import { PageSpin } from '../shell/widgets/page-spin';
import { lazyElement } from '../../shared/router/lazy-element';
import { shellRoutes } from '../../shared/router/shell-routes';

/** Route modules are loaded on demand so /user/login never pulls in the main layout (bundle budget). */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return lazyElement(load, <PageSpin />);
}

export const desktopRoutes = shellRoutes({
  root: <RootRoute />,
  blankLayout: page(() => import('../shell/layouts/login-layout')),
  login: page(() => import('../pages/login/login-page')),
  register: page(() => import('../pages/register/register-page')),
  registerResult: page(() => import('../pages/register/register-result-page')),
  alteration: page(() => import('../pages/alteration/alteration-page')),
  oauth2Login: page(() => import('../pages/oauth2/oauth2-login-page')),
  casReturn: page(() => import('../pages/login/cas-return-page')),
  thirdLoginReturn: page(() => import('../pages/login/third-login-return-page')),
  forbidden: page(() => import('../pages/exception/forbidden-page')),
  notFound: page(() => import('../pages/exception/not-found-page')),
  serverError: page(() => import('../pages/exception/server-error-page')),
  mainLayout: page(() => import('../shell/layouts/main-layout')),
  menuPage: page(() => import('./menu-route-view')),
});

/** The desktop route tree; rendered inside a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function DesktopRoutes() {
  return useRoutes(desktopRoutes);
}

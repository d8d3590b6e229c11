import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType, ReactElement } from 'react';
import { PATHS } from '../../shared/domain/routes/paths';
import { RootRoute } from './root-route';
import { PageSpin } from '../shell/widgets/page-spin';
import { lazyElement } from '../../shared/router/lazy-element';

/** Route modules are loaded on demand so /user/login never pulls in the main layout (bundle budget). */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return lazyElement(load, <PageSpin />);
}

const userRoutes: RouteObject = {
  path: '/user',
  element: page(() => import('../shell/layouts/login-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.login} replace /> },
    { path: 'login', element: page(() => import('../pages/login/login-page')) },
    { path: 'register', element: page(() => import('../pages/register/register-page')) },
    { path: 'register-result', element: page(() => import('../pages/register/register-result-page')) },
    { path: 'alteration', element: page(() => import('../pages/alteration/alteration-page')) },
  ],
};

const oauth2Routes: RouteObject = {
  path: '/oauth2-app',
  element: page(() => import('../shell/layouts/login-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.oauth2Login} replace /> },
    { path: 'login', element: page(() => import('../pages/oauth2/oauth2-login-page')) },
  ],
};

const exceptionRoutes: RouteObject[] = [
  { path: PATHS.forbidden, element: page(() => import('../pages/exception/forbidden-page')) },
  { path: PATHS.notFound, element: page(() => import('../pages/exception/not-found-page')) },
  { path: PATHS.serverError, element: page(() => import('../pages/exception/server-error-page')) },
];

/**
 * The main layout owns every signed-in path: the home view is static, the rest is resolved
 * against the menu routes the session built (spec 000 §2.2); unknown paths end on /404.
 */
const mainRoutes: RouteObject = {
  path: '/',
  element: page(() => import('../shell/layouts/main-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.home} replace /> },
    { path: '*', element: page(() => import('./menu-route-view')) },
  ],
};

export const desktopRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [userRoutes, oauth2Routes, ...exceptionRoutes, mainRoutes],
  },
];

/** The desktop route tree; rendered inside a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function DesktopRoutes() {
  return useRoutes(desktopRoutes);
}

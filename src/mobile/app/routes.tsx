import type { ComponentType, ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';
import { RootRoute } from './root-route';
import { BlankLayout } from '../shell/blank-layout';
import { LoginPage } from '../pages/login/login-page';
import { PageLoading } from '../ui/page-loading';
import { lazyElement } from '../../shared/router/lazy-element';

/**
 * The login page and its blank layout are static: they are the first paint in WeCom/DingTalk and
 * fit the 110 KiB budget. Everything else is a module loaded on demand.
 */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return lazyElement(load, <PageLoading />);
}

const userRoutes: RouteObject = {
  path: '/user',
  element: <BlankLayout />,
  children: [
    { index: true, element: <Navigate to={PATHS.login} replace /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'register', element: page(() => import('../pages/register/register-page')) },
    { path: 'register-result', element: page(() => import('../pages/register/register-result-page')) },
    { path: 'alteration', element: page(() => import('../pages/alteration/alteration-page')) },
  ],
};

const oauth2Routes: RouteObject = {
  path: '/oauth2-app',
  element: <BlankLayout />,
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

/** Signed-in paths: resolved against the session's menu routes; unknown paths end on /404. */
const mainRoutes: RouteObject = {
  path: '/',
  element: page(() => import('../shell/main-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.home} replace /> },
    { path: '*', element: page(() => import('./menu-route-view')) },
  ],
};

export const mobileRoutes: RouteObject[] = [
  { element: <RootRoute />, children: [userRoutes, oauth2Routes, ...exceptionRoutes, mainRoutes] },
];

/** The phone route tree; rendered inside a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function MobileRoutes() {
  return useRoutes(mobileRoutes);
}

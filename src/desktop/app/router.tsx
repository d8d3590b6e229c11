import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { PATHS } from '../../shared/domain/routes/paths';
import { RootRoute } from './root-route';
import { PageSpin } from '../shell/widgets/page-spin';

/** Route modules are loaded on demand so /user/login never pulls in the main layout (bundle budget). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const userRoutes: RouteObject = {
  path: '/user',
  lazy: page(() => import('../shell/layouts/login-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.login} replace /> },
    { path: 'login', lazy: page(() => import('../pages/login/login-page')) },
    { path: 'register', lazy: page(() => import('../pages/register/register-page')) },
    { path: 'register-result', lazy: page(() => import('../pages/register/register-result-page')) },
    { path: 'alteration', lazy: page(() => import('../pages/alteration/alteration-page')) },
  ],
};

const oauth2Routes: RouteObject = {
  path: '/oauth2-app',
  lazy: page(() => import('../shell/layouts/login-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.oauth2Login} replace /> },
    { path: 'login', lazy: page(() => import('../pages/oauth2/oauth2-login-page')) },
  ],
};

const exceptionRoutes: RouteObject[] = [
  { path: PATHS.forbidden, lazy: page(() => import('../pages/exception/forbidden-page')) },
  { path: PATHS.notFound, lazy: page(() => import('../pages/exception/not-found-page')) },
  { path: PATHS.serverError, lazy: page(() => import('../pages/exception/server-error-page')) },
];

/**
 * The main layout owns every signed-in path: the home view is static, the rest is resolved
 * against the menu routes the session built (spec 000 §2.2); unknown paths end on /404.
 */
const mainRoutes: RouteObject = {
  path: '/',
  lazy: page(() => import('../shell/layouts/main-layout')),
  children: [
    { index: true, element: <Navigate to={PATHS.home} replace /> },
    { path: '*', lazy: page(() => import('./menu-route-view')) },
  ],
};

export const desktopRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: <PageSpin />,
    children: [userRoutes, oauth2Routes, ...exceptionRoutes, mainRoutes],
  },
];

export const desktopRouter = createBrowserRouter(desktopRoutes);

import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../domain/routes/paths';

/** What a shell renders at each static route of spec 000 §2.1. */
export interface ShellElements {
  /** Wraps every route (the navigation guard). */
  root: ReactElement;
  /** Layout of /user/* and /oauth2-app/*. */
  blankLayout: ReactElement;
  login: ReactElement;
  register: ReactElement;
  registerResult: ReactElement;
  alteration: ReactElement;
  oauth2Login: ReactElement;
  /** CAS and third-party sign-in return pages (issue 8), under /user. */
  casReturn: ReactElement;
  thirdLoginReturn: ReactElement;
  forbidden: ReactElement;
  notFound: ReactElement;
  serverError: ReactElement;
  /** Layout of every signed-in path. */
  mainLayout: ReactElement;
  /** The page of a signed-in path, resolved against the menu routes (unknown → /404). */
  menuPage: ReactElement;
}

/**
 * The route table both shells serve, so every link works whichever shell opens it: the static
 * routes of spec 000 §2.1 at the same URLs, and every other path inside the main layout.
 */
export function shellRoutes(e: ShellElements): RouteObject[] {
  return [
    {
      element: e.root,
      children: [
        {
          path: '/user',
          element: e.blankLayout,
          children: [
            { index: true, element: <Navigate to={PATHS.login} replace /> },
            { path: 'login', element: e.login },
            { path: 'register', element: e.register },
            { path: 'register-result', element: e.registerResult },
            { path: 'alteration', element: e.alteration },
            { path: 'cas-return', element: e.casReturn },
            { path: 'third-login', element: e.thirdLoginReturn },
          ],
        },
        {
          path: '/oauth2-app',
          element: e.blankLayout,
          children: [
            { index: true, element: <Navigate to={PATHS.oauth2Login} replace /> },
            { path: 'login', element: e.oauth2Login },
          ],
        },
        { path: PATHS.forbidden, element: e.forbidden },
        { path: PATHS.notFound, element: e.notFound },
        { path: PATHS.serverError, element: e.serverError },
        {
          path: '/',
          element: e.mainLayout,
          children: [
            { index: true, element: <Navigate to={PATHS.home} replace /> },
            { path: '*', element: e.menuPage },
          ],
        },
      ],
    },
  ];
}

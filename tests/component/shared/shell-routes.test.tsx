import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { desktopRoutes } from '../../../src/desktop/app/router';
import { mobileRoutes } from '../../../src/mobile/app/routes';

function paths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.index
      ? base || '/'
      : r.path
        ? r.path.startsWith('/')
          ? r.path
          : `${base}/${r.path}`
        : base;
    return [
      ...(r.path || r.index ? [here.replace(/\/+/g, '/')] : []),
      ...paths(r.children ?? [], here === '/' ? '' : here),
    ];
  });
}

// Spec 000 §2.1: a link works whichever shell opens it.
describe('static routes of both shells', () => {
  it('serve the same URLs, including every static route of the spec', () => {
    const desktop = paths(desktopRoutes).sort();
    expect(paths(mobileRoutes).sort()).toEqual(desktop);
    expect(desktop).toEqual(
      expect.arrayContaining([
        '/user/login',
        '/user/register',
        '/user/register-result',
        '/user/alteration',
        '/oauth2-app/login',
        '/403',
        '/404',
        '/500',
        '/*',
      ]),
    );
  });
});

import { useMemo } from 'react';
import { flattenRoutes } from '../../../shared/domain/menu/build-routes';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { PATHS } from '../../../shared/domain/routes/paths';

/** Visible, internal menu pages other than home: the shortcut cards of the home page. */
export function useHomeShortcuts(routes: AppRoute[]): AppRoute[] {
  return useMemo(
    () =>
      flattenRoutes(routes).filter(
        (r) => r.kind === 'view' && !r.hidden && !r.meta.internalOrExternal && r.path !== PATHS.home,
      ),
    [routes],
  );
}

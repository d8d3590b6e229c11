import { useMemo } from 'react';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { shortcutPages } from '../../../shared/domain/menu/resolve-route';

/** Visible, internal menu pages other than home: the shortcut cards of the home page. */
export function useHomeShortcuts(routes: AppRoute[]): AppRoute[] {
  return useMemo(() => shortcutPages(routes), [routes]);
}

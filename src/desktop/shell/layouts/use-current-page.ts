import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { documentTitle } from '../../../shared/domain/routes/document-title';
import { resolveMenuRoute } from '../../../shared/domain/menu/resolve-route';
import { openTab } from '../tabs/tabs-store';
import type { TabEntry } from '../tabs/tabs-store';

export type CurrentPage = TabEntry & { route: AppRoute | null; chain: AppRoute[]; known: boolean };

/** Resolves the current location against the menu, opens its tab and sets the document title. */
export function useCurrentPage(routes: AppRoute[]): CurrentPage {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const page = useMemo<CurrentPage>(() => {
    const resolved = resolveMenuRoute(routes, pathname);
    const route = resolved?.route ?? null;
    const componentName = route?.meta.componentName;
    return {
      key,
      title: resolved?.title ?? '',
      componentKey: resolved?.componentKey ?? null,
      keepAlive: Boolean(route?.meta.keepAlive && componentName && route.kind === 'view'),
      componentName,
      route,
      chain: resolved?.chain ?? [],
      known: resolved !== null,
    };
  }, [routes, pathname, key]);

  const { known, title, componentKey, keepAlive, componentName } = page;
  useEffect(() => {
    if (!known) return;
    openTab({ key, title, componentKey, keepAlive, componentName });
    document.title = documentTitle(title, pathname);
  }, [known, key, pathname, title, componentKey, keepAlive, componentName]);

  return page;
}

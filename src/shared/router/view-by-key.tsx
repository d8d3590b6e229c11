import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { AppRoute } from '../domain/menu/build-routes';
import { pickView } from './view-registry';

/** What every menu view and layout receives: the menu route it was opened from (null for a static page). */
export interface ViewProps {
  route: AppRoute | null;
}

export interface ViewSets {
  views: Readonly<Record<string, ComponentType<ViewProps>>>;
  layouts: Readonly<Record<string, ComponentType<ViewProps>>>;
  /** Shown while a page's module loads. */
  fallback: ReactNode;
  /** The "页面组件不存在" view for a key with no page in this shell. */
  Missing: ComponentType<{ componentKey: string | null }>;
}

/** Renders the page a shell registered for a menu component key. */
export function ViewByKeyIn({
  sets,
  componentKey,
  route,
}: {
  sets: ViewSets;
  componentKey: string | null;
  route: AppRoute | null;
}) {
  const View = pickView(componentKey, sets.views, sets.layouts);
  if (!View) return <sets.Missing componentKey={componentKey} />;
  return (
    <Suspense fallback={sets.fallback}>
      <View route={route} />
    </Suspense>
  );
}

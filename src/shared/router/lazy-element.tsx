import { Suspense, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A route element whose module loads on first render. Both shells use declarative routes
 * (`useRoutes` under `BrowserRouter`) instead of a data router: the data router's
 * loader/fetcher machinery costs ~17 KiB gzip that neither shell uses, and the phone's whole first
 * load budget is 110 KiB.
 */
export function lazyElement(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode,
): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

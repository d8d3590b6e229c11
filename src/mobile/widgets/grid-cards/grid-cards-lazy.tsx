import { lazy } from 'react';

/** The phone's row-as-card grid as a lazy component (never in a first load). Wrap it in <Suspense>. */
export const GridCardsLazy = lazy(() => import('./grid-cards'));

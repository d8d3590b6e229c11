import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withDemoComponents, type DemoSection } from '../../../../shared/domain/examples/demo-sections';

/** One tab per widget family (shared keys and titles); each loads only when its tab is opened. */
export const DEMO_SECTIONS: readonly DemoSection<LazyExoticComponent<ComponentType>>[] = withDemoComponents({
  grid: lazy(() => import('./grid-demo')),
  subtable: lazy(() => import('./subtable-demo')),
  cron: lazy(() => import('./cron-demo')),
  inputs: lazy(() => import('./inputs-demo')),
  dict: lazy(() => import('./dict-demo')),
  pickers: lazy(() => import('./pickers-demo')),
  checks: lazy(() => import('./checks-demo')),
  upload: lazy(() => import('./upload-demo')),
  'depart-popup': lazy(() => import('./depart-popup-demo')),
  editors: lazy(() => import('./editors-demo')),
  excel: lazy(() => import('./excel-demo')),
});

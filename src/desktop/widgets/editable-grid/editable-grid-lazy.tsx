import { lazy } from 'react';

/**
 * The editable grid as a lazy component: antd's pickers, selects and the grid code load only when
 * a page first renders a grid, never in a shell's first load. Wrap it in <Suspense>.
 */
export const EditableGridLazy = lazy(() => import('./editable-grid'));

import { Suspense, lazy, type ComponentType } from 'react';
import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import type { CellRenderProps, CellRenderer } from './types';

/**
 * The widget kit's cells (pickers, uploads, popup report), used when neither the grid's own
 * `cellRenderers` nor installCell names one. Each family loads on the first render of one of its
 * cells, so the grid chunk stays the grid.
 */
function lazyCell(load: () => Promise<CellRenderer>): CellRenderer {
  const Cell = lazy(async (): Promise<{ default: ComponentType<CellRenderProps> }> => {
    const render = await load();
    return { default: (props: CellRenderProps) => <>{render(props)}</> };
  });
  return (props) => (
    <Suspense fallback={<span className="cwxt-grid-cell-loading">{String(props.value ?? '')}</span>}>
      <Cell {...props} />
    </Suspense>
  );
}

const upload = () => import('../upload/grid-cells');
const popup = () => import('../popup-report/grid-cells');
const pickers = () => import('../pickers/grid-cells');
const dict = () => import('../dict-select/grid-cells');

export const KIT_CELL_RENDERERS: Readonly<Partial<Record<GridCellType, CellRenderer>>> = {
  upload: lazyCell(async () => (await upload()).uploadCellRenderer),
  file: lazyCell(async () => (await upload()).fileCellRenderer),
  image: lazyCell(async () => (await upload()).imageCellRenderer),
  sel_depart: lazyCell(async () => (await popup()).selDepartCell),
  popup: lazyCell(async () => (await popup()).popupCell),
  sel_user: lazyCell(async () => (await pickers()).selUserCell),
  sel_search_async: lazyCell(async () => (await dict()).selSearchAsyncCell),
};

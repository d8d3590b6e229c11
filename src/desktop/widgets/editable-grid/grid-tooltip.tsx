import { useSyncExternalStore } from 'react';
import { Tooltip } from 'antd';
import { useGrid } from './grid-context';
import type { GridLayout } from './grid-layout';

/**
 * The validation tooltip of the grid: the message of the hovered (else focused) invalid cell,
 * anchored on an invisible box over that cell. The tooltip itself is portalled to the page, above
 * everything, so the statistics row (below the scroll area anyway) can never cover it. Hidden
 * while the grid scrolls.
 */
export function GridTooltip({ layout }: { layout: GridLayout }) {
  const grid = useGrid();
  const { store, tooltip, scrolling } = grid;
  const target = useSyncExternalStore(tooltip.subscribe, tooltip.get, tooltip.get);
  const readMessage = () => (target ? store.getError(target.rowId, target.key) : undefined);
  const message = useSyncExternalStore(store.subscribe, readMessage, readMessage);
  const isScrolling = useSyncExternalStore(scrolling.subscribe, scrolling.get, scrolling.get);
  if (!target || message === undefined) return null;
  const index = store.indexOf(target.rowId);
  const col = layout.columns.findIndex((c) => c.key === target.key);
  if (index < 0 || col < 0) return null;
  return (
    <Tooltip title={message} open={!isScrolling} placement="top" color="#ff4d4f">
      <div
        className="cwxt-grid-tip-anchor"
        aria-hidden="true"
        style={{
          top: index * layout.rowHeight,
          left: layout.fixedWidth + (layout.offsets[col] ?? 0),
          width: layout.widths[col] ?? 0,
          height: layout.rowHeight,
        }}
      />
    </Tooltip>
  );
}

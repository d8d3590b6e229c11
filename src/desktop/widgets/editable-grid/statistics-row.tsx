import type { Ref } from 'react';
import { useGrid } from './grid-context';
import type { GridLayout } from './grid-layout';
import { useStatsVersion } from './use-grid-store';

/**
 * The statistics row(s) (合计 / 平均). They sit below the scrolling body, not over it, so they
 * never cover a row or its validation tooltip. The label stays put; the figures clip at the fixed
 * columns and follow the body's horizontal scroll (the grid sets a transform on the
 * `[data-stats-strip]` elements inside `stripRef`: no re-render per scroll event).
 */
export function StatisticsRow(props: {
  layout: GridLayout;
  colStart: number;
  colEnd: number;
  stripRef: Ref<HTMLDivElement>;
}) {
  const { layout, colStart, colEnd } = props;
  const grid = useGrid();
  // Adding or removing rows moves the sums' version too (averages divide by the row count).
  useStatsVersion(grid.store);
  const lines = grid.store.getStatistics();
  if (lines.length === 0) return null;
  const labelInFixed = layout.fixedWidth >= 40;
  return (
    <div ref={props.stripRef} className="cwxt-grid-stats" role="table" aria-label="统计">
      {lines.map((line) => {
        let labelled = labelInFixed;
        return (
          <div key={line.kind} role="row" className="cwxt-grid-stats-row">
            {labelInFixed && (
              <div role="rowheader" className="cwxt-grid-stats-label" style={{ width: layout.fixedWidth }}>
                {line.label}
              </div>
            )}
            {/* The data part clips at the fixed columns and follows the body's horizontal scroll. */}
            <div className="cwxt-grid-stats-clip">
              <div
                data-stats-strip=""
                className="cwxt-grid-cells cwxt-grid-stats-strip"
                style={{ width: layout.dataWidth }}
              >
                {layout.columns.slice(colStart, colEnd).map((column, j) => {
                  const i = colStart + j;
                  const figure = line.values[column.key];
                  let text = figure ?? '';
                  if (figure !== undefined && !labelled) {
                    // No fixed column to hold the label: the first figure carries it.
                    text = `${line.label}：${figure}`;
                    labelled = true;
                  }
                  return (
                    <div
                      key={column.key}
                      role="cell"
                      aria-label={figure !== undefined ? `${column.title}${line.label}` : undefined}
                      className="cwxt-grid-cell cwxt-grid-stats-cell"
                      style={{ left: layout.offsets[i] ?? 0, width: layout.widths[i] ?? 0 }}
                    >
                      {text}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

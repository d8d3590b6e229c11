import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Pagination, Spin } from 'antd';
import { GRID_DEFAULTS, GRID_PAGINATION, paginationTotalText } from '../../../shared/domain/grid/constants';
import { numberOnBlur } from '../../../shared/domain/grid/number-input';
import { gridToolbarButtons } from '../../../shared/domain/grid/toolbar';
import { useGridDraft } from '../../../shared/hooks/drafts/use-grid-draft';
import { useLiveGrid } from '../../../shared/hooks/grid/use-live-grid';
import { useSession } from '../../../shared/session/session-store';
import { useFeedback } from '../../app/feedback';
import { DraftBanner } from '../drafts/draft-banner';
import { assertRendererMap } from './cell-registry';
import { GridContext, type GridContextValue } from './grid-context';
import { GridHeader } from './grid-header';
import { useGridLayout } from './grid-layout';
import { GridRow } from './grid-row';
import { GridToolbar } from './grid-toolbar';
import { ActiveCell, Flag, TooltipTarget } from './grid-ui-state';
import { GridTooltip } from './grid-tooltip';
import { LiveConflictBar } from './live-conflict-bar';
import { LiveStatus } from './live-status';
import { StatisticsRow } from './statistics-row';
import { OpenSubTable } from './sub-table-popover';
import type { EditableGridProps, EditableGridRef } from './types';
import { useGridActions } from './use-grid-actions';
import { useColumnOptions, useGridStore, useStructureVersion } from './use-grid-store';
import { useScrollWindows, useViewportSize } from './use-grid-viewport';
import { useRowDrag } from './use-row-drag';
import './editable-grid.css';
import './live-grid.css';

/** Popups of the cells live outside the grid's DOM; a click in them does not end editing. */
const POPUP_SELECTOR =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-picker-panel-container, .ant-popover, .ant-dropdown, .ant-tooltip, .ant-modal-root';

/**
 * The editable grid of spec 001: virtual in both directions (only the rows and columns in view
 * render), 22 cell types, validation on input / blur / change with the message in a tooltip,
 * selection, add / insert / remove with the before-delete hook, drag sort, the statistics row,
 * a toolbar driven by the permission prefix and the imperative API on `ref`.
 * Load it through editable-grid-lazy.tsx so it never enters a first load.
 */
export function EditableGrid(props: EditableGridProps) {
  const {
    columns,
    rowNumber = true,
    rowSelection = true,
    dragSort = false,
    alwaysEdit = false,
    disabled = false,
    toolbar = true,
    maxHeight = GRID_DEFAULTS.maxHeight,
    rowHeight = GRID_DEFAULTS.rowHeight,
  } = props;
  // A renderer under a reserved name is a programming error: fail at render, visibly.
  assertRendererMap(props.cellRenderers);
  const store = useGridStore({ ...props, dragSort });
  useStructureVersion(store);
  const live = useLiveGrid(store, props.live, props.dataSource);
  const liveRows = live?.rows ?? null;
  const draft = useGridDraft({
    formKey: props.draft?.formKey ?? '',
    recordId: props.draft?.recordId,
    enabled: props.draft !== undefined && !disabled,
    store,
    dataSource: props.dataSource,
  });
  const [active] = useState(() => new ActiveCell());
  const [scrolling] = useState(() => new Flag());
  const [tooltip] = useState(() => new TooltipTarget());
  const [subTableOpen] = useState(() => new OpenSubTable());
  const options = useColumnOptions(columns);
  const { message } = useFeedback();
  const permissions = useSession((s) => s.permissions);

  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize(scrollRef);
  const layout = useGridLayout({
    columns,
    containerWidth: viewport.width,
    rowHeight,
    dragSort,
    rowSelection,
    rowNumber,
    subTable: props.subTable !== undefined,
  });
  const rowCount = store.rowCount;
  const { windows, onScroll } = useScrollWindows({
    scrollRef,
    stripRef,
    layout,
    rowCount,
    viewport,
    maxHeight,
    scrolling,
  });

  const scroll = useMemo(
    () => ({
      toBottomIfNeeded(force: boolean) {
        const el = scrollRef.current;
        if (!el) return;
        const atBottom = el.scrollHeight - (el.scrollTop + el.clientHeight) <= 10;
        // Like the original: follow new rows only when already at the bottom, unless asked to.
        if (force || atBottom) requestAnimationFrame(() => (el.scrollTop = el.scrollHeight));
      },
    }),
    [],
  );
  const actions = useGridActions(
    store,
    props,
    { warning: (t) => void message.warning(t), error: (t) => void message.error(t) },
    scroll,
  );
  // Leaving a cell (click elsewhere, Escape, another cell) is its blur: number cells settle to a
  // number or empty, validation follows 100 ms later.
  const { blur } = actions;
  useEffect(() => {
    active.onLeave = ({ rowId, key }) => {
      const column = store.getColumn(key);
      blur(rowId, key, column?.type === 'inputNumber' ? numberOnBlur(store.getValue(rowId, key)) : undefined);
    };
  }, [active, store, blur]);
  const drag = useRowDrag({
    store,
    scrollRef,
    rowHeight,
    headerHeight: layout.headerHeight,
    move: actions.move,
    insertBelow: actions.insertBelow,
  });

  useImperativeHandle(
    props.ref,
    (): EditableGridRef => ({
      ...actions.api,
      scrollToRow(rowId: string) {
        const index = store.indexOf(rowId);
        if (index >= 0 && scrollRef.current) scrollRef.current.scrollTop = index * rowHeight;
      },
      draftSaved: draft.saved,
      isNewRow: (rowId: string) => store.isNewRow(rowId),
    }),
    [actions.api, store, rowHeight, draft.saved],
  );

  // Hosts with their own totals hear about every move of the statistics (no grid re-render).
  const onStatisticsChange = useRef(props.onStatisticsChange);
  useEffect(() => {
    onStatisticsChange.current = props.onStatisticsChange;
  });
  useEffect(() => {
    let seen = store.getStatsVersion();
    return store.subscribe(() => {
      const version = store.getStatsVersion();
      if (version === seen) return;
      seen = version;
      onStatisticsChange.current?.(store.getValuesSync());
    });
  }, [store]);

  // Editing ends when a click lands outside the grid and outside the cells' popups.
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!active.get() || !target || rootRef.current?.contains(target) || target.closest?.(POPUP_SELECTOR))
        return;
      active.set(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [active]);

  // Selection events, only computed when someone listens.
  const onSelectionChange = props.onSelectionChange;
  const selectionKey = onSelectionChange ? store.getSelectedIds().join('\u0000') : '';
  const lastSelection = useRef(selectionKey);
  useEffect(() => {
    if (!onSelectionChange || lastSelection.current === selectionKey) return;
    lastSelection.current = selectionKey;
    onSelectionChange(store.getSelectedIds());
  }, [selectionKey, onSelectionChange, store]);

  const context: GridContextValue = useMemo(
    () => ({
      store,
      active,
      scrolling,
      tooltip,
      options,
      renderers: props.cellRenderers,
      slots: props.slots ?? {},
      alwaysEdit,
      disabled,
      subTable: props.subTable,
      subTableOpen,
      liveRows,
      commit: actions.commit,
      blur: actions.blur,
    }),
    [
      store,
      active,
      scrolling,
      tooltip,
      options,
      props.cellRenderers,
      props.slots,
      alwaysEdit,
      disabled,
      props.subTable,
      subTableOpen,
      liveRows,
      actions.commit,
      actions.blur,
    ],
  );

  const buttons = gridToolbarButtons(props.authPre, permissions?.allAuth ?? [], permissions?.auth ?? [], {
    disabled,
  });
  const selection = store.getSelectionState();
  const { rows, cols } = windows;
  const rendered = [];
  const activeCell = active.get();
  const activeIndex = activeCell ? store.indexOf(activeCell.rowId) : -1;
  for (let i = rows.start; i < Math.min(rows.end, rowCount); i++) rendered.push(i);
  // The edited row stays mounted when scrolled away, so its input keeps focus and value.
  if (activeIndex >= 0 && (activeIndex < rows.start || activeIndex >= rows.end)) rendered.push(activeIndex);
  const bodyHeight = rowCount * rowHeight;

  return (
    <GridContext.Provider value={context}>
      <div ref={rootRef} className="cwxt-grid">
        <DraftBanner draft={draft} />
        {toolbar && (
          <GridToolbar
            buttons={buttons}
            selectedCount={selection.selectedCount}
            rowCount={rowCount}
            onAdd={actions.addFromToolbar}
            onRemove={actions.removeSelected}
            onClearSelection={() => store.clearSelection()}
          />
        )}
        {live && <LiveConflictBar store={store} rows={live.rows} conflicts={live.conflicts} />}
        <Spin spinning={props.loading === true}>
          <div
            ref={scrollRef}
            role="grid"
            aria-label={props.label ?? '可编辑表格'}
            aria-rowcount={rowCount + 1}
            aria-colcount={layout.columns.length}
            aria-multiselectable={rowSelection || undefined}
            className="cwxt-grid-scroll"
            style={{ maxHeight }}
            onScroll={onScroll}
          >
            <div
              className="cwxt-grid-canvas"
              style={{
                width: layout.totalWidth,
                height: layout.headerHeight + Math.max(bodyHeight, rowHeight),
              }}
            >
              <GridHeader
                layout={layout}
                colStart={cols.start}
                colEnd={cols.end}
                dragSort={dragSort}
                rowSelection={rowSelection}
                rowNumber={rowNumber}
              />
              <div
                role="rowgroup"
                className="cwxt-grid-body"
                style={{ height: Math.max(bodyHeight, rowHeight), width: layout.totalWidth }}
              >
                {rowCount === 0 && (
                  // A row of its own: a grid's row group may hold only rows (ARIA).
                  <div role="row">
                    <div role="gridcell" className="cwxt-grid-empty">
                      暂无数据
                    </div>
                  </div>
                )}
                {rendered.map((index) => {
                  const rowId = store.idAt(index);
                  if (!rowId) return null;
                  return (
                    <GridRow
                      key={rowId}
                      rowId={rowId}
                      index={index}
                      rowCount={rowCount}
                      layout={layout}
                      colStart={cols.start}
                      colEnd={cols.end}
                      drag={dragSort ? drag.actions : null}
                      rowSelection={rowSelection}
                      rowNumber={rowNumber}
                    />
                  );
                })}
                <GridTooltip layout={layout} />
                {drag.indicator && (
                  <div
                    className="cwxt-grid-drop-line"
                    aria-hidden="true"
                    style={{
                      top:
                        (drag.indicator.to > drag.indicator.from
                          ? drag.indicator.to + 1
                          : drag.indicator.to) * rowHeight,
                      width: layout.totalWidth,
                    }}
                  />
                )}
              </div>
            </div>
          </div>
        </Spin>
        {layout.statistics && (
          <StatisticsRow layout={layout} colStart={cols.start} colEnd={cols.end} stripRef={stripRef} />
        )}
        {props.pagination && (
          <Pagination
            className="cwxt-grid-pagination"
            current={props.pagination.current}
            pageSize={props.pagination.pageSize}
            total={props.pagination.total}
            pageSizeOptions={[...(props.pagination.pageSizeOptions ?? GRID_PAGINATION.pageSizeOptions)]}
            showQuickJumper
            showSizeChanger
            showTotal={paginationTotalText}
            onChange={(current, pageSize) => props.onPageChange?.(current, pageSize)}
          />
        )}
        {live && <LiveStatus status={live.status} />}
      </div>
    </GridContext.Provider>
  );
}

export default EditableGrid;

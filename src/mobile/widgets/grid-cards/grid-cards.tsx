import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, InfiniteScroll, Tag } from 'antd-mobile';
import { createInsertThrottle } from '../../../shared/domain/grid/add-rows';
import { createGridApi } from '../../../shared/domain/grid/api';
import type { GridColumn, GridOption, GridRowValues } from '../../../shared/domain/grid/column';
import { cellDisplayText } from '../../../shared/domain/grid/display';
import { visibleColumns } from '../../../shared/domain/grid/layout';
import { cleanRowId } from '../../../shared/domain/grid/row-id';
import { gridToolbarButtons, removeConfirmText } from '../../../shared/domain/grid/toolbar';
import { useGridDraft } from '../../../shared/hooks/drafts/use-grid-draft';
import { useLiveGrid } from '../../../shared/hooks/grid/use-live-grid';
import { useSession } from '../../../shared/session/session-store';
import { confirmDialog, toast, toastError } from '../../ui/lazy-feedback';
import { MobileDraftBanner } from '../drafts/draft-banner';
import { CardConflict, ConflictTag, LiveStatusLine } from './live-parts';
import { RowEditor } from './row-editor';
import type { GridCardsProps } from './types';
import { useCardsStore, useColumnOptions, useStoreChanges } from './use-cards-store';
import '../../ui/visually-hidden.css';
import './grid-cards.css';

/** Cards rendered per page of the list; more load as the list scrolls. */
const PAGE = 30;
/** Columns listed under the card title. */
const DETAIL_COLUMNS = 3;

function cardTitle(
  columns: readonly GridColumn[],
  row: Readonly<GridRowValues>,
  options: ReadonlyMap<string, GridOption[]>,
  n: number,
): string {
  const parts = columns
    .slice(0, n)
    .map((c) => cellDisplayText(c, row[c.key], options.get(c.key) ?? []))
    .filter((t) => t !== '');
  return parts.length > 0 ? parts.join(' / ') : '（未填写）';
}

/**
 * The editable grid on the phone: the same column schema and engine, each row a card (title =
 * the first columns, failing rows marked with their error count); a tap opens the row in a
 * full-screen editor. Rows are added (throttled like the desktop's) and removed through the
 * before-delete hook; the toolbar follows the permission prefix. Load it through
 * grid-cards-lazy.tsx.
 */
export function GridCards(props: GridCardsProps) {
  const { columns, disabled = false, dragSort = false, titleColumns = 2 } = props;
  const store = useCardsStore({ ...props, dragSort });
  useStoreChanges(store);
  const draft = useGridDraft({
    formKey: props.draft?.formKey ?? '',
    recordId: props.draft?.recordId,
    enabled: props.draft !== undefined && !disabled,
    store,
    dataSource: props.dataSource,
  });
  // Called after the store took a new data source (same render order), so it rebases on the loaded rows.
  const live = useLiveGrid(store, props.live, props.dataSource);
  const options = useColumnOptions(columns);
  const permissions = useSession((s) => s.permissions);
  const [editing, setEditing] = useState<string | null>(null);
  const [visible, setVisible] = useState(PAGE);
  const [throttle] = useState(() => createInsertThrottle());
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const api = useMemo(
    () =>
      createGridApi(store, () => ({
        beforeDelete: latest.current.beforeDelete,
        onAdded: latest.current.onAdded,
        onRemoved: latest.current.onRemoved,
        showError: (text) => void toastError(text),
      })),
    [store],
  );
  useImperativeHandle(
    props.ref,
    () => ({ ...api, draftSaved: draft.saved, isNewRow: (id: string) => store.isNewRow(id) }),
    [api, draft.saved, store],
  );
  useEffect(() => {
    const report = () => latest.current.onRowsChange?.(store.getValuesSync());
    report();
    return store.subscribe(report);
  }, [store]);

  const buttons = gridToolbarButtons(props.authPre, permissions?.allAuth ?? [], permissions?.auth ?? [], {
    disabled,
  });
  const shown = visibleColumns(columns);
  const detail = shown.slice(titleColumns, titleColumns + DETAIL_COLUMNS);
  const rowCount = store.rowCount;
  const stats = store.getStatistics();

  const add = () => {
    const slot = throttle.tryInsert();
    if (!slot.ok) {
      void toast(slot.message);
      return;
    }
    const [id] = api.addRows(1);
    const internal = id === undefined ? undefined : store.resolveId(id);
    if (internal) {
      setVisible((v) => Math.max(v, store.rowCount));
      setEditing(internal);
    }
  };

  const removing = useRef<string | null>(null);
  const remove = (rowId: string) =>
    void confirmDialog({
      title: '提示',
      content: removeConfirmText(1),
      onConfirm: async () => {
        removing.current = rowId;
        try {
          const removed = await api.removeRowsWithHook(cleanRowId(rowId));
          if (removed.length > 0) setEditing(null);
        } finally {
          removing.current = null;
        }
      },
    });

  const cards = [];
  const ids = store.getRowIds();
  for (let i = 0; i < Math.min(visible, ids.length); i++) {
    const id = ids[i] as string;
    const row = store.getRow(id);
    if (!row) continue;
    const errors = store.errors.ofRow(id).size;
    const title = cardTitle(shown, row, options, titleColumns);
    const conflict = live?.rows.conflictOf(id);
    cards.push(
      <li key={id}>
        <button
          type="button"
          className={`cwxt-m-card${errors > 0 ? ' cwxt-m-card--invalid' : ''}`}
          aria-invalid={errors > 0 || undefined}
          onClick={() => setEditing(id)}
        >
          {/* The name comes from the content (第N行, the title, then the fields), so what a screen
              reader says contains everything on the card (WCAG 2.5.3, label in name). */}
          <span className="cwxt-m-sr-only">第{i + 1}行 </span>
          <span className="cwxt-m-card-head">
            <span className="cwxt-m-card-index" aria-hidden>
              {i + 1}
            </span>
            <span className="cwxt-m-card-title">{title}</span>
            {errors > 0 && (
              <Tag color="danger" fill="outline">
                {errors}项未通过校验
              </Tag>
            )}
            {conflict && <ConflictTag conflict={conflict} />}
          </span>
          {detail.length > 0 && (
            <span className="cwxt-m-card-fields">
              {detail.map((c) => (
                <span key={c.key} className="cwxt-m-card-field">
                  <span className="cwxt-m-card-label">{c.title}</span>
                  <span className="cwxt-m-card-value">
                    {cellDisplayText(c, row[c.key], options.get(c.key) ?? [])}
                  </span>
                </span>
              ))}
            </span>
          )}
        </button>
        {conflict && (
          <CardConflict
            kind={conflict.kind}
            index={i}
            onResolve={(choice) => live?.rows.resolve(id, choice)}
          />
        )}
      </li>,
    );
  }

  const editingIndex = editing ? store.indexOf(editing) : -1;
  const editingConflict = editing ? live?.rows.conflictOf(editing) : undefined;
  // 保留我的修改 of a row another user deleted while it was open: it comes back as a new row.
  const restore = (values: GridRowValues, at: number) => {
    const [id] = store.addRows(1, { values });
    if (id === undefined) return;
    store.moveRow(store.rowCount - 1, Math.min(Math.max(at, 0), store.rowCount - 1));
    setEditing(id);
  };
  return (
    <section className="cwxt-m-cards" aria-label={props.label ?? '明细'}>
      <MobileDraftBanner draft={draft} />
      {live && <LiveStatusLine status={live.status} />}
      <div className="cwxt-m-cards-bar">
        <span className="cwxt-m-cards-count">共 {rowCount} 条</span>
        {buttons.add && (
          <Button size="small" color="primary" onClick={add}>
            新增
          </Button>
        )}
      </div>
      {stats.map((line) => (
        <div key={line.kind} className="cwxt-m-cards-stats" role="note">
          {line.label}：
          {shown
            .filter((c) => line.values[c.key] !== undefined)
            .map((c) => `${c.title} ${line.values[c.key]}`)
            .join('，')}
        </div>
      ))}
      {rowCount === 0 && <div className="cwxt-m-cards-empty">暂无数据</div>}
      <ul className="cwxt-m-cards-list">{cards}</ul>
      {visible < rowCount && <InfiniteScroll hasMore loadMore={async () => setVisible((v) => v + PAGE)} />}
      {editing && (
        <RowEditor
          store={store}
          rowId={editing}
          index={editingIndex}
          conflict={editingConflict?.kind}
          onResolveConflict={(choice) => live?.rows.resolve(editing, choice)}
          onRestore={restore}
          removingHere={() => removing.current === editing}
          options={options}
          renderers={props.fieldRenderers}
          disabled={disabled}
          canDelete={buttons.remove}
          dragSort={dragSort}
          onClose={() => setEditing(null)}
          onDelete={remove}
          onMove={(from, to) => store.moveRow(from, to)}
          onSaved={(row, errors) => props.onRowSaved?.(row, errors)}
        />
      )}
    </section>
  );
}

export default GridCards;

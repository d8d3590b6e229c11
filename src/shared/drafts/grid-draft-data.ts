import type { GridRowValues } from '../domain/grid/column';
import type { GridStore } from '../domain/grid/store';

/** What an editable grid's draft holds: the rows in order, which are new, which were deleted. */
export interface GridDraftData {
  rows: GridRowValues[];
  /** Cleaned ids of rows added in the grid (not yet on the server). */
  newIds: string[];
  /** Ids of server rows removed in the grid. */
  deleteIds: string[];
}

/** The grid's pending edits as a draft. */
export function gridDraftOf(store: GridStore): GridDraftData {
  const rows = store.getValuesSync();
  const newIds = store
    .getRowIds()
    .filter((id) => store.isNewRow(id))
    .map((id) => String(store.publicRow(id)?.[store.rowKey] ?? ''));
  return { rows, newIds, deleteIds: store.getDeleteIds() };
}

function isGridDraft(v: unknown): v is GridDraftData {
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray((v as GridDraftData).rows) &&
    Array.isArray((v as GridDraftData).newIds) &&
    Array.isArray((v as GridDraftData).deleteIds)
  );
}

/**
 * Replays a draft on a grid holding the loaded rows: removes the deleted rows (so they are deleted
 * ids again), writes the edited values and adds the new rows at their place (new again, so the save
 * adds them). Rows of the draft the grid no longer has are skipped. Returns false for a bad draft.
 */
export function applyGridDraft(store: GridStore, data: unknown): boolean {
  if (!isGridDraft(data)) return false;
  const key = store.rowKey;
  const present = new Set(store.getRowIds().map((id) => String(store.publicRow(id)?.[key] ?? '')));
  const gone = data.deleteIds.filter((id) => present.has(id));
  if (gone.length > 0) store.removeRows(gone);
  const isNew = new Set(data.newIds);
  data.rows.forEach((row, position) => {
    const id = String(row[key] ?? '');
    const { [key]: _id, ...values } = row;
    if (isNew.has(id)) {
      // addRows' index k = after the first k rows; 0 = bottom, so the first place needs a move.
      store.addRows(1, { index: position, values });
      if (position === 0 && store.rowCount > 1) store.moveRow(store.rowCount - 1, 0);
    } else if (present.has(id)) {
      store.setValues([{ rowKey: id, values }]);
    }
  });
  return true;
}

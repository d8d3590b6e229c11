import { useEffect } from 'react';
import type { GridStore } from '../../domain/grid/store';
import { flushDrafts } from '../../drafts/draft-store';
import { applyGridDraft, gridDraftOf, type GridDraftData } from '../../drafts/grid-draft-data';
import { useDraftCore, type DraftControl } from './use-draft-core';

/** A grid notifies on every keystroke and selection: the snapshot waits for a pause this long. */
const GRID_SETTLE_MS = 300;

/** A grid host's draft prop: which form and record the rows belong to. */
export interface GridDraftBinding {
  formKey: string;
  recordId?: string | null;
}

export interface GridDraftOptions {
  /** Names the grid (e.g. 'cgreport-items'); false/absent key means no draft. */
  formKey: string;
  /** The record the grid belongs to (a main record), empty for a new one. */
  recordId?: string | number | null;
  /** False for a read-only grid. Default true. */
  enabled?: boolean;
  store: GridStore;
  /** The rows loaded into the grid: a new data source is a new baseline. */
  dataSource?: unknown;
}

/**
 * Offline draft of an editable grid (desktop grid and phone cards): rows, new rows and deleted
 * rows are autosaved while they differ from the loaded rows and offered back on the next opening.
 * Call `saved()` after the grid's data was saved.
 */
export function useGridDraft({ store, dataSource, ...options }: GridDraftOptions): DraftControl {
  const draft = useDraftCore<GridDraftData>({
    ...options,
    resetOn: dataSource,
    read: () => gridDraftOf(store),
    apply: (data) => void applyGridDraft(store, data),
  });
  const { changed } = draft;
  const active = options.enabled !== false && options.formKey !== '';

  useEffect(() => {
    // Grids without a draft do not watch their edits.
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = store.subscribe(() => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        changed();
      }, GRID_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      if (!timer) return;
      // Unmounting mid-pause: take the last edits along.
      clearTimeout(timer);
      changed();
      void flushDrafts();
    };
  }, [store, changed, active]);

  return draft;
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createInsertThrottle, type AddSettings } from '../../../shared/domain/grid/add-rows';
import { createGridApi, type GridApi } from '../../../shared/domain/grid/api';
import type { GridRowValues, GridValidateTrigger } from '../../../shared/domain/grid/column';
import { GRID_DEFAULTS } from '../../../shared/domain/grid/constants';
import type { GridStore } from '../../../shared/domain/grid/store';
import type { EditableGridProps } from './types';

interface Feedback {
  warning(text: string): void;
  error(text: string): void;
}

/**
 * What the grid does on edits and user actions: commit + validate (input / change, blur 100 ms
 * later), the imperative API, user inserts throttled to one per 1500 ms, the remove flow with the
 * before-delete hook, and moves. Callbacks read the latest props through a ref, so the returned
 * functions stay stable and memoised rows do not re-render when a parent re-renders.
 */
export function useGridActions(
  store: GridStore,
  props: EditableGridProps,
  feedback: Feedback,
  scroll: { toBottomIfNeeded(force: boolean): void },
) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const feedbackRef = useRef(feedback);
  useLayoutEffect(() => {
    feedbackRef.current = feedback;
  });
  const [throttle] = useState(() => createInsertThrottle());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api: GridApi = useMemo(
    () =>
      createGridApi(store, () => ({
        beforeDelete: latest.current.beforeDelete,
        onAdded: latest.current.onAdded,
        onRemoved: latest.current.onRemoved,
        showError: (text) => feedbackRef.current.error(text),
      })),
    [store],
  );

  const commit = useCallback(
    (
      rowId: string,
      key: string,
      value: unknown,
      trigger: GridValidateTrigger | null,
      others?: Readonly<GridRowValues>,
    ) => {
      store.batch(() => {
        store.setValue(rowId, key, value);
        if (others) store.setValues([{ rowKey: rowId, values: others }]);
      });
      if (trigger) void store.validateCell(rowId, key, trigger);
      const column = store.getColumn(key);
      const row = store.publicRow(rowId);
      if (column && row)
        latest.current.onValueChange?.({
          type: column.type,
          trigger: trigger ?? 'change',
          row,
          column,
          value,
        });
    },
    [store],
  );

  const blur = useCallback(
    (rowId: string, key: string, finalValue?: unknown) => {
      if (finalValue !== undefined && !Object.is(store.getValue(rowId, key), finalValue))
        commit(rowId, key, finalValue, null);
      // The original waits 100 ms: a click on a dropdown option lands before the blur check.
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void store.validateCell(rowId, key, 'blur');
      }, GRID_DEFAULTS.blurValidateDelayMs);
      timers.current.add(timer);
    },
    [store, commit],
  );

  /** A user insert (toolbar, handle menu, double click): throttled, with the spec's warning. */
  const userInsert = useCallback(
    (count: number, index: number): string[] | null => {
      const slot = throttle.tryInsert();
      if (!slot.ok) {
        feedbackRef.current.warning(slot.message);
        return null;
      }
      return api.addRows(count, { index });
    },
    [api, throttle],
  );

  const addFromToolbar = useCallback(
    (settings: AddSettings) => {
      const atBottom = settings.addIndex === 0 || settings.addIndex >= store.rowCount;
      if (userInsert(settings.addRowNum, settings.addIndex) && atBottom)
        scroll.toBottomIfNeeded(settings.addScrollToBottom);
    },
    [store, userInsert, scroll],
  );

  const insertBelow = useCallback((index: number) => void userInsert(1, index + 1), [userInsert]);

  const move = useCallback(
    (from: number, to: number) => {
      if (store.moveRow(from, to)) latest.current.onDragged?.({ oldIndex: from, newIndex: to });
    },
    [store],
  );

  const removeSelected = useCallback(() => void api.removeSelectedRows(), [api]);

  return { api, commit, blur, addFromToolbar, insertBelow, move, removeSelected };
}

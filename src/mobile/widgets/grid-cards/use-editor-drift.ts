import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormInstance } from 'antd-mobile/es/components/form';
import type { GridRowValues } from '../../../shared/domain/grid/column';
import type { GridStore } from '../../../shared/domain/grid/store';

/** What happened to the open row behind the editor's back (a live update from another user). */
export type EditorDrift = 'update' | 'delete' | null;

export interface EditorDriftState {
  drift: EditorDrift;
  /** Takes the row as it is now (a deleted row: closes the editor). */
  reload(): void;
  /** Keeps the typed values: saving then writes them all (a deleted row comes back as a new row). */
  keep(): void;
  /** After the editor wrote the row itself: that is the new starting point. */
  rebase(): void;
  /** Where the row was last seen (its place once it is gone). */
  lastIndex: number;
  /** The form's values of the row's columns. */
  typed(): GridRowValues;
}

function columnValues(store: GridStore, rowId: string): GridRowValues | null {
  const row = store.getRow(rowId);
  if (!row) return null;
  const values: GridRowValues = {};
  for (const column of store.getColumns())
    if (column.key !== store.rowKey) values[column.key] = row[column.key];
  return values;
}

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  ((a === undefined || a === null || a === '') && (b === undefined || b === null || b === ''));

function differs(a: GridRowValues, b: GridRowValues): boolean {
  return Object.keys(a).some((key) => !sameValue(a[key], b[key]));
}

/**
 * The phone editor holds typed values the grid does not have yet, so the live merge cannot see
 * them. This watches the open row: a remote change while nothing was typed refreshes the form
 * silently; after typing it is reported (update or delete) and waits for 重新加载 / 保留我的修改.
 */
export function useEditorDrift(
  store: GridStore,
  rowId: string,
  form: FormInstance,
  handlers: {
    onGone(): void;
    onRestore(values: GridRowValues, index: number): void;
    /** True while this user's own delete of the row is under way (not a remote change). */
    removingHere(): boolean;
  },
): EditorDriftState {
  const version = useSyncExternalStore(store.subscribe, () =>
    store.getRow(rowId) ? store.getRowVersion(rowId) : -1,
  );
  const base = useRef<GridRowValues>(columnValues(store, rowId) ?? {});
  const [drift, setDrift] = useState<EditorDrift>(null);
  const [lastIndex, setLastIndex] = useState(() => store.indexOf(rowId));
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const typed = useCallback((): GridRowValues => {
    const values: GridRowValues = {};
    for (const key of Object.keys(base.current)) values[key] = form.getFieldValue(key);
    return values;
  }, [form]);

  useEffect(() => {
    if (drift !== null) return; // waiting for the user's choice
    const current = columnValues(store, rowId);
    const touched = differs(base.current, typed());
    if (current === null) {
      if (touched && !latest.current.removingHere()) setDrift('delete');
      else latest.current.onGone();
      return;
    }
    setLastIndex(store.indexOf(rowId));
    if (!differs(current, base.current)) return;
    if (touched) {
      setDrift('update');
      return;
    }
    form.setFieldsValue(current);
    base.current = current;
  }, [version, drift, store, rowId, form, typed]);

  const reload = () => {
    const current = columnValues(store, rowId);
    setDrift(null);
    if (current === null) {
      latest.current.onGone();
      return;
    }
    form.resetFields();
    form.setFieldsValue(current);
    base.current = current;
  };

  const keep = () => {
    const current = columnValues(store, rowId);
    if (current === null) {
      latest.current.onRestore(typed(), lastIndex);
      return;
    }
    base.current = current;
    setDrift(null);
  };

  const rebase = () => {
    base.current = columnValues(store, rowId) ?? base.current;
  };

  return { drift, reload, keep, rebase, lastIndex, typed };
}

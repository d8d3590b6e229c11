import { useCallback, useState } from 'react';
import {
  emptySelection,
  removeKey,
  selectionOfValue,
  selectionResult,
  togglePage,
  toggleRecord,
  withRecords,
  type PickerMode,
  type PickerRecord,
  type PickerSelection,
} from '../../domain/widgets/pickers/selection';

export interface PickerSelectionOptions<T extends PickerRecord> {
  mode: PickerMode;
  storeField: string;
  /** The stored value the picker opens with, and the records already known for it. */
  initialValue?: unknown;
  known?: readonly T[];
}

export interface PickerSelectionController<T extends PickerRecord> {
  selection: PickerSelection<T>;
  /** Starts over from a stored value and the records already known for it (each opening). */
  reset(value: unknown, known?: readonly T[]): void;
  toggle(record: T, checked?: boolean): void;
  togglePage(records: readonly T[], checked: boolean): void;
  remember(records: readonly T[]): void;
  remove(key: string): void;
  clear(): void;
  result(): { value: string; records: T[] };
}

/** The choice inside an open picker (both shells), over the pure model of domain/widgets/pickers. */
export function usePickerSelection<T extends PickerRecord>({
  mode,
  storeField,
  initialValue,
  known = [],
}: PickerSelectionOptions<T>): PickerSelectionController<T> {
  const [selection, setSelection] = useState<PickerSelection<T>>(() =>
    withRecords(selectionOfValue<T>(initialValue, mode), known, storeField),
  );
  const reset = useCallback(
    (value: unknown, known: readonly T[] = []) =>
      setSelection(withRecords(selectionOfValue<T>(value, mode), known, storeField)),
    [mode, storeField],
  );
  return {
    selection,
    reset,
    toggle: (record, checked) => setSelection((s) => toggleRecord(s, record, storeField, mode, checked)),
    togglePage: (records, checked) => setSelection((s) => togglePage(s, records, storeField, mode, checked)),
    remember: (records) => setSelection((s) => withRecords(s, records, storeField)),
    remove: (key) => setSelection((s) => removeKey(s, key)),
    clear: () => setSelection(emptySelection<T>()),
    result: () => selectionResult(selection),
  };
}

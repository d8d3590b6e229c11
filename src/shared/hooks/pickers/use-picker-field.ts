// The state of a picker field (JSelectUser, JSelectRole, JSelectPosition) both shells share: the
// records of the value, the dialog's open state, and what removing tags or confirming reports.
import { useState } from 'react';
import {
  joinStoredValue,
  recordsInValueOrder,
  type PickerMode,
  type PickerRecord,
} from '../../domain/widgets/pickers/selection';
import type { ValueRecords } from './use-value-records';

export interface PickerFieldProps<T extends PickerRecord> {
  /** Comma list of store-field values. */
  value?: string | null;
  /** The new stored value and the records known for it (in value order). */
  onChange?(value: string, records: T[]): void;
  mode?: PickerMode;
  storeField?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

export function usePickerField<T extends PickerRecord>(
  props: PickerFieldProps<T>,
  defaultStoreField: string,
  useValueRecords: (value: unknown, storeField: string) => ValueRecords<T>,
) {
  const mode = props.mode ?? 'multi';
  const storeField = props.storeField ?? defaultStoreField;
  const [open, setOpen] = useState(false);
  const known = useValueRecords(props.value, storeField);
  const all = Object.values(known.records);
  return {
    mode,
    storeField,
    known,
    /** The records of the value, handed to the dialog so its selection starts labelled. */
    all,
    open,
    openPicker: () => setOpen(true),
    closePicker: () => setOpen(false),
    /** Tags removed in the box: report the remaining keys with the records already known. */
    remove: (keys: readonly string[]) => {
      const value = joinStoredValue(keys);
      props.onChange?.(value, recordsInValueOrder(all, value, storeField));
    },
    /** The dialog's OK: close it, then report. */
    pick: (value: string, records: T[]) => {
      setOpen(false);
      props.onChange?.(value, records);
    },
  };
}

import { useState } from 'react';
import { pickerSubtitle } from '../../../shared/domain/widgets/pickers/picker-config';
import {
  valueLabels,
  type PickerMode,
  type PickerRecord,
} from '../../../shared/domain/widgets/pickers/selection';
import type { KeywordPickerKind } from '../../../shared/hooks/pickers/picker-kinds';
import { PickerField } from './picker-field';
import { PickerScreen } from './picker-screen';

export interface KeywordPickerFieldProps<T extends PickerRecord> {
  value?: string | null;
  onChange?(value: string, records: T[]): void;
  mode?: PickerMode;
  storeField?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

type ScreenProps<T extends PickerRecord> = KeywordPickerFieldProps<T> & {
  kind: KeywordPickerKind<T>;
  storeField: string;
  known: T[];
  onClose(): void;
};

function KeywordScreen<T extends PickerRecord>(props: ScreenProps<T>) {
  const { kind } = props;
  const list = kind.useList(true);
  return (
    <PickerScreen<T>
      title={kind.title}
      searchPlaceholder={kind.searchPlaceholder}
      mode={props.mode ?? 'multi'}
      storeField={props.storeField}
      value={props.value ?? ''}
      known={props.known}
      list={list}
      onSearch={list.search}
      label={kind.label}
      subtitle={(r) => pickerSubtitle(r, kind.columns)}
      onOk={(value, records) => {
        props.onClose();
        props.onChange?.(value, records);
      }}
      onClose={props.onClose}
    />
  );
}

/** A keyword picker (roles, positions) on the phone: labels of the value, a tap opens the full-screen list. */
export function KeywordPickerField<T extends PickerRecord>(
  props: KeywordPickerFieldProps<T> & { kind: KeywordPickerKind<T> },
) {
  const storeField = props.storeField ?? props.kind.defaultStoreField;
  const [open, setOpen] = useState(false);
  const known = props.kind.useValueRecords(props.value, storeField);
  return (
    <>
      <PickerField
        labels={valueLabels(known.keys, known.records, props.kind.label)}
        placeholder={props.placeholder ?? props.kind.placeholder}
        disabled={props.disabled}
        aria-label={props['aria-label']}
        onOpen={() => setOpen(true)}
      />
      {open && (
        <KeywordScreen<T>
          {...props}
          storeField={storeField}
          known={Object.values(known.records)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

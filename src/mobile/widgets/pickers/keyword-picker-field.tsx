import { pickerSubtitle } from '../../../shared/domain/widgets/pickers/picker-config';
import { valueLabels, type PickerRecord } from '../../../shared/domain/widgets/pickers/selection';
import type { KeywordPickerKind } from '../../../shared/hooks/pickers/picker-kinds';
import { usePickerField, type PickerFieldProps } from '../../../shared/hooks/pickers/use-picker-field';
import { PickerField } from './picker-field';
import { PickerScreen } from './picker-screen';

export type KeywordPickerFieldProps<T extends PickerRecord> = PickerFieldProps<T>;

type ScreenProps<T extends PickerRecord> = KeywordPickerFieldProps<T> & {
  kind: KeywordPickerKind<T>;
  storeField: string;
  known: T[];
  onPick(value: string, records: T[]): void;
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
      onOk={props.onPick}
      onClose={props.onClose}
    />
  );
}

/** A keyword picker (roles, positions) on the phone: labels of the value, a tap opens the full-screen list. */
export function KeywordPickerField<T extends PickerRecord>(
  props: KeywordPickerFieldProps<T> & { kind: KeywordPickerKind<T> },
) {
  const field = usePickerField(props, props.kind.defaultStoreField, props.kind.useValueRecords);
  const { known } = field;
  return (
    <>
      <PickerField
        labels={valueLabels(known.keys, known.records, props.kind.label)}
        placeholder={props.placeholder ?? props.kind.placeholder}
        disabled={props.disabled}
        aria-label={props['aria-label']}
        onOpen={field.openPicker}
      />
      {field.open && (
        <KeywordScreen<T>
          {...props}
          storeField={field.storeField}
          known={field.all}
          onPick={field.pick}
          onClose={field.closePicker}
        />
      )}
    </>
  );
}

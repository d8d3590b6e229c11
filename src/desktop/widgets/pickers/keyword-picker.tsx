import { PICKER_WIDTH } from '../../../shared/domain/widgets/pickers/picker-config';
import {
  valueLabels,
  type PickerMode,
  type PickerRecord,
} from '../../../shared/domain/widgets/pickers/selection';
import type { KeywordPickerKind } from '../../../shared/hooks/pickers/picker-kinds';
import { usePickerField, type PickerFieldProps } from '../../../shared/hooks/pickers/use-picker-field';
import { AppModal } from '../modal/app-modal';
import { KeywordPickerBody } from './keyword-picker-body';
import { PickerInput } from './picker-input';

export interface KeywordPickerModalProps<T extends PickerRecord> {
  open: boolean;
  width?: number;
  mode?: PickerMode;
  /** Field the value holds (the kind's default when absent). */
  storeField?: string;
  value?: string;
  known?: readonly T[];
  onOk(value: string, records: T[]): void;
  onCancel(): void;
}

function Body<T extends PickerRecord>(
  props: KeywordPickerModalProps<T> & { kind: KeywordPickerKind<T>; mode: PickerMode; storeField: string },
) {
  const list = props.kind.useList(true);
  return (
    <KeywordPickerBody<T>
      {...props}
      list={list}
      columns={props.kind.columns}
      searchLabel={props.kind.searchLabel}
      label={props.kind.label}
    />
  );
}

/** The 1200 wide dialog of a keyword picker (选择角色, 选择职务). */
export function KeywordPickerModal<T extends PickerRecord>(
  props: KeywordPickerModalProps<T> & { kind: KeywordPickerKind<T> },
) {
  return (
    <AppModal
      open={props.open}
      title={props.kind.title}
      width={props.width ?? PICKER_WIDTH}
      footer={null}
      onCancel={props.onCancel}
      mask={{ closable: false }}
    >
      {props.open && (
        <Body<T>
          {...props}
          mode={props.mode ?? 'multi'}
          storeField={props.storeField ?? props.kind.defaultStoreField}
        />
      )}
    </AppModal>
  );
}

export type KeywordSelectProps<T extends PickerRecord> = PickerFieldProps<T>;

/** The select box of a keyword picker: the records of the value, the dialog on click. */
export function KeywordSelect<T extends PickerRecord>(
  props: KeywordSelectProps<T> & { kind: KeywordPickerKind<T> },
) {
  const { kind } = props;
  const field = usePickerField(props, kind.defaultStoreField, kind.useValueRecords);
  const { known } = field;
  return (
    <>
      <PickerInput
        keys={known.keys}
        labels={valueLabels(known.keys, known.records, kind.label)}
        mode={field.mode}
        disabled={props.disabled}
        placeholder={props.placeholder ?? kind.placeholder}
        aria-label={props['aria-label']}
        loading={known.loading}
        onOpen={field.openPicker}
        onRemove={field.remove}
      />
      <KeywordPickerModal<T>
        kind={kind}
        open={field.open}
        mode={field.mode}
        storeField={field.storeField}
        value={props.value ?? ''}
        known={field.all}
        onCancel={field.closePicker}
        onOk={field.pick}
      />
    </>
  );
}

import type { PickerUserRecord } from '../../../shared/api/sys/picker-api';
import {
  DEFAULT_STORE_FIELD,
  PICKER_WIDTH,
  userLabel,
} from '../../../shared/domain/widgets/pickers/picker-config';
import { valueLabels } from '../../../shared/domain/widgets/pickers/selection';
import { usePickerField, type PickerFieldProps } from '../../../shared/hooks/pickers/use-picker-field';
import { useUserValueRecords } from '../../../shared/hooks/pickers/use-value-records';
import { PickerInput } from './picker-input';
import { UserPickerModal } from './user-picker-modal';

/** Value: store-field values (default usernames); onChange gets the users known for it. */
export interface UserSelectProps extends PickerFieldProps<PickerUserRecord> {
  /** Dialog width: 1200, or 1250 from a grid cell. */
  modalWidth?: number;
}

/** JSelectUser: shows the users of the value (looked up with getMultiUser) and opens 选择用户. */
export function UserSelect(props: UserSelectProps) {
  const field = usePickerField(props, DEFAULT_STORE_FIELD.user, useUserValueRecords);
  const { known } = field;
  const labels = valueLabels(known.keys, known.records, userLabel);

  return (
    <>
      <PickerInput
        keys={known.keys}
        labels={labels}
        mode={field.mode}
        disabled={props.disabled}
        placeholder={props.placeholder ?? '请选择用户'}
        aria-label={props['aria-label']}
        loading={known.loading}
        onOpen={field.openPicker}
        onRemove={field.remove}
      />
      <UserPickerModal
        open={field.open}
        width={props.modalWidth ?? PICKER_WIDTH}
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

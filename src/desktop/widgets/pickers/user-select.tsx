import { useState } from 'react';
import type { PickerUserRecord } from '../../../shared/api/sys/picker-api';
import {
  DEFAULT_STORE_FIELD,
  PICKER_WIDTH,
  userLabel,
} from '../../../shared/domain/widgets/pickers/picker-config';
import {
  joinStoredValue,
  recordsInValueOrder,
  valueLabels,
  type PickerMode,
} from '../../../shared/domain/widgets/pickers/selection';
import { useUserValueRecords } from '../../../shared/hooks/pickers/use-value-records';
import { PickerInput } from './picker-input';
import { UserPickerModal } from './user-picker-modal';

export interface UserSelectProps {
  /** Comma list of store-field values (default usernames). */
  value?: string | null;
  /** The new stored value and the users known for it (in value order). */
  onChange?(value: string, users: PickerUserRecord[]): void;
  mode?: PickerMode;
  storeField?: string;
  /** Dialog width: 1200, or 1250 from a grid cell. */
  modalWidth?: number;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** JSelectUser: shows the users of the value (looked up with getMultiUser) and opens 选择用户. */
export function UserSelect(props: UserSelectProps) {
  const mode = props.mode ?? 'multi';
  const storeField = props.storeField ?? DEFAULT_STORE_FIELD.user;
  const [open, setOpen] = useState(false);
  const known = useUserValueRecords(props.value, storeField);
  const labels = valueLabels(known.keys, known.records, userLabel);
  const all = Object.values(known.records);

  return (
    <>
      <PickerInput
        keys={known.keys}
        labels={labels}
        mode={mode}
        disabled={props.disabled}
        placeholder={props.placeholder ?? '请选择用户'}
        aria-label={props['aria-label']}
        loading={known.loading}
        onOpen={() => setOpen(true)}
        onRemove={(keys) => {
          const value = joinStoredValue(keys);
          props.onChange?.(value, recordsInValueOrder(all, value, storeField));
        }}
      />
      <UserPickerModal
        open={open}
        width={props.modalWidth ?? PICKER_WIDTH}
        mode={mode}
        storeField={storeField}
        value={props.value ?? ''}
        known={all}
        onCancel={() => setOpen(false)}
        onOk={(value, users) => {
          setOpen(false);
          props.onChange?.(value, users);
        }}
      />
    </>
  );
}

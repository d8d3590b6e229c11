import type { PickerUserRecord } from '../../../shared/api/sys/picker-api';
import {
  DEFAULT_STORE_FIELD,
  PICKER_TEXTS,
  USER_PICKER_COLUMNS,
  pickerSubtitle,
  userLabel,
} from '../../../shared/domain/widgets/pickers/picker-config';
import { valueLabels, type PickerMode } from '../../../shared/domain/widgets/pickers/selection';
import { useUserPickerList } from '../../../shared/hooks/pickers/use-picker-lists';
import { usePickerField, type PickerFieldProps } from '../../../shared/hooks/pickers/use-picker-field';
import { useUserValueRecords } from '../../../shared/hooks/pickers/use-value-records';
import { PickerField } from './picker-field';
import { PickerScreen } from './picker-screen';

export interface UserPickerScreenProps {
  mode?: PickerMode;
  storeField?: string;
  value?: string;
  known?: readonly PickerUserRecord[];
  onOk(value: string, users: PickerUserRecord[]): void;
  onClose(): void;
}

const subtitle = (u: PickerUserRecord) => pickerSubtitle(u, USER_PICKER_COLUMNS);

/** 选择用户 on the phone: the users of the tenant (newest first), searched by account. Mount it only while open. */
export function UserPickerScreen(props: UserPickerScreenProps) {
  const list = useUserPickerList(true);
  return (
    <PickerScreen<PickerUserRecord>
      title={PICKER_TEXTS.userTitle}
      searchPlaceholder={PICKER_TEXTS.searchUser}
      mode={props.mode ?? 'multi'}
      storeField={props.storeField ?? DEFAULT_STORE_FIELD.user}
      value={props.value}
      known={props.known}
      list={list}
      onSearch={(username) => list.search({ username })}
      label={userLabel}
      subtitle={subtitle}
      onOk={props.onOk}
      onClose={props.onClose}
    />
  );
}

export type UserPickerFieldProps = PickerFieldProps<PickerUserRecord>;

/** The phone's JSelectUser: the users of the value (getMultiUser), a tap opens 选择用户. */
export function UserPickerField(props: UserPickerFieldProps) {
  const field = usePickerField(props, DEFAULT_STORE_FIELD.user, useUserValueRecords);
  const { known } = field;
  return (
    <>
      <PickerField
        labels={valueLabels(known.keys, known.records, userLabel)}
        placeholder={props.placeholder ?? '请选择用户'}
        disabled={props.disabled}
        aria-label={props['aria-label']}
        onOpen={field.openPicker}
      />
      {field.open && (
        <UserPickerScreen
          mode={field.mode}
          storeField={field.storeField}
          value={props.value ?? ''}
          known={field.all}
          onClose={field.closePicker}
          onOk={field.pick}
        />
      )}
    </>
  );
}

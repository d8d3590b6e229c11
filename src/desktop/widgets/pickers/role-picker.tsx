import type { PickerRoleRecord } from '../../../shared/api/sys/picker-api';
import { ROLE_PICKER } from '../../../shared/hooks/pickers/picker-kinds';
import {
  KeywordPickerModal,
  KeywordSelect,
  type KeywordPickerModalProps,
  type KeywordSelectProps,
} from './keyword-picker';

export type RolePickerModalProps = KeywordPickerModalProps<PickerRoleRecord>;
export type RoleSelectProps = KeywordSelectProps<PickerRoleRecord>;

/** 选择角色 (1200): roleName / roleCode of the roles the caller may see; stores ids (or roleCode), hands back id + roleCode. */
export function RolePickerModal(props: RolePickerModalProps) {
  return <KeywordPickerModal<PickerRoleRecord> kind={ROLE_PICKER} {...props} />;
}

/** JSelectRole: the roles of the value, and 选择角色 on click. */
export function RoleSelect(props: RoleSelectProps) {
  return <KeywordSelect<PickerRoleRecord> kind={ROLE_PICKER} {...props} />;
}

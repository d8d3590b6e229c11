import type { PickerRoleRecord } from '../../../shared/api/sys/picker-api';
import { ROLE_PICKER } from '../../../shared/hooks/pickers/picker-kinds';
import { KeywordPickerField, type KeywordPickerFieldProps } from './keyword-picker-field';

/** Value = comma list of role ids (or roleCodes with storeField="roleCode"); onChange hands back id + roleCode. */
export type RolePickerFieldProps = KeywordPickerFieldProps<PickerRoleRecord>;

/** The phone's role picker (any signed-in user): roles of the value, a tap opens 选择角色. */
export function RolePickerField(props: RolePickerFieldProps) {
  return <KeywordPickerField<PickerRoleRecord> kind={ROLE_PICKER} {...props} />;
}

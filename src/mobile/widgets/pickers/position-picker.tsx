import type { PickerPositionRecord } from '../../../shared/api/sys/picker-api';
import { POSITION_PICKER } from '../../../shared/hooks/pickers/picker-kinds';
import { KeywordPickerField, type KeywordPickerFieldProps } from './keyword-picker-field';

/** Value = comma list of position codes (or ids with storeField="id"). */
export type PositionPickerFieldProps = KeywordPickerFieldProps<PickerPositionRecord>;

/** The phone's position picker: positions of the value, a tap opens 选择职务 (searched by name). */
export function PositionPickerField(props: PositionPickerFieldProps) {
  return <KeywordPickerField<PickerPositionRecord> kind={POSITION_PICKER} {...props} />;
}

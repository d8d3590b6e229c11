import type { PickerPositionRecord } from '../../../shared/api/sys/picker-api';
import { POSITION_PICKER } from '../../../shared/hooks/pickers/picker-kinds';
import {
  KeywordPickerModal,
  KeywordSelect,
  type KeywordPickerModalProps,
  type KeywordSelectProps,
} from './keyword-picker';

export type PositionPickerModalProps = KeywordPickerModalProps<PickerPositionRecord>;
export type PositionSelectProps = KeywordSelectProps<PickerPositionRecord>;

/** 选择职务 (1200): name / code / rank of the tenant's positions, searched by name; stores codes. */
export function PositionPickerModal(props: PositionPickerModalProps) {
  return <KeywordPickerModal<PickerPositionRecord> kind={POSITION_PICKER} {...props} />;
}

/** JSelectPosition: the positions of the value, and 选择职务 on click. */
export function PositionSelect(props: PositionSelectProps) {
  return <KeywordSelect<PickerPositionRecord> kind={POSITION_PICKER} {...props} />;
}

import type { FieldControlProps, FieldRenderer } from '../grid-cards/types';
import { userCellOptions } from '../../../shared/domain/widgets/pickers/grid-cell-options';
import { UserPickerField } from './user-picker';

/** The row editor's sel_user field: store field and single/multi from the column, as on the desktop. */
function SelUserField(props: FieldControlProps) {
  const { mode, storeField } = userCellOptions(props.column);
  return (
    <UserPickerField
      value={props.value === null || props.value === undefined ? '' : String(props.value)}
      mode={mode}
      storeField={storeField}
      disabled={props.disabled}
      placeholder={props.placeholder || undefined}
      aria-label={props.label}
      onChange={(value) => props.onChange?.(value)}
    />
  );
}

/** Module-level so its identity never changes (the row editor remounts a renderer whose identity changes). */
export const selUserField: FieldRenderer = SelUserField;

import type { CellRenderer, CellRenderProps } from '../editable-grid/types';
import { USER_PICKER_CELL_WIDTH } from '../../../shared/domain/widgets/pickers/picker-config';
import { userCellOptions } from '../../../shared/domain/widgets/pickers/grid-cell-options';
import { UserSelect } from './user-select';

/**
 * The sel_user cell (column width 220 from the grid layout): the users of the cell value, and
 * the 1250 wide 选择用户 dialog. Store field and single/multi come from the column
 * (`fieldExtendJson.store`, `multiSelect: false` / `multi: false`).
 */
function SelUserCell(props: CellRenderProps) {
  const { mode, storeField } = userCellOptions(props.column);
  return (
    <UserSelect
      value={props.value === null || props.value === undefined ? '' : String(props.value)}
      mode={mode}
      storeField={storeField}
      modalWidth={USER_PICKER_CELL_WIDTH}
      disabled={props.disabled}
      placeholder={props.placeholder || undefined}
      aria-label={props.ariaLabel}
      onChange={(value) => props.onChange(value)}
    />
  );
}

/** Module-level so its identity never changes (the grid remounts a renderer whose identity changes). */
export const selUserCell: CellRenderer = SelUserCell;

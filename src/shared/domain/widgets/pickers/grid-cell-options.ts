import { readFieldExtend, type GridColumn } from '../../grid/column';
import { DEFAULT_STORE_FIELD } from './picker-config';
import type { PickerMode } from './selection';

/**
 * A sel_user column's picker settings: `fieldExtendJson.store` (default username) and multi
 * selection unless the column says `multi: false` or `fieldExtendJson.multiSelect: false`.
 */
export function userCellOptions(column: Pick<GridColumn, 'fieldExtendJson' | 'multi'>): {
  mode: PickerMode;
  storeField: string;
} {
  const extend = readFieldExtend(column);
  const single = column.multi === false || extend.multiSelect === false;
  return { mode: single ? 'single' : 'multi', storeField: extend.store || DEFAULT_STORE_FIELD.user };
}

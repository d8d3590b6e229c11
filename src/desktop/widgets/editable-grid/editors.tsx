import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import { CheckboxEditor, CheckboxGroupEditor, RadioEditor, SelectEditor } from './choice-editors';
import { DateEditor, TimeEditor } from './date-editors';
import { NumberEditor, RawValueEditor, TextareaPopEditor, TextEditor } from './text-editors';
import type { CellRenderer } from './types';

/**
 * The built-in editor of every cell type. `null`: the type has no editor (normal is read-only
 * text, slot renders its slot, hidden never renders). The picker and upload types edit their raw
 * value until a picker is installed for them (cellRenderers / installCell).
 */
export const BUILT_IN_EDITORS: Readonly<Record<GridCellType, CellRenderer | null>> = {
  normal: null,
  input: TextEditor,
  inputNumber: NumberEditor,
  checkbox: CheckboxEditor,
  checkbox_meta: CheckboxGroupEditor,
  select: SelectEditor,
  list_multi: SelectEditor,
  sel_search: SelectEditor,
  sel_search_async: RawValueEditor,
  sel_depart: RawValueEditor,
  sel_user: RawValueEditor,
  date: DateEditor,
  datetime: DateEditor,
  time: TimeEditor,
  input_pop: TextareaPopEditor,
  upload: RawValueEditor,
  file: RawValueEditor,
  image: RawValueEditor,
  popup: RawValueEditor,
  radio: RadioEditor,
  slot: null,
  hidden: null,
};

/** Types shown as their control even when the cell is not being edited (one click toggles them). */
export const ALWAYS_SHOWN: ReadonlySet<GridCellType> = new Set<GridCellType>(['checkbox']);

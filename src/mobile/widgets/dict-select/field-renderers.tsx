import { readFieldExtend } from '../../../shared/domain/grid/column';
import type { FieldControlProps, FieldRenderer } from '../grid-cards/types';
import { MobileDictSearchSelect } from './dict-search-select';

/** The grid's async search debounces faster than the form widget (spec 001 §7: 300 ms or 800 ms by widget). */
export const GRID_SEARCH_DEBOUNCE_MS = 300;

function SelSearchAsyncField(props: FieldControlProps) {
  const { column } = props;
  return (
    <MobileDictSearchSelect
      dict={column.dict ?? column.dictCode ?? ''}
      multiple={column.multi === true || readFieldExtend(column).multiSelect === true}
      debounceMs={GRID_SEARCH_DEBOUNCE_MS}
      value={props.value}
      aria-label={props.label}
      placeholder={props.placeholder || undefined}
      disabled={props.disabled}
      onChange={(value) => props.onChange?.(value)}
    />
  );
}

/** `sel_search_async` in the phone's row editor: the full-screen dictionary search. */
export const selSearchAsyncField: FieldRenderer = (props) => <SelSearchAsyncField {...props} />;

/** Every dictionary field renderer of this folder, keyed by cell type (for `fieldRenderers`). */
export const DICT_FIELD_RENDERERS = { sel_search_async: selSearchAsyncField } as const;

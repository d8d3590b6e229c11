import { readFieldExtend } from '../../../shared/domain/grid/column';
import type { CellRenderer, CellRenderProps } from '../editable-grid/types';
import { DictSearchSelect } from './dict-search-select';

/** The grid's async search debounces faster than the form widget (spec 001 §7: 300 ms or 800 ms by widget). */
export const GRID_SEARCH_DEBOUNCE_MS = 300;

function SelSearchAsyncCell(props: CellRenderProps) {
  const { column } = props;
  return (
    <DictSearchSelect
      dict={column.dict ?? column.dictCode ?? ''}
      multiple={column.multi === true || readFieldExtend(column).multiSelect === true}
      debounceMs={GRID_SEARCH_DEBOUNCE_MS}
      value={props.value}
      aria-label={props.ariaLabel}
      placeholder={props.placeholder || undefined}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(value) => props.onChange(value)}
      onBlur={() => props.onBlur()}
    />
  );
}

/** `sel_search_async`: server-side dictionary search (column `dict` = `table,text,code`). */
export const selSearchAsyncCell: CellRenderer = (props) => <SelSearchAsyncCell {...props} />;

/** Every dictionary cell renderer of this folder, keyed by cell type (for `cellRenderers`). */
export const DICT_CELL_RENDERERS = { sel_search_async: selSearchAsyncCell } as const;

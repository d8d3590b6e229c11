// Editable-grid cells of this area (spec 001 §3): sel_depart (160 wide by the grid's column
// defaults) and popup. The lead wires them into the grid's cellRenderers.
import { readFieldExtend } from '../../../shared/domain/grid/column';
import { DepartSelect } from '../pickers/depart-select/depart-select';
import type { CellRenderer } from '../editable-grid/types';
import { PopupInput } from './popup-input';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Department select cell: multi unless the column says `multi: false`; orgCode via fieldExtendJson.store. */
export const selDepartCell: CellRenderer = (props) => {
  const store = readFieldExtend(props.column).store;
  return (
    <DepartSelect
      ariaLabel={props.ariaLabel}
      placeholder={props.placeholder || undefined}
      value={text(props.value)}
      multi={props.column.multi !== false}
      valueField={store === 'orgCode' ? 'orgCode' : 'id'}
      disabled={props.disabled}
      onChange={(value) => props.onChange(value)}
    />
  );
};

/** Popup cell: the chosen rows fill this cell and the row's other dest fields. */
export const popupCell: CellRenderer = (props) => {
  const { column } = props;
  const own = column.field ?? column.key;
  return (
    <PopupInput
      ariaLabel={props.ariaLabel}
      code={column.popupCode}
      orgFields={column.orgFields}
      destFields={column.destFields}
      field={own}
      multi={column.multi}
      sorter={column.sorter}
      param={column.param}
      value={text(props.value)}
      disabled={props.disabled}
      onChange={(value, mapped) => {
        const others = Object.fromEntries(
          Object.entries(mapped).filter(([k]) => k !== own && k !== column.key),
        );
        props.onChange(value, others);
      }}
    />
  );
};

export const POPUP_CELL_RENDERERS = { sel_depart: selDepartCell, popup: popupCell } as const;

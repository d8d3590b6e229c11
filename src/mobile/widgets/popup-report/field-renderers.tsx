// Phone row-editor controls of this area: sel_depart and popup. The row editor's FieldRenderer
// only writes its own field, so the popup fills this field alone (other dest fields are the
// desktop grid's, whose cell API can write them).
import { readFieldExtend } from '../../../shared/domain/grid/column';
import type { FieldRenderer } from '../grid-cards/types';
import { DepartSelect } from '../pickers/depart-select/depart-select';
import { PopupInput } from './popup-input';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const selDepartField: FieldRenderer = (props) => (
  <DepartSelect
    ariaLabel={props.label}
    placeholder={props.placeholder || undefined}
    value={text(props.value)}
    multi={props.column.multi !== false}
    valueField={readFieldExtend(props.column).store === 'orgCode' ? 'orgCode' : 'id'}
    disabled={props.disabled}
    onChange={(value) => props.onChange?.(value)}
  />
);

export const popupField: FieldRenderer = (props) => {
  const { column } = props;
  return (
    <PopupInput
      ariaLabel={props.label}
      code={column.popupCode}
      orgFields={column.orgFields}
      destFields={column.destFields}
      field={column.field ?? column.key}
      multi={column.multi}
      sorter={column.sorter}
      param={column.param}
      value={text(props.value)}
      disabled={props.disabled}
      onChange={(value) => props.onChange?.(value)}
    />
  );
};

export const POPUP_FIELD_RENDERERS = { sel_depart: selDepartField, popup: popupField } as const;

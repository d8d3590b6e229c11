import { Input, Selector, Switch, TextArea } from 'antd-mobile';
import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import { checkboxValues, isCheckboxOn } from '../../../shared/domain/grid/column';
import { cellDisplayText, isMultiColumn, joinMulti, splitMulti } from '../../../shared/domain/grid/display';
import { acceptNumberInput, numberOnBlur } from '../../../shared/domain/grid/number-input';
import type { FieldControlProps, FieldRenderer } from './types';

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function TextControl(props: FieldControlProps) {
  return (
    <Input
      aria-label={props.label}
      value={text(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      clearable
      onChange={(v) => props.onChange?.(v)}
    />
  );
}

/** inputNumber (spec 001 §5): other text is reverted; on blur the value becomes a number or empty. */
function NumberControl(props: FieldControlProps) {
  const current = text(props.value);
  return (
    <Input
      aria-label={props.label}
      inputMode="decimal"
      value={current}
      placeholder={props.placeholder}
      disabled={props.disabled}
      onChange={(v) => {
        const accepted = acceptNumberInput(v, current);
        if (accepted !== current) props.onChange?.(accepted);
      }}
      onBlur={() => {
        const settled = numberOnBlur(props.value);
        if (settled !== props.value) props.onChange?.(settled);
      }}
    />
  );
}

function TextareaControl(props: FieldControlProps) {
  return (
    <TextArea
      aria-label={props.label}
      value={text(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      autoSize={{ minRows: 3, maxRows: 8 }}
      onChange={(v) => props.onChange?.(v)}
    />
  );
}

/** select, radio, list_multi, checkbox_meta: the phone's choice chips (several for multi types). */
function ChoiceControl(props: FieldControlProps) {
  const multi = isMultiColumn(props.column);
  const value = multi ? splitMulti(props.value) : text(props.value) === '' ? [] : [text(props.value)];
  return (
    <div role="group" aria-label={props.label}>
      <Selector
        multiple={multi}
        columns={2}
        disabled={props.disabled}
        value={value}
        options={props.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        onChange={(next) => props.onChange?.(multi ? joinMulti(next) : (next[0] ?? ''))}
      />
    </div>
  );
}

function CheckboxControl(props: FieldControlProps) {
  const [on, off] = checkboxValues(props.column);
  return (
    <Switch
      aria-label={props.label}
      checked={isCheckboxOn(props.column, props.value)}
      disabled={props.disabled}
      onChange={(checked) => props.onChange?.(checked ? on : off)}
    />
  );
}

/**
 * date, datetime, time: the phone's native pickers (fast, familiar, no extra code). Stored as
 * YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and HH:mm:ss; datetime-local uses a T between the parts.
 */
function DateControl(props: FieldControlProps) {
  const type = props.column.type;
  const stored = text(props.value);
  const native = type === 'datetime' ? stored.replace(' ', 'T') : stored;
  return (
    <input
      className="cwxt-m-cards-native"
      type={type === 'datetime' ? 'datetime-local' : type === 'time' ? 'time' : 'date'}
      step={type === 'date' ? undefined : 1}
      aria-label={props.label}
      value={native}
      disabled={props.disabled}
      onChange={(e) => {
        let v = e.target.value;
        if (type === 'datetime' && v) v = `${v.replace('T', ' ')}${v.length === 16 ? ':00' : ''}`;
        else if (type === 'time' && v.length === 5) v = `${v}:00`;
        props.onChange?.(v);
      }}
    />
  );
}

/** normal and slot (without a renderer): read-only text. */
function ReadOnlyControl(props: FieldControlProps) {
  return (
    <span className="cwxt-m-cards-readonly">{cellDisplayText(props.column, props.value, props.options)}</span>
  );
}

/**
 * The built-in control of each type. Picker and upload types edit their raw stored value until a
 * picker is plugged in through `fieldRenderers`; `null` = never shown (hidden).
 */
export const BUILT_IN_FIELDS: Readonly<Record<GridCellType, FieldRenderer | null>> = {
  normal: ReadOnlyControl,
  input: TextControl,
  inputNumber: NumberControl,
  checkbox: CheckboxControl,
  checkbox_meta: ChoiceControl,
  select: ChoiceControl,
  list_multi: ChoiceControl,
  sel_search: ChoiceControl,
  sel_search_async: TextControl,
  sel_depart: TextControl,
  sel_user: TextControl,
  date: DateControl,
  datetime: DateControl,
  time: DateControl,
  input_pop: TextareaControl,
  upload: TextControl,
  file: TextControl,
  image: TextControl,
  popup: TextControl,
  radio: ChoiceControl,
  slot: ReadOnlyControl,
  hidden: null,
};

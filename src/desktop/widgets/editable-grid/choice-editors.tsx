import { useRef } from 'react';
import { Checkbox, Radio, Select } from 'antd';
import { checkboxValues, isCheckboxOn } from '../../../shared/domain/grid/column';
import { isMultiColumn, joinMulti, splitMulti } from '../../../shared/domain/grid/display';
import type { CellRenderProps } from './types';

/** Spec 001 §2 select texts and §9 dropdown height. */
export const SELECT_TEXTS = {
  empty: '没有查询到任何数据',
  searchHint: '请输入搜索内容',
  loading: '加载中…',
} as const;
const DROPDOWN_MAX_HEIGHT = 400;

function selectOptions(props: CellRenderProps) {
  return props.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }));
}

/**
 * select, sel_search, list_multi (and select with props.mode multiple). Choices are stored as
 * strings, several joined by commas. `allowSearch` (and every sel_search) filters by label;
 * `allowInput` keeps typed text that matches no option as the value.
 */
export function SelectEditor(props: CellRenderProps) {
  const { column } = props;
  const multi = isMultiColumn(column);
  const searchable =
    column.type === 'sel_search' || column.allowSearch === true || column.allowInput === true;
  const typed = useRef('');
  const value = multi
    ? splitMulti(props.value)
    : props.value === '' || props.value === undefined || props.value === null
      ? undefined
      : String(props.value);

  return (
    <Select
      {...props.inputProps}
      style={{ width: '100%' }}
      mode={multi ? 'multiple' : undefined}
      value={value}
      options={selectOptions(props)}
      placeholder={props.placeholder || '请选择'}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      allowClear
      autoFocus={props.autoFocus}
      defaultOpen={props.autoFocus && !props.disabled}
      listHeight={DROPDOWN_MAX_HEIGHT}
      notFoundContent={searchable && !typed.current ? SELECT_TEXTS.searchHint : SELECT_TEXTS.empty}
      showSearch={
        searchable
          ? {
              optionFilterProp: 'label',
              onSearch: (text: string) => {
                typed.current = text;
              },
            }
          : false
      }
      onChange={(next: string | string[] | undefined) => {
        typed.current = '';
        props.onChange(Array.isArray(next) ? joinMulti(next) : (next ?? ''));
      }}
      onBlur={() => {
        const text = typed.current.trim();
        typed.current = '';
        const known = props.options.some((o) => o.value === text || o.label === text);
        if (column.allowInput === true && !multi && text && !known) props.onBlur(text);
        else props.onBlur();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.stopEditing();
      }}
    />
  );
}

/** radio: one choice among the options. */
export function RadioEditor(props: CellRenderProps) {
  return (
    <Radio.Group
      {...props.inputProps}
      aria-label={props.ariaLabel}
      value={props.value === '' ? undefined : String(props.value ?? '')}
      options={selectOptions(props)}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** checkbox: stores customValue[0] / [1] (default true / false). Always shown as a checkbox. */
export function CheckboxEditor(props: CellRenderProps) {
  const [on, off] = checkboxValues(props.column);
  return (
    <Checkbox
      {...props.inputProps}
      aria-label={props.ariaLabel}
      checked={isCheckboxOn(props.column, props.value)}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked ? on : off)}
    />
  );
}

/** checkbox_meta: several choices among the options as checkboxes, stored comma-joined. */
export function CheckboxGroupEditor(props: CellRenderProps) {
  return (
    <Checkbox.Group
      {...props.inputProps}
      aria-label={props.ariaLabel}
      value={splitMulti(props.value)}
      options={selectOptions(props)}
      disabled={props.disabled}
      onChange={(next) => props.onChange(joinMulti(next))}
    />
  );
}

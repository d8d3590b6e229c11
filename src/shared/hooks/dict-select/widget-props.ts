import type { ReactNode } from 'react';
import type { DictOption, DictOptionInput } from '../../domain/widgets/dict/options';

/** Props every dictionary-family widget takes on both shells. */
interface DictFieldProps {
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** Accessible name (on the phone also the sheet's title). */
  'aria-label'?: string;
}

/** `list` = a select (default), `radio`, `radioButton` (JDictSelectTag's types). */
export type DictSelectType = 'list' | 'radio' | 'radioButton';

/** Props of the dictionary select (JDictSelectTag) on both shells. */
export interface DictSelectWidgetProps extends DictFieldProps {
  /** Dictionary code or table dictionary (`table,text,code`). */
  dictCode?: string;
  /** Static options (value + text | label | title); used instead of the dictionary. */
  options?: readonly DictOptionInput[];
  type?: DictSelectType;
  value?: unknown;
  /** The chosen value ('' = none) and its option. */
  onChange?: (value: string, option?: DictOption) => void;
}

/** Props of the multi-select dictionary (JMultiSelectTag) on both shells. */
export interface DictMultiSelectWidgetProps extends DictFieldProps {
  dictCode?: string;
  options?: readonly DictOptionInput[];
  /** `list` = a multiple select / chips (default), `checkbox` = a checkbox group. */
  type?: 'list' | 'checkbox';
  /** Comma-joined values. */
  value?: unknown;
  /** Comma-joined values ('' when none). */
  onChange?: (value: string) => void;
}

/** Props of the dictionary search select (JSearchSelectTag) on both shells. */
export interface DictSearchSelectWidgetProps extends DictFieldProps {
  /** Table dictionary `table,text,code[,condition]` (async) or any dictionary code (local). */
  dict: string;
  multiple?: boolean;
  value?: unknown;
  /** The stored value ('' = none; several comma-joined) and the chosen items. */
  onChange?: (value: string, selected: DictOption[]) => void;
  /** Async search debounce (default 800 ms). */
  debounceMs?: number;
  /** Async page size (default 10). */
  pageSize?: number;
}

/** Props both tree selects (JTreeSelect, JCategorySelect) share on both shells. */
export interface DictTreeWidgetProps extends DictFieldProps {
  value?: unknown;
  /** The stored value ('' = none; several comma-joined) and the chosen items. */
  onChange?: (value: string, selected: DictOption[]) => void;
  multiple?: boolean;
}

/** Props of the switch (JSwitch) on both shells. */
export interface DictSwitchWidgetProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** [on, off] stored values (default ['Y', 'N']). */
  options?: readonly unknown[];
  /** A checkbox for search forms: checked = first option, unchecked = '' (no filter). */
  query?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  /** Checkbox text in query mode. */
  children?: ReactNode;
}

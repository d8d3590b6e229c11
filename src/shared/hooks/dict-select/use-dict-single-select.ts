import { singleDictValue } from '../../domain/widgets/dict/options';
import { useDictSelectOptions, type DictSelectOptionsState } from './use-dict-select-options';
import type { DictSelectWidgetProps } from './widget-props';

export interface DictSingleSelectState extends DictSelectOptionsState {
  /** The current single value ('' = none). */
  current: string;
  /** Emits a chosen value with its option (none for '' / 请选择). */
  emit: (next: string) => void;
}

/** What both shells' single dictionary select do before rendering: options, value, emit. */
export function useDictSingleSelect({
  dictCode,
  options: staticOptions,
  value,
  onChange,
}: Pick<DictSelectWidgetProps, 'dictCode' | 'options' | 'value' | 'onChange'>): DictSingleSelectState {
  const state = useDictSelectOptions({ dictCode, options: staticOptions });
  const emit = (next: string) =>
    onChange?.(
      next,
      state.options.find((o) => o.value === next),
    );
  return { ...state, current: singleDictValue(value), emit };
}

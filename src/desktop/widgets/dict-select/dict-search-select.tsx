import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useDictSearch } from '../../../shared/hooks/dict-select/use-dict-search';
import { useDictSelectOptions } from '../../../shared/hooks/dict-select/use-dict-select-options';
import type { DictSearchSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_DROPDOWN_MAX_HEIGHT, DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import { joinDictValue, singleDictValue, splitDictValue } from '../../../shared/domain/widgets/dict/options';
import { DictError } from './dict-select';

export interface DictSearchSelectProps extends DictSearchSelectWidgetProps {
  /** true (default): search on the server (`loadDict`); false: filter the dictionary locally. */
  async?: boolean;
  style?: CSSProperties;
  autoFocus?: boolean;
  status?: 'error';
  onBlur?: () => void;
}

type LabeledValue = { value: string; label: string };

/** Async search select (JSearchSelectTag async, sel_search_async). */
function AsyncSearchSelect(props: DictSearchSelectProps) {
  const { dict, multiple, value, onChange, debounceMs, pageSize } = props;
  const state = useDictSearch({ dict, value, debounceMs, pageSize });
  if (state.error) return <DictError message={state.error} />;
  const selected: LabeledValue[] = state.selected.map((o) => ({ value: o.value, label: o.label }));
  const notFound = state.loading
    ? DICT_SELECT_TEXTS.loading
    : state.keyword
      ? DICT_SELECT_TEXTS.empty
      : DICT_SELECT_TEXTS.searchHint;

  const emit = (items: LabeledValue[]) => {
    const picked = items.map((i) => ({
      value: i.value,
      label: state.options.find((o) => o.value === i.value)?.label ?? String(i.label ?? i.value),
    }));
    state.remember(picked);
    onChange?.(joinDictValue(picked.map((p) => p.value)), picked);
  };

  return (
    <Select<LabeledValue | LabeledValue[]>
      id={props.id}
      aria-label={props['aria-label']}
      style={{ width: '100%', ...props.style }}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      allowClear
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      status={props.status}
      placeholder={props.placeholder ?? DICT_SELECT_TEXTS.choose}
      value={multiple ? selected : selected[0]}
      options={state.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
      listHeight={DICT_DROPDOWN_MAX_HEIGHT}
      notFoundContent={notFound}
      showSearch={{
        filterOption: false,
        onSearch: state.search,
      }}
      onOpenChange={(open) => {
        if (open) state.open();
      }}
      onFocus={() => state.open()}
      onBlur={props.onBlur}
      onChange={(next) => {
        if (!next || (Array.isArray(next) && next.length === 0)) {
          onChange?.('', []);
          // Like the original: after clearing, the list shows the first page again.
          if (!next) state.search('');
          return;
        }
        emit(Array.isArray(next) ? next : [next]);
      }}
    />
  );
}

/** Local search over a dictionary's options (JSearchSelectTag without async). */
function LocalSearchSelect(props: DictSearchSelectProps) {
  const { options, loading, error } = useDictSelectOptions({ dictCode: props.dict });
  if (error) return <DictError message={error} />;
  const values = splitDictValue(props.value);
  const current = props.multiple ? values : singleDictValue(props.value) || undefined;
  return (
    <Select<string | string[]>
      id={props.id}
      aria-label={props['aria-label']}
      style={{ width: '100%', ...props.style }}
      mode={props.multiple ? 'multiple' : undefined}
      allowClear
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      status={props.status}
      loading={loading}
      placeholder={props.placeholder ?? DICT_SELECT_TEXTS.choose}
      value={current}
      options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
      listHeight={DICT_DROPDOWN_MAX_HEIGHT}
      notFoundContent={loading ? DICT_SELECT_TEXTS.loading : DICT_SELECT_TEXTS.empty}
      showSearch={{ optionFilterProp: 'label' }}
      onBlur={props.onBlur}
      onChange={(next) => {
        const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
        const picked = options.filter((o) => list.includes(o.value));
        props.onChange?.(joinDictValue(list), picked);
      }}
    />
  );
}

/**
 * Dictionary search select: `async` (default) asks `loadDict` with the typed keyword (debounced,
 * page size 10) and shows the current value's label via `loadDictItem`; otherwise the dictionary's
 * options are filtered locally. Texts: 请输入搜索内容, 加载中…, 没有查询到任何数据.
 */
export function DictSearchSelect({ async = true, ...props }: DictSearchSelectProps) {
  return async ? <AsyncSearchSelect {...props} /> : <LocalSearchSelect {...props} />;
}

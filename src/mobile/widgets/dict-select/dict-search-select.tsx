import { useState } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { useDictSearch } from '../../../shared/hooks/dict-select/use-dict-search';
import type { DictSearchSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import { joinDictValue, type DictOption } from '../../../shared/domain/widgets/dict/options';
import { DictErrorText, OptionRows, Sheet, SheetTrigger } from './sheet';

/** Async only: `dict` is a table dictionary `table,text,code[,condition]`. */
export type MobileDictSearchSelectProps = DictSearchSelectWidgetProps;

/**
 * The phone's async dictionary search: a full-screen sheet with a search bar (请输入搜索内容),
 * results of `loadDict` (debounced, page size 10), 加载中… / 没有查询到任何数据.
 */
export function MobileDictSearchSelect({
  dict,
  multiple,
  value,
  onChange,
  debounceMs,
  pageSize,
  placeholder = DICT_SELECT_TEXTS.choose,
  disabled,
  id,
  'aria-label': ariaLabel = DICT_SELECT_TEXTS.choose,
}: MobileDictSearchSelectProps) {
  const state = useDictSearch({ dict, value, debounceMs, pageSize });
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<DictOption[]>([]);
  if (state.error) return <DictErrorText message={state.error} />;
  const text = state.selected.map((o) => o.label).join(',');

  const commit = (picked: DictOption[]) => {
    setOpen(false);
    state.remember(picked);
    onChange?.(joinDictValue(picked.map((o) => o.value)), picked);
  };
  const note = state.loading
    ? DICT_SELECT_TEXTS.loading
    : state.options.length === 0
      ? state.keyword
        ? DICT_SELECT_TEXTS.empty
        : DICT_SELECT_TEXTS.searchHint
      : null;

  return (
    <>
      <SheetTrigger
        id={id}
        label={ariaLabel}
        text={text}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => {
          setPending(state.selected);
          setOpen(true);
          state.open();
        }}
        onClear={() => onChange?.('', [])}
      />
      <Sheet
        full
        title={ariaLabel}
        visible={open}
        onClose={() => setOpen(false)}
        footer={
          multiple ? (
            <Button block color="primary" onClick={() => commit(pending)}>
              确定
            </Button>
          ) : null
        }
      >
        <SearchBar placeholder={DICT_SELECT_TEXTS.searchHint} onChange={state.search} />
        <div className="cwxt-dict-sheet-body">
          <OptionRows
            options={state.options}
            selected={(multiple ? pending : state.selected).map((o) => o.value)}
            multiple={multiple}
            note={note}
            onPick={(o) => {
              if (!multiple) commit([o]);
              else
                setPending((prev) =>
                  prev.some((p) => p.value === o.value)
                    ? prev.filter((p) => p.value !== o.value)
                    : [...prev, o],
                );
            }}
          />
        </div>
      </Sheet>
    </>
  );
}

import { useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { usePlantOptions } from '../../../shared/api/cwxt/plant-api';
import { plantIdsMatching } from '../../../shared/hooks/list-page/filter-values';

export interface PlantChoiceProps {
  /** A plant id, or several (the search bar's matches). */
  value?: string | string[];
  onChange?: (id: string | undefined) => void;
  label?: string;
  placeholder?: string;
}

const idsOf = (v: PlantChoiceProps['value']): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).filter((x) => x !== '');

/**
 * A plant chosen by name from the caller's plants (GET /cwxt/plant/options), in a bottom sheet
 * with a search box: thumbs pick from a list, nobody types an id.
 */
export function PlantChoice({ value, onChange, label = '电厂', placeholder = '全部电厂' }: PlantChoiceProps) {
  const { options } = usePlantOptions();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = idsOf(value);
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  const text =
    chosen.length === 0 ? null : chosen.length === 1 ? nameOf(chosen[0]!) : `已选${chosen.length}个电厂`;
  const shown = query.trim() ? options.filter((o) => plantIdsMatching([o], query).length > 0) : options;
  const pick = (id: string | undefined) => {
    onChange?.(id);
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <button
        type="button"
        className="cwxt-m-picker-trigger"
        aria-label={`${label} ${text ?? placeholder}`}
        onClick={() => setOpen(true)}
      >
        <span className={text ? undefined : 'cwxt-m-placeholder'}>{text ?? placeholder}</span>
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        destroyOnClose
        bodyClassName="cwxt-m-choice-sheet"
      >
        <div role="dialog" aria-modal="true" aria-label={`选择${label}`} className="cwxt-m-choice">
          <SearchBar placeholder="搜索电厂名称" value={query} onChange={setQuery} />
          <ul role="listbox" aria-label={label} className="cwxt-m-choice-list">
            {query.trim() === '' && (
              <li
                role="option"
                aria-selected={chosen.length === 0}
                tabIndex={0}
                onClick={() => pick(undefined)}
              >
                {placeholder}
              </li>
            )}
            {shown.map((o) => (
              <li
                key={o.value}
                role="option"
                aria-selected={chosen.includes(o.value)}
                tabIndex={0}
                onClick={() => pick(o.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') pick(o.value);
                }}
              >
                {o.label}
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="cwxt-m-choice-empty">没有名称包含“{query.trim()}”的电厂</p>}
        </div>
      </Popup>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { SearchBar } from 'antd-mobile';
import { usePlantOptions } from '../../../shared/api/cwxt/plant-api';
import type { ResourceField } from '../../../shared/domain/resources/types';
import {
  isEmptyFilterValue,
  keywordFieldOf,
  plantIdsMatching,
  withoutFilter,
} from '../../../shared/hooks/list-page/filter-values';
import type { SearchValues } from '../../../shared/hooks/list-page/search-params';
import { showToast } from '../../ui/feedback';
import { ActiveFilterChips } from './filter-chips';
import { FilterSheet } from './filter-sheet';

export interface PhoneListFilterProps {
  /** The schema's search fields (searchFieldsOf). */
  fields: ResourceField[];
  values: SearchValues;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** Search again from page 1 with these. */
  onSearch: (keyword: string, values: SearchValues) => void;
  /** More controls after 筛选 (a page's own picker, the advanced query). */
  extra?: ReactNode;
}

/**
 * A search bar over a list filtered by plant: the typed name picks the matching plants (their ids
 * go to the filter, their names to the chip); a name no plant has is said and changes nothing.
 */
function PlantSearchBar({
  field,
  values,
  onSearch,
}: {
  field: ResourceField;
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
}) {
  const { options } = usePlantOptions();
  const [text, setText] = useState('');
  return (
    <SearchBar
      placeholder={`搜索${field.title}名称`}
      value={text}
      onChange={setText}
      onSearch={(typed) => {
        if (typed.trim() === '') return;
        const ids = plantIdsMatching(options, typed);
        if (ids.length === 0) {
          showToast(`没有名称包含“${typed.trim()}”的${field.title}`);
          return;
        }
        setText('');
        onSearch({ ...values, [field.key]: ids.length === 1 ? ids[0] : ids });
      }}
    />
  );
}

/**
 * The phone list's filters, from the schema's search fields: a search bar (the keyword field, or
 * the plant by name), 筛选 opening the sheet of the other fields, and the active filters as
 * removable chips above the list. Every list built on ResourceCardList gets it.
 */
export function PhoneListFilter({
  fields,
  values,
  keyword,
  onKeywordChange,
  onSearch,
  extra,
}: PhoneListFilterProps) {
  const [open, setOpen] = useState(false);
  const keywordField = keywordFieldOf(fields);
  const sheetFields = fields.filter((f) => f !== keywordField);
  const plantField = keywordField ? undefined : fields.find((f) => f.picker === 'plant');
  const active = sheetFields.some((f) => !isEmptyFilterValue(values[f.key]));
  if (!keywordField && sheetFields.length === 0 && !extra) return null;
  return (
    <>
      <div className="cwxt-m-card-list-search" role="search">
        {keywordField && (
          <SearchBar
            placeholder={`请输入${keywordField.title}`}
            value={keyword}
            onChange={onKeywordChange}
            onSearch={(v) => onSearch(v, values)}
            onClear={() => onSearch('', values)}
          />
        )}
        {plantField && (
          <PlantSearchBar field={plantField} values={values} onSearch={(next) => onSearch(keyword, next)} />
        )}
        {sheetFields.length > 0 && (
          <button
            type="button"
            className="cwxt-m-filter-button"
            data-active={active}
            onClick={() => setOpen(true)}
          >
            筛选
          </button>
        )}
        {extra}
      </div>
      <ActiveFilterChips
        fields={sheetFields}
        values={values}
        onRemove={(key) => onSearch(keyword, withoutFilter(values, key))}
        onClear={() => onSearch(keyword, {})}
      />
      {sheetFields.length > 0 && (
        <FilterSheet
          open={open}
          fields={sheetFields}
          values={values}
          onClose={() => setOpen(false)}
          onReset={() => {
            setOpen(false);
            onSearch(keyword, {});
          }}
          onApply={(next) => {
            setOpen(false);
            onSearch(keyword, next);
          }}
        />
      )}
    </>
  );
}

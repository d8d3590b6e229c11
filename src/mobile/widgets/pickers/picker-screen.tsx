import { useId, useState } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { PICKER_PAGE_SIZE, PICKER_TEXTS } from '../../../shared/domain/widgets/pickers/picker-config';
import {
  recordKey,
  valueLabels,
  type PickerMode,
  type PickerRecord,
} from '../../../shared/domain/widgets/pickers/selection';
import type { PickerListState } from '../../../shared/hooks/pickers/use-picker-lists';
import { usePickerSelection } from '../../../shared/hooks/pickers/use-picker-selection';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import './pickers.css';

export interface PickerScreenProps<T extends PickerRecord> {
  title: string;
  searchPlaceholder: string;
  mode: PickerMode;
  storeField: string;
  value?: string;
  known?: readonly T[];
  list: PickerListState<T>;
  onSearch(keyword: string): void;
  label(record: T): string;
  subtitle(record: T): string;
  onOk(value: string, records: T[]): void;
  onClose(): void;
}

/**
 * The phone's picker (spec 001 §2): a full-screen searchable list, check marks on the chosen
 * rows (native checkboxes / radios underneath), 加载更多 in steps of 10, and a confirm bar with
 * the choice (已选 n 项), 清空 and 确定. Single mode keeps only the newly checked record.
 */
export function PickerScreen<T extends PickerRecord>(props: PickerScreenProps<T>) {
  const { list, mode, storeField } = props;
  const sel = usePickerSelection<T>({ mode, storeField, initialValue: props.value, known: props.known });
  const [keyword, setKeyword] = useState('');
  const name = useId();
  const labels = valueLabels(sel.selection.keys, sel.selection.records, props.label);
  const more = list.records.length < list.total;

  const footer = (
    <div className="cwxt-m-picker-bar">
      <output aria-label={PICKER_TEXTS.selected(labels.length)}>
        {PICKER_TEXTS.selected(labels.length)}
        {labels.length > 0 ? `：${labels.join('、')}` : ''}
      </output>
      <Button size="small" onClick={sel.clear} disabled={labels.length === 0}>
        {PICKER_TEXTS.clear}
      </Button>
      <Button
        color="primary"
        onClick={() => {
          const { value, records } = sel.result();
          props.onOk(value, records);
        }}
      >
        {PICKER_TEXTS.ok}
      </Button>
    </div>
  );

  return (
    <FullScreenDialog title={props.title} open onClose={props.onClose} footer={footer}>
      <div role="search">
        <SearchBar
          placeholder={props.searchPlaceholder}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => props.onSearch(v.trim())}
          onClear={() => props.onSearch('')}
        />
      </div>
      {list.error && (
        <div className="cwxt-m-error cwxt-m-picker-note" role="alert">
          {list.error}
        </div>
      )}
      <fieldset aria-label={props.title} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {list.records.map((record) => {
          const key = recordKey(record, storeField);
          const checked = sel.selection.keys.includes(key);
          const subtitle = props.subtitle(record);
          return (
            <label key={key} className={`cwxt-m-picker-row${checked ? ' is-checked' : ''}`}>
              <input
                type={mode === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={key}
                checked={checked}
                onChange={() => sel.toggle(record)}
                // A checked radio gets no change event: a tap on it unchecks like the desktop's row click.
                onClick={() => mode === 'single' && checked && sel.toggle(record, false)}
              />
              <span className="cwxt-m-picker-text">
                {props.label(record)}
                {subtitle && <span className="cwxt-m-picker-sub">{subtitle}</span>}
              </span>
              <span className="cwxt-m-picker-mark" aria-hidden="true">
                {checked && <CheckOutline />}
              </span>
            </label>
          );
        })}
      </fieldset>
      {list.loading ? (
        <div className="cwxt-m-picker-note">{PICKER_TEXTS.loading}</div>
      ) : list.records.length === 0 ? (
        <div className="cwxt-m-picker-note">{PICKER_TEXTS.empty}</div>
      ) : more ? (
        <div className="cwxt-m-picker-note">
          <Button fill="none" onClick={() => list.changePage(1, list.pageSize + PICKER_PAGE_SIZE)}>
            {PICKER_TEXTS.loadMore}
          </Button>
        </div>
      ) : (
        <div className="cwxt-m-picker-note">{PICKER_TEXTS.noMore}</div>
      )}
    </FullScreenDialog>
  );
}

import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { rangeOrderError } from '../../../shared/hooks/list-page/filter-values';
import type { SearchValues } from '../../../shared/hooks/list-page/search-params';
import { parseDateValue } from '../../../shared/hooks/list-page/date-values';
import { DateField } from '../card-list/field-control';
import { formatDateOf } from '../card-list/field-value-props';
import { RangePicker } from './month-range';
import { PlantChoice } from './plant-choice';
import { ScreenEntry } from '../../ui/screen-entry';
import './filter.css';

interface Props {
  open: boolean;
  fields: ResourceField[];
  values: SearchValues;
  onApply: (values: SearchValues) => void;
  onReset: () => void;
  onClose: () => void;
}

/** A dictionary's values as chips (状态, 发票类型): one tap chooses, a second tap clears. */
function DictChips({
  dictCode,
  multiple,
  value,
  onChange,
  label,
}: {
  dictCode: string;
  multiple: boolean;
  value?: string[];
  onChange?: (v: string[]) => void;
  label: string;
}) {
  const { options } = useDictOptions(dictCode);
  return (
    <div role="group" aria-label={label}>
      <Selector
        multiple={multiple}
        value={value}
        onChange={(v) => onChange?.(v)}
        options={options.map((o) => ({ value: o.value, label: o.text }))}
      />
    </div>
  );
}

/** Single dict choice ↔ the one-item array Selector uses. */
const singleChoice = {
  getValueProps: (v: unknown) => ({ value: v === undefined || v === null || v === '' ? [] : [String(v)] }),
  normalize: (list: string[] | undefined) => list?.[0],
};

function filterItem(field: ResourceField): ReactElement {
  const { key, title } = field;
  if (field.picker === 'plant') {
    return (
      <Form.Item key={key} name={key} label={title}>
        <PlantChoice label={title} />
      </Form.Item>
    );
  }
  if (field.search === 'range') {
    if (field.kind === 'number' || field.kind === 'integer') {
      return (
        <Form.Item key={key} label={title}>
          <div className="cwxt-m-range">
            {[0, 1].map((i) => (
              <Form.Item key={i} name={[key, i]} noStyle>
                <Input
                  type="number"
                  aria-label={`${title}${i === 0 ? '起' : '止'}`}
                  placeholder={i === 0 ? '最小' : '最大'}
                />
              </Form.Item>
            ))}
          </div>
        </Form.Item>
      );
    }
    return (
      <Form.Item key={key} name={key} label={title}>
        <RangePicker field={field} />
      </Form.Item>
    );
  }
  if ((field.kind === 'dict' || field.kind === 'dictMulti') && field.dictCode) {
    const multiple = field.kind === 'dictMulti';
    return (
      <Form.Item key={key} name={key} label={title} {...(multiple ? {} : singleChoice)}>
        <DictChips dictCode={field.dictCode} multiple={multiple} label={title} />
      </Form.Item>
    );
  }
  if (field.kind === 'date' || field.kind === 'datetime') {
    return (
      <Form.Item
        key={key}
        name={key}
        label={title}
        trigger="onConfirm"
        getValueProps={(v: unknown) => ({ value: parseDateValue(v) })}
        normalize={(d: Date | null | undefined) => (d ? formatDateOf(field, d) : undefined)}
      >
        <DateField field={field} />
      </Form.Item>
    );
  }
  return (
    <Form.Item key={key} name={key} label={title}>
      <Input placeholder={`请输入${title}`} clearable />
    </Form.Item>
  );
}

/**
 * The 筛选 bottom sheet: a chooser per search field (plant list, chips, month/day range) that
 * scrolls, and 重置 / 确定 pinned under it, so both stay in reach at 360×640 however many fields.
 * A range whose start is after its end is refused with a message and nothing is searched.
 */
export function FilterSheet({ open, fields, values, onApply, onReset, onClose }: Props) {
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(values);
      setError(null);
    }
  }, [open, values, form]);
  const apply = () => {
    const next = form.getFieldsValue(true) as SearchValues;
    const problem = fields.map((f) => rangeOrderError(f, next[f.key])).find((m) => m !== undefined);
    if (problem) {
      setError(problem);
      return;
    }
    onApply(next);
  };
  return (
    <>
      {/* Its own history entry: the platform back closes the sheet, not the list. */}
      <ScreenEntry open={open} onClose={onClose} />
      <Popup
        visible={open}
        onMaskClick={onClose}
        onClose={onClose}
        position="bottom"
        bodyClassName="cwxt-m-filter-sheet-body"
      >
        <div role="dialog" aria-modal="true" aria-label="筛选" className="cwxt-m-filter-sheet">
          <div className="cwxt-m-filter-sheet-fields">
            <Form form={form} name="filter" layout="vertical" onValuesChange={() => setError(null)}>
              {fields.map(filterItem)}
            </Form>
          </div>
          {error && (
            <div role="alert" className="cwxt-m-filter-error">
              {error}
            </div>
          )}
          <div className="cwxt-m-filter-footer">
            <Button
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              重置
            </Button>
            <Button color="primary" onClick={apply}>
              确定
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}

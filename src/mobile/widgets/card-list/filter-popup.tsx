import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import type { SearchValues } from '../../../shared/hooks/list-page/search-params';
import { DateField } from './field-control';
import { formatDateOf } from './field-value-props';
import { parseDateValue } from '../../../shared/hooks/list-page/date-values';

interface Props {
  open: boolean;
  fields: ResourceField[];
  values: SearchValues;
  onApply: (values: SearchValues) => void;
  onReset: () => void;
  onClose: () => void;
}

function DictChips({
  dictCode,
  multiple,
  value,
  onChange,
}: {
  dictCode: string;
  multiple: boolean;
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const { options } = useDictOptions(dictCode);
  return (
    <Selector
      multiple={multiple}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options.map((o) => ({ value: o.value, label: o.text }))}
    />
  );
}

/** Single dict choice ↔ the one-item array Selector uses. */
const singleChoice = {
  getValueProps: (v: unknown) => ({ value: v === undefined || v === null || v === '' ? [] : [String(v)] }),
  normalize: (list: string[] | undefined) => list?.[0],
};

function dateProps(field: ResourceField) {
  return {
    trigger: 'onConfirm',
    getValueProps: (v: unknown) => ({ value: parseDateValue(v) }),
    normalize: (d: Date | null | undefined) => (d ? formatDateOf(field, d) : undefined),
  };
}

function filterItems(field: ResourceField): ReactElement[] {
  const { key, title } = field;
  if (field.search === 'range') {
    const isNumber = field.kind === 'number' || field.kind === 'integer';
    return [0, 1].map((i) => {
      const label = `${title}${i === 0 ? '起' : '止'}`;
      return (
        <Form.Item key={`${key}.${i}`} name={[key, i]} label={label} {...(isNumber ? {} : dateProps(field))}>
          {isNumber ? <Input type="number" placeholder={label} /> : <DateField field={field} />}
        </Form.Item>
      );
    });
  }
  if ((field.kind === 'dict' || field.kind === 'dictMulti') && field.dictCode) {
    const multiple = field.kind === 'dictMulti';
    return [
      <Form.Item key={key} name={key} label={title} {...(multiple ? {} : singleChoice)}>
        <DictChips dictCode={field.dictCode} multiple={multiple} />
      </Form.Item>,
    ];
  }
  if (field.kind === 'date' || field.kind === 'datetime') {
    return [
      <Form.Item key={key} name={key} label={title} {...dateProps(field)}>
        <DateField field={field} />
      </Form.Item>,
    ];
  }
  return [
    <Form.Item key={key} name={key} label={title}>
      <Input placeholder={`请输入${title}`} clearable />
    </Form.Item>,
  ];
}

/** The search fields that do not fit the search bar, in a bottom sheet: 重置 clears them, 确定 searches. */
export function FilterPopup({ open, fields, values, onApply, onReset, onClose }: Props) {
  const [form] = Form.useForm();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(values);
    }
  }, [open, values, form]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}
    >
      <div role="dialog" aria-modal="true" aria-label="筛选">
        <Form form={form} name="filter" layout="horizontal">
          {fields.flatMap(filterItems)}
        </Form>
        <div className="cwxt-m-filter-footer">
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
          <Button color="primary" onClick={() => onApply(form.getFieldsValue(true) as SearchValues)}>
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}

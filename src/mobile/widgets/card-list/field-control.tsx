import type { ReactElement } from 'react';
import { DatePicker, Input, Picker, Selector, Switch, TextArea } from 'antd-mobile';
import type { PickerValue } from 'antd-mobile/es/components/picker-view';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { formatDateOf } from './field-value-props';

interface Injected<V> {
  value?: V;
  onConfirm?: (value: V) => void;
  onChange?: (value: V) => void;
  disabled?: boolean;
  id?: string;
}

/** The text of a picker trigger: the choice, or 请选择. */
function TriggerButton({
  text,
  disabled,
  onOpen,
  id,
}: {
  text: string | null;
  disabled?: boolean;
  onOpen: () => void;
  id?: string;
}) {
  return (
    <button type="button" id={id} className="cwxt-m-picker-trigger" disabled={disabled} onClick={onOpen}>
      <span className={text ? undefined : 'cwxt-m-placeholder'}>{text ?? '请选择'}</span>
    </button>
  );
}

/** A dictionary choice in a bottom picker (value is the one-item array Picker uses). */
export function DictPicker({
  dictCode,
  value,
  onConfirm,
  disabled,
  id,
}: Injected<PickerValue[]> & { dictCode: string }) {
  const { options } = useDictOptions(dictCode);
  const columns = [options.map((o) => ({ value: o.value, label: o.text }))];
  return (
    <Picker columns={columns} value={value} onConfirm={onConfirm} cancelText="取消" confirmText="确定">
      {(items, actions) => (
        <TriggerButton
          id={id}
          disabled={disabled}
          onOpen={actions.open}
          text={items[0] ? String(items[0].label) : null}
        />
      )}
    </Picker>
  );
}

/** Several dictionary values as chips. */
export function DictSelector({
  dictCode,
  value,
  onChange,
  disabled,
}: Injected<string[]> & { dictCode: string }) {
  const { options } = useDictOptions(dictCode);
  return (
    <Selector
      multiple
      disabled={disabled}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options.map((o) => ({ value: o.value, label: o.text }))}
    />
  );
}

/** A date (or date and time) in a bottom picker. */
export function DateField({
  field,
  value,
  onConfirm,
  disabled,
  id,
}: Injected<Date | null> & { field: ResourceField }) {
  return (
    <DatePicker
      value={value ?? undefined}
      onConfirm={(d) => onConfirm?.(d)}
      precision={field.kind === 'datetime' ? 'second' : 'day'}
      min={new Date(1900, 0, 1)}
      max={new Date(2100, 11, 31)}
      cancelText="取消"
      confirmText="确定"
    >
      {(d, actions) => (
        <TriggerButton
          id={id}
          disabled={disabled}
          onOpen={actions.open}
          text={d ? formatDateOf(field, d) : null}
        />
      )}
    </DatePicker>
  );
}

/**
 * The default antd-mobile control of a field kind (the direct child of its Form.Item). Picker kinds
 * (user, department, role, …) fall back to text: pages plug their pickers through `renderField`.
 */
export function mobileFieldControl(field: ResourceField, disabled: boolean): ReactElement {
  const placeholder = `请输入${field.title}`;
  switch (field.kind) {
    case 'textarea':
      return <TextArea placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 6 }} disabled={disabled} />;
    case 'password':
      return (
        <Input type="password" placeholder={placeholder} disabled={disabled} autoComplete="new-password" />
      );
    case 'number':
    case 'integer':
      return <Input type="number" placeholder={placeholder} disabled={disabled} />;
    case 'date':
    case 'datetime':
      return <DateField field={field} disabled={disabled} />;
    case 'dict':
      return field.dictCode ? (
        <DictPicker dictCode={field.dictCode} disabled={disabled} />
      ) : (
        <Input placeholder={placeholder} disabled={disabled} />
      );
    case 'dictMulti':
      return field.dictCode ? (
        <DictSelector dictCode={field.dictCode} disabled={disabled} />
      ) : (
        <Input placeholder={placeholder} disabled={disabled} />
      );
    case 'switch':
      return <Switch disabled={disabled} />;
    default:
      return <Input placeholder={placeholder} disabled={disabled} clearable={!disabled} />;
  }
}

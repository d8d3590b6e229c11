import type { ReactElement } from 'react';
import { DatePicker, Input, InputNumber, Switch } from 'antd';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { DictSelect } from './dict-select';

const FULL_WIDTH = { width: '100%' } as const;

/**
 * The default antd control of a field kind in the add/edit/detail form (the direct child of its
 * Form.Item, which sets value/onChange). Picker kinds (user, department, role, …) fall back to a
 * text input: pages plug their pickers through `renderField`.
 */
export function fieldControl(field: ResourceField, disabled: boolean): ReactElement {
  const placeholder = `请输入${field.title}`;
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} placeholder={placeholder} disabled={disabled} />;
    case 'password':
      return <Input.Password placeholder={placeholder} disabled={disabled} autoComplete="new-password" />;
    case 'number':
    case 'integer':
      return (
        <InputNumber
          precision={field.kind === 'integer' ? 0 : undefined}
          placeholder={placeholder}
          disabled={disabled}
          style={FULL_WIDTH}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          showTime={field.kind === 'datetime'}
          placeholder="请选择"
          disabled={disabled}
          style={FULL_WIDTH}
        />
      );
    case 'dict':
    case 'dictMulti':
      return field.dictCode ? (
        <DictSelect
          dictCode={field.dictCode}
          mode={field.kind === 'dictMulti' ? 'multiple' : undefined}
          disabled={disabled}
        />
      ) : (
        <Input placeholder={placeholder} disabled={disabled} />
      );
    case 'switch':
      return <Switch disabled={disabled} />;
    default:
      return <Input placeholder={placeholder} disabled={disabled} />;
  }
}

import { useState, type ComponentType } from 'react';
import type { PickerFieldProps } from '../../../src/shared/hooks/pickers/use-picker-field';
import type { PickerRecord } from '../../../src/shared/domain/widgets/pickers/selection';

export interface PickerHarnessProps {
  initial?: string;
  spy?: (value: string, records: unknown[]) => void;
}

/**
 * A form field named 负责人 holding either shell's picker value, printing it in
 * `<output aria-label="当前值">`, and reporting every change to `spy`.
 */
export function pickerHarness<T extends PickerRecord, P extends PickerFieldProps<T>>(
  Field: ComponentType<P>,
) {
  return function Harness(props: P & PickerHarnessProps) {
    const [value, setValue] = useState(props.initial ?? '');
    const field: P = {
      ...props,
      'aria-label': '负责人',
      value,
      onChange: (v: string, records: T[]) => {
        setValue(v);
        props.spy?.(v, records);
      },
    };
    return (
      <>
        <Field {...field} />
        <output aria-label="当前值">{value}</output>
      </>
    );
  };
}

import { useId } from 'react';
import { Select } from 'antd';
import type { PickerMode } from '../../../shared/domain/widgets/pickers/selection';

export interface PickerInputProps {
  /** The stored value's keys, and the label shown for each. */
  keys: readonly string[];
  labels: readonly string[];
  mode: PickerMode;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  loading?: boolean;
  /** Opens the picker dialog. */
  onOpen(): void;
  /** A tag was removed or the value cleared: the remaining keys. */
  onRemove(keys: string[]): void;
}

/**
 * The select box of a picker: the chosen records as tags (multi) or one label (single), a click
 * opens the dialog instead of a dropdown; removing a tag or clearing changes the value directly.
 */
export function PickerInput(props: PickerInputProps) {
  // An own id: the dialog's title must not share one with the input (its accessible name).
  const id = useId();
  const options = props.keys.map((k, i) => ({ value: k, label: props.labels[i] ?? k }));
  const common = {
    id,
    open: false,
    options,
    disabled: props.disabled,
    placeholder: props.placeholder,
    'aria-label': props['aria-label'],
    loading: props.loading,
    allowClear: true,
    style: { width: '100%' },
    onClick: () => {
      if (!props.disabled) props.onOpen();
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (!props.disabled && (e.key === 'Enter' || e.key === ' ')) props.onOpen();
    },
  };
  return props.mode === 'multi' ? (
    <Select<string[]>
      {...common}
      mode="multiple"
      value={[...props.keys]}
      onChange={(keys) => props.onRemove(keys ?? [])}
    />
  ) : (
    <Select<string> {...common} value={props.keys[0]} onChange={(key) => props.onRemove(key ? [key] : [])} />
  );
}

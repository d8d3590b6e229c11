import { RightOutline } from 'antd-mobile-icons';
import './pickers.css';

export interface PickerFieldProps {
  labels: readonly string[];
  placeholder: string;
  disabled?: boolean;
  'aria-label'?: string;
  onOpen(): void;
}

/** A form row's value on the phone: the chosen labels (or the placeholder); a tap opens the picker. */
export function PickerField(props: PickerFieldProps) {
  const text = props.labels.join('、');
  return (
    <button
      type="button"
      className="cwxt-m-picker-field"
      aria-label={props['aria-label']}
      disabled={props.disabled}
      onClick={props.onOpen}
    >
      <span className={text ? undefined : 'is-placeholder'}>{text || props.placeholder}</span>
      <RightOutline aria-hidden="true" />
    </button>
  );
}

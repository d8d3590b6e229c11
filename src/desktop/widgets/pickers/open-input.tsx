import type { ReactNode } from 'react';
import { Button, Input, Space } from 'antd';

export interface OpenInputProps {
  /** The read-only input's accessible name. */
  label: string;
  /** The open button's accessible name. */
  buttonLabel: string;
  icon: ReactNode;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  /** Marks a misconfigured field. */
  invalid?: boolean;
  /** A click on the input opens too (not only the button). */
  openOnClick?: boolean;
  onOpen(): void;
}

/** A read-only field showing the chosen labels, with a button opening its picker dialog. */
export function OpenInput(props: OpenInputProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        readOnly
        aria-label={props.label}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={props.invalid ? 'error' : undefined}
        onClick={props.openOnClick ? () => !props.disabled && props.onOpen() : undefined}
      />
      <Button
        aria-label={props.buttonLabel}
        icon={props.icon}
        disabled={props.disabled}
        onClick={() => props.onOpen()}
      />
    </Space.Compact>
  );
}

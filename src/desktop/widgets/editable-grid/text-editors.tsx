import { useState, type KeyboardEvent } from 'react';
import { Input, Popover } from 'antd';
import { INPUT_POP_SIZE } from '../../../shared/domain/grid/constants';
import { acceptNumberInput, numberOnBlur } from '../../../shared/domain/grid/number-input';
import type { CellRenderProps } from './types';

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function stopOnEscape(e: KeyboardEvent, props: CellRenderProps): void {
  if (e.key === 'Escape') props.stopEditing();
}

/** input: every keystroke is stored and validated (trigger input); blur validates 100 ms later. */
export function TextEditor(props: CellRenderProps) {
  return (
    <Input
      {...props.inputProps}
      value={text(props.value)}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(e) => props.onInput(e.target.value)}
      onBlur={() => props.onBlur()}
      onKeyDown={(e) => stopOnEscape(e, props)}
    />
  );
}

/**
 * inputNumber (spec 001 §5): an optional minus, digits and a decimal part may be typed (a lone
 * minus and empty too); anything else is reverted. On blur a valid value becomes a number, or empty.
 */
export function NumberEditor(props: CellRenderProps) {
  const current = text(props.value);
  return (
    <Input
      {...props.inputProps}
      inputMode="decimal"
      value={current}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(e) => {
        const accepted = acceptNumberInput(e.target.value, current);
        // A rejected keystroke leaves the controlled value as it was: the input reverts.
        if (accepted !== current) props.onInput(accepted);
      }}
      onBlur={() => props.onBlur(numberOnBlur(props.value))}
      onKeyDown={(e) => stopOnEscape(e, props)}
    />
  );
}

/** input_pop: a one-line view; editing happens in a 300 × 210 text area in a popover. */
export function TextareaPopEditor(props: CellRenderProps) {
  const [open, setOpen] = useState(props.autoFocus);
  const close = () => {
    setOpen(false);
    props.onBlur();
  };
  return (
    <Popover
      open={open && !props.disabled}
      trigger={[]}
      placement="bottomLeft"
      destroyOnHidden
      content={
        <Input.TextArea
          {...props.inputProps}
          autoFocus
          aria-label={props.ariaLabel}
          value={text(props.value)}
          placeholder={props.placeholder}
          style={{ width: INPUT_POP_SIZE.width, height: INPUT_POP_SIZE.height, resize: 'none' }}
          onChange={(e) => props.onInput(e.target.value)}
          onBlur={close}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        />
      }
    >
      <Input
        readOnly
        value={text(props.value)}
        placeholder={props.placeholder}
        aria-label={`${props.ariaLabel}（展开编辑）`}
        disabled={props.disabled}
        status={props.invalid ? 'error' : undefined}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setOpen(true);
          else stopOnEscape(e, props);
        }}
      />
    </Popover>
  );
}

/**
 * Picker and upload types until their widget is installed (cellRenderers / installCell): the raw
 * stored value (an id list, a path) in a plain input, so such a column still round-trips its data.
 */
export function RawValueEditor(props: CellRenderProps) {
  return (
    <Input
      {...props.inputProps}
      value={text(props.value)}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      data-raw-cell={props.column.type}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={() => props.onBlur()}
      onKeyDown={(e) => stopOnEscape(e, props)}
    />
  );
}

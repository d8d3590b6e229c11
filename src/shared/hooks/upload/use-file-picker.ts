import { useCallback, useRef, type ChangeEvent, type RefObject } from 'react';

export interface FilePickerOptions {
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onPick(files: File[]): void;
}

export interface FilePicker {
  /** Opens the browser's file chooser (from a button of either shell). */
  open(): void;
  /** Spread on a hidden `<input>` next to that button. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: 'file';
    accept: string | undefined;
    multiple: boolean;
    disabled: boolean;
    tabIndex: -1;
    style: { display: 'none' };
    onChange(e: ChangeEvent<HTMLInputElement>): void;
  };
}

/**
 * A native file chooser both shells render the same way: one hidden input opened by the shell's
 * own button, so the button stays the only control a screen reader meets. The input is cleared
 * after each pick, so picking the same file again is a new pick.
 */
export function useFilePicker(options: FilePickerOptions): FilePicker {
  const ref = useRef<HTMLInputElement | null>(null);
  const { onPick, disabled = false } = options;
  const open = useCallback(() => {
    if (!disabled) ref.current?.click();
  }, [disabled]);
  const onChange = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(e.target.files ?? []);
      e.target.value = '';
      if (files.length > 0 && !disabled) onPick(files);
    },
    [disabled, onPick],
  );
  return {
    open,
    inputProps: {
      ref,
      type: 'file',
      accept: options.accept,
      multiple: options.multiple === true,
      disabled,
      tabIndex: -1,
      style: { display: 'none' },
      onChange,
    },
  };
}

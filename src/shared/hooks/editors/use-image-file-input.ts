import { useRef, type ChangeEvent, type RefObject } from 'react';
import { IMAGE_DIALOG } from '../../domain/widgets/editors/markdown';

export interface ImageFileInput {
  /** Spread onto a plain hidden <input>: both shells open the system file chooser the same way. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    id: string;
    'aria-label': string;
    type: 'file';
    accept: string;
    hidden: true;
    onChange(e: ChangeEvent<HTMLInputElement>): void;
  };
  /** What the shell's 选择图片 button calls. */
  choose(): void;
}

/** The 图片上传 dialog's hidden image file input (spec 002 §2), behind each shell's own button. */
export function useImageFileInput(id: string, setFile: (file: File | null) => void): ImageFileInput {
  const ref = useRef<HTMLInputElement | null>(null);
  return {
    inputProps: {
      ref,
      id,
      'aria-label': IMAGE_DIALOG.fields.file,
      type: 'file',
      accept: 'image/*',
      hidden: true,
      onChange: (e) => {
        setFile(e.target.files?.[0] ?? null);
        // Choosing the same file again after a failure must fire change again.
        e.target.value = '';
      },
    },
    choose: () => ref.current?.click(),
  };
}

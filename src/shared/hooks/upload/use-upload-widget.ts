import { useFilePicker, type FilePicker } from './use-file-picker';
import { useUploadList, type UploadList, type UploadUi } from './use-upload-list';
import { uploadListOptionsOf, type UploadWidgetProps } from './widget-props';

export interface UploadWidget {
  disabled: boolean;
  list: UploadList;
  picker: FilePicker;
}

/**
 * The list and the hidden file input behind a picker-driven upload widget (desktop file and image,
 * phone file): picked files go straight into the list; `imageOnly` also narrows the chooser.
 */
export function useUploadWidget(
  props: UploadWidgetProps,
  options: { imageOnly: boolean; ui: UploadUi },
): UploadWidget {
  const disabled = props.disabled === true;
  const list = useUploadList({ ...uploadListOptionsOf(props), imageOnly: options.imageOnly, ui: options.ui });
  const picker = useFilePicker({
    accept: options.imageOnly ? 'image/*' : undefined,
    multiple: props.multiple !== false,
    disabled,
    onPick: list.add,
  });
  return { disabled, list, picker };
}

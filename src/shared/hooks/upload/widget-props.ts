import type { FileEntry, UploadValue } from '../../domain/widgets/upload/value-model';

/** Props of the file and image widgets on both shells (the original JUpload / JImageUpload). */
export interface UploadWidgetProps {
  /** Comma-joined paths, or `{fileName, filePath, fileSize}` items when `returnUrl` is false. */
  value?: UploadValue;
  onChange?: (value: string | FileEntry[]) => void;
  /** The upload button's text. */
  text?: string;
  /** `biz` folder, default `temp`. */
  bizPath?: string;
  /** true (default): the value is comma-joined paths. */
  returnUrl?: boolean;
  /** Count limit, 0 (default) = none; past it the newest files are kept. */
  number?: number;
  /** Pick several files at once (default true). */
  multiple?: boolean;
  disabled?: boolean;
  /** Send the access token (default true: `/sys/common/upload` needs a session). */
  token?: boolean;
  /** Upload path under the API base (default `/sys/common/upload`). */
  action?: string;
  /** Extra multipart fields. */
  data?: Readonly<Record<string, unknown>>;
  /** Accessible name of the widget (default 文件上传 / 图片上传). */
  label?: string;
}

/** The list hook's options a widget's props stand for. */
export function uploadListOptionsOf(props: UploadWidgetProps) {
  return {
    value: props.value,
    ...(props.onChange ? { onChange: props.onChange } : {}),
    returnUrl: props.returnUrl !== false,
    number: props.number ?? 0,
    request: {
      biz: props.bizPath,
      token: props.token !== false,
      action: props.action,
      data: props.data,
    },
  };
}

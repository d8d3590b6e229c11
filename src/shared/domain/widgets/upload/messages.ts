/**
 * Upload widget texts and constants (spec 001 §4, §8, §9; spec 002 §5, §7, §8). Every string is
 * quoted from the spec, so both shells and the tests read them from here.
 */
export const UPLOAD_TEXTS = {
  /** Image upload refuses anything but an image MIME type. */
  imageOnly: '请上传图片',
  /** Moving the first image further left (or an index that is not in the list). */
  unknownMove: '未知的操作',
  /** Moving the last image further right. */
  atLast: '已到最后~',
  /** An upload that failed without any message. */
  unknownError: '未知错误',
  /** An answer that refused the upload without a message. */
  uploadFailed: '上传失败',
  /** The image cell's error dialog. */
  errorDialogTitle: '上传出错',
  errorDialogPrefix: '错误信息：',
  /** The upload button of the file widget. */
  uploadButton: '点击上传',
} as const;

/** '{file} 上传失败.' (spec 002 §8). */
export function fileFailedText(fileName: string): string {
  return `${fileName} 上传失败.`;
}

/** The tooltip of an upload in progress. */
export function uploadingText(percent: number): string {
  return `上传中 ${percent}%`;
}

/** `POST /sys/common/upload` (spec 001 §7, 002 §7). */
export const UPLOAD_URL = '/sys/common/upload';
/** The folder the server stores into when the caller names none (spec 002 §7). */
export const DEFAULT_BIZ = 'temp';
/** The reply field that holds the stored path (JeecgBoot answers it in `message`). */
export const DEFAULT_RESPONSE_NAME = 'message';
/** Grid cells show at most this many characters of a file name, then '...' (spec 001 §9). */
export const FILE_NAME_CUT = 5;

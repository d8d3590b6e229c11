import { statusText, type UploadItem } from '../../../shared/domain/widgets/upload/value-model';

/** The percent of an upload in progress, as a progressbar (file rows and image tiles alike). */
export function UploadProgress({ item }: { item: UploadItem }) {
  return (
    <span
      role="progressbar"
      aria-label={`${item.name} 上传进度`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={item.percent}
    >
      {statusText(item)}
    </span>
  );
}

/** The message of a failed upload, named `{file} 上传失败`. */
export function UploadFailedNote({ item, className }: { item: UploadItem; className?: string }) {
  return (
    <span role="note" aria-label={`${item.name} 上传失败`} className={className}>
      {statusText(item)}
    </span>
  );
}

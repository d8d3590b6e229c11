import { Button, List } from 'antd-mobile';
import { CloseCircleFill, FileOutline } from 'antd-mobile-icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import { UPLOAD_TEXTS } from '../../../shared/domain/widgets/upload/messages';
import type { UploadItem } from '../../../shared/domain/widgets/upload/value-model';
import { useUploadWidget } from '../../../shared/hooks/upload/use-upload-widget';
import type { UploadWidgetProps } from '../../../shared/hooks/upload/widget-props';
import { UploadFailedNote, UploadProgress } from './upload-status';
import { TOAST_UPLOAD_UI } from './use-toast-ui';
import './upload.css';

export interface MobileFileUploadProps extends UploadWidgetProps {
  /** 'image' refuses other files with 请上传图片. */
  fileType?: 'all' | 'image';
}

function FileItem({ item, disabled, onRemove }: { item: UploadItem; disabled: boolean; onRemove(): void }) {
  const url = item.path ? staticFileUrl(item.path) : undefined;
  const failed = item.status === 'error';
  const status =
    item.status === 'uploading' ? (
      <UploadProgress item={item} />
    ) : failed ? (
      <UploadFailedNote item={item} className="cwxt-m-upload__error" />
    ) : undefined;
  return (
    <List.Item
      prefix={
        failed ? (
          <CloseCircleFill className="cwxt-m-upload__error" aria-hidden />
        ) : (
          <FileOutline aria-hidden />
        )
      }
      description={status}
      extra={
        disabled ? undefined : (
          <Button
            className="cwxt-m-upload__remove"
            fill="none"
            size="small"
            aria-label={`删除 ${item.name}`}
            onClick={onRemove}
          >
            删除
          </Button>
        )
      }
    >
      <span className={`cwxt-m-upload__name${failed ? ' cwxt-m-upload__error' : ''}`}>
        {url && item.status === 'done' ? (
          // Tapping the name opens the static URL (non-images download).
          <a href={url} target="_blank" rel="noopener noreferrer">
            {item.name}
          </a>
        ) : (
          item.name
        )}
      </span>
    </List.Item>
  );
}

/**
 * 文件上传 on the phone (spec 001 §3–§4): the file list (uploading percent, done with a link,
 * error in red with the message) and a full-width upload button; same value model as desktop.
 */
export function MobileFileUpload(props: MobileFileUploadProps) {
  const { disabled, list, picker } = useUploadWidget(props, {
    imageOnly: props.fileType === 'image',
    ui: TOAST_UPLOAD_UI,
  });
  const label = props.label ?? '文件上传';
  return (
    <div className="cwxt-m-upload" role="group" aria-label={label}>
      {list.items.length > 0 ? (
        <List aria-label={`${label}：文件列表`}>
          {list.items.map((item) => (
            <FileItem key={item.uid} item={item} disabled={disabled} onRemove={() => list.remove(item.uid)} />
          ))}
        </List>
      ) : null}
      {disabled ? null : (
        <>
          <Button
            block
            className="cwxt-m-upload__button"
            color="primary"
            fill="outline"
            onClick={picker.open}
          >
            {props.text ?? UPLOAD_TEXTS.uploadButton}
          </Button>
          <input {...picker.inputProps} aria-label={`${label}：选择文件`} />
        </>
      )}
    </div>
  );
}

export default MobileFileUpload;

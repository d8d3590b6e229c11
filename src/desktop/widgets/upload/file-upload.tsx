import { Button } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import { UPLOAD_TEXTS } from '../../../shared/domain/widgets/upload/messages';
import { statusText, type UploadItem } from '../../../shared/domain/widgets/upload/value-model';
import { useUploadWidget } from '../../../shared/hooks/upload/use-upload-widget';
import type { UploadWidgetProps } from '../../../shared/hooks/upload/widget-props';
import { UploadErrorLabel, UploadingLabel } from './upload-status';
import { useMessageUi } from './use-message-ui';
import './upload.css';

export interface FileUploadProps extends UploadWidgetProps {
  /** 'image' refuses other files with 请上传图片. */
  fileType?: 'all' | 'image';
  /** Hide the upload button (a list that only shows and deletes). */
  buttonVisible?: boolean;
}

function FileRow({ item, disabled, onRemove }: { item: UploadItem; disabled: boolean; onRemove(): void }) {
  const url = item.path ? staticFileUrl(item.path) : undefined;
  return (
    <li>
      {item.status === 'uploading' ? (
        <UploadingLabel name={item.name} percent={item.percent} label={`${item.name} 上传进度`} />
      ) : item.status === 'error' ? (
        <UploadErrorLabel name={item.name} message={statusText(item)} label={`${item.name} 上传失败`} />
      ) : (
        <span className="cwxt-upload-name">
          <PaperClipOutlined aria-hidden />{' '}
          {url ? (
            // Download opens the static URL; the server serves non-images as attachments.
            <a href={url} target="_blank" rel="noopener noreferrer" title={`下载 ${item.name}`}>
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </span>
      )}
      {disabled ? null : (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`删除 ${item.name}`}
          onClick={onRemove}
        />
      )}
    </li>
  );
}

/**
 * 文件上传 (JUpload, spec 001 §3–§4, 002 §3–§8): a button and the file list with uploading (percent
 * tooltip) / done (download link) / error (red icon, message tooltip) rows and delete. The value
 * holds the done files only; '{file} 上传失败.' is shown when one fails.
 */
export function FileUpload(props: FileUploadProps) {
  const ui = useMessageUi();
  const { disabled, list, picker } = useUploadWidget(props, { imageOnly: props.fileType === 'image', ui });
  const label = props.label ?? '文件上传';
  return (
    <div className="cwxt-upload" role="group" aria-label={label}>
      {disabled || props.buttonVisible === false ? null : (
        <>
          <Button icon={<UploadOutlined />} onClick={picker.open}>
            {props.text ?? UPLOAD_TEXTS.uploadButton}
          </Button>
          <input {...picker.inputProps} aria-label={`${label}：选择文件`} />
        </>
      )}
      {list.items.length > 0 ? (
        <ul className="cwxt-upload-list" aria-label={`${label}：文件列表`}>
          {list.items.map((item) => (
            <FileRow key={item.uid} item={item} disabled={disabled} onRemove={() => list.remove(item.uid)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default FileUpload;

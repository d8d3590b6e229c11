import { Button, Image } from 'antd';
import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import { statusText, type UploadItem } from '../../../shared/domain/widgets/upload/value-model';
import type { UploadList } from '../../../shared/hooks/upload/use-upload-list';
import { useUploadWidget } from '../../../shared/hooks/upload/use-upload-widget';
import type { UploadWidgetProps } from '../../../shared/hooks/upload/widget-props';
import { UploadErrorLabel, UploadingLabel } from './upload-status';
import { useMessageUi } from './use-message-ui';
import './upload.css';

export type ImageUploadProps = UploadWidgetProps;

function ImageCard({
  item,
  index,
  list,
  disabled,
}: {
  item: UploadItem;
  index: number;
  list: UploadList;
  disabled: boolean;
}) {
  const url = item.path ? staticFileUrl(item.path) : undefined;
  return (
    <div
      role="listitem"
      aria-label={item.name}
      className={`cwxt-image-card${item.status === 'error' ? ' cwxt-image-card--error' : ''}`}
    >
      {item.status === 'uploading' ? (
        <UploadingLabel name={item.name} percent={item.percent} label={`${item.name} 上传进度`} />
      ) : item.status === 'error' ? (
        <UploadErrorLabel name={item.name} message={statusText(item)} label={`${item.name} 上传失败`} />
      ) : url ? (
        <Image src={url} alt={item.name} width={94} height={68} style={{ objectFit: 'cover' }} />
      ) : (
        item.name
      )}
      {disabled ? null : (
        <div className="cwxt-image-card__actions">
          <Button
            type="text"
            size="small"
            icon={<LeftOutlined />}
            aria-label={`左移 ${item.name}`}
            onClick={() => list.move(index, 'left')}
          />
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`删除 ${item.name}`}
            onClick={() => list.remove(item.uid)}
          />
          <Button
            type="text"
            size="small"
            icon={<RightOutlined />}
            aria-label={`右移 ${item.name}`}
            onClick={() => list.move(index, 'right')}
          />
        </div>
      )}
    </div>
  );
}

/**
 * 图片上传 (JImageUpload, spec 001 §4, 002 §4–§5): picture cards with preview, only image types
 * (else 请上传图片), left/right arrows (未知的操作 / 已到最后~ past the ends), delete, count limit.
 */
export function ImageUpload(props: ImageUploadProps) {
  const ui = useMessageUi();
  const { disabled, list, picker } = useUploadWidget(props, { imageOnly: true, ui });
  const label = props.label ?? '图片上传';
  return (
    <div className="cwxt-image-upload" role="list" aria-label={label}>
      <Image.PreviewGroup>
        {list.items.map((item, index) => (
          <ImageCard key={item.uid} item={item} index={index} list={list} disabled={disabled} />
        ))}
      </Image.PreviewGroup>
      {disabled ? null : (
        <div role="listitem" aria-label={props.text ?? '上传'}>
          <button type="button" className="cwxt-image-add" onClick={picker.open}>
            <PlusOutlined aria-hidden />
            <span>{props.text ?? '上传'}</span>
          </button>
          <input {...picker.inputProps} aria-label={`${label}：选择图片`} />
        </div>
      )}
    </div>
  );
}

export default ImageUpload;

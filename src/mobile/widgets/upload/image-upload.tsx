import { useState, type ReactElement } from 'react';
import { ImageUploader, ImageViewer, SpinLoading, type ImageUploadItem } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import type { UploadItem } from '../../../shared/domain/widgets/upload/value-model';
import { useUploadList, type UploadList } from '../../../shared/hooks/upload/use-upload-list';
import { uploadListOptionsOf, type UploadWidgetProps } from '../../../shared/hooks/upload/widget-props';
import { UploadFailedNote, UploadProgress } from './upload-status';
import { TOAST_UPLOAD_UI } from './use-toast-ui';
import './upload.css';

export interface MobileImageUploadProps extends UploadWidgetProps {
  /** Offer the camera directly (the input's `capture`, e.g. 'environment' for invoice photos). */
  capture?: boolean | 'user' | 'environment';
}

/**
 * ImageUploader calls `upload` only for files its `beforeUpload` lets through; ours hands every
 * picked file to the upload list and lets none through, so this is never reached.
 */
const UPLOADS_GO_THROUGH_THE_LIST = (): Promise<ImageUploadItem> =>
  Promise.reject(new Error('image uploads go through useUploadList'));

function Tile({
  item,
  index,
  list,
  disabled,
  origin,
}: {
  item: UploadItem;
  index: number;
  list: UploadList;
  disabled: boolean;
  origin: ReactElement;
}) {
  let tile: ReactElement;
  if (item.status === 'uploading') {
    tile = (
      <div className="cwxt-m-image__tile">
        <SpinLoading style={{ '--size': '24px' }} />
        <UploadProgress item={item} />
      </div>
    );
  } else if (item.status === 'error') {
    tile = (
      <div className="cwxt-m-image__tile cwxt-m-image__tile--error">
        <CloseCircleFill fontSize={24} aria-hidden />
        <UploadFailedNote item={item} />
      </div>
    );
  } else {
    tile = origin;
  }
  return (
    <div className="cwxt-m-image" role="listitem" aria-label={item.name}>
      {tile}
      {disabled ? null : (
        <div className="cwxt-m-image__bar">
          <button type="button" aria-label={`左移 ${item.name}`} onClick={() => list.move(index, 'left')}>
            ‹
          </button>
          <button type="button" aria-label={`删除 ${item.name}`} onClick={() => list.remove(item.uid)}>
            ×
          </button>
          <button type="button" aria-label={`右移 ${item.name}`} onClick={() => list.move(index, 'right')}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * 图片上传 on the phone: antd-mobile's ImageUploader shows the pictures (tap to preview) and opens
 * the chooser; the shared upload list does the uploading, so statuses, the image-only check
 * 请上传图片, the count limit, the move arrows and the value are the desktop widget's.
 */
export function MobileImageUpload(props: MobileImageUploadProps) {
  const disabled = props.disabled === true;
  const list = useUploadList({ ...uploadListOptionsOf(props), imageOnly: true, ui: TOAST_UPLOAD_UI });
  // Declarative viewer: the imperative ImageViewer.show needs the React 19 render hook that
  // only the lazily loaded feedback module installs.
  const [preview, setPreview] = useState<string | null>(null);
  const shown: ImageUploadItem[] = list.items.map((item) => ({
    key: item.uid,
    url: (item.path && staticFileUrl(item.path)) || '',
    extra: item,
  }));
  return (
    <div role="list" aria-label={props.label ?? '图片上传'}>
      <ImageUploader
        className="cwxt-m-image-upload"
        value={shown}
        accept="image/*"
        capture={props.capture}
        multiple={props.multiple !== false}
        deletable={false}
        // The uploader's own viewer would page through the uploading / failed tiles too (blank).
        preview={false}
        onPreview={(_, shownItem) => setPreview(shownItem.url || null)}
        showUpload={!disabled}
        disableUpload={disabled}
        beforeUpload={(file, files) => {
          // Called once per picked file with the whole pick: hand the pick over once.
          if (file === files[0]) list.add(files);
          return null;
        }}
        upload={UPLOADS_GO_THROUGH_THE_LIST}
        renderItem={(origin, shownItem, all) => {
          const item = shownItem.extra as UploadItem;
          return (
            <Tile
              key={item.uid}
              item={item}
              index={all.indexOf(shownItem)}
              list={list}
              disabled={disabled}
              origin={origin}
            />
          );
        }}
      />
      {preview ? <ImageViewer image={preview} visible onClose={() => setPreview(null)} /> : null}
    </div>
  );
}

export default MobileImageUpload;

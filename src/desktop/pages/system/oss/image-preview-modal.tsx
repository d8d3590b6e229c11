import { AppModal } from '../../../widgets/modal/app-modal';

interface Props {
  /** The file to show, or null when closed. */
  file: { fileName: string; src: string } | null;
  onClose: () => void;
}

/** 预览: an uploaded image at its natural size, capped to the dialog. */
export function ImagePreviewModal({ file, onClose }: Props) {
  return (
    <AppModal
      title={file?.fileName ?? '预览'}
      open={file !== null}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {file ? (
        <div style={{ textAlign: 'center' }}>
          <img src={file.src} alt={file.fileName} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
        </div>
      ) : null}
    </AppModal>
  );
}

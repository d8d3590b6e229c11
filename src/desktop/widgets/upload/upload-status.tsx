import { Tooltip } from 'antd';
import { CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { uploadingText } from '../../../shared/domain/widgets/upload/messages';

/** An upload in progress: spinner and name; the tooltip (and the progressbar value) give the percent. */
export function UploadingLabel({ name, percent, label }: { name: string; percent: number; label: string }) {
  return (
    <Tooltip title={uploadingText(percent)}>
      <span
        className="cwxt-upload-uploading"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={uploadingText(percent)}
        tabIndex={0}
      >
        <LoadingOutlined aria-hidden /> {name}
      </span>
    </Tooltip>
  );
}

/** A failed upload: red icon and name; the tooltip (and the accessible description) give the message. */
export function UploadErrorLabel({
  name,
  message,
  label,
  onClick,
}: {
  name: string;
  message: string;
  label: string;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={message}>
      <span
        className="cwxt-upload-error"
        role={onClick ? 'button' : 'note'}
        aria-label={label}
        aria-description={message}
        tabIndex={0}
        onClick={onClick}
        onKeyDown={(e) => {
          if (onClick && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            onClick();
          }
        }}
      >
        <CloseCircleFilled aria-hidden /> {name}
      </span>
    </Tooltip>
  );
}

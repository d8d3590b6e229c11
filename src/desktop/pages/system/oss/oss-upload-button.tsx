import { useState } from 'react';
import { Button, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadOssFile } from '../../../../shared/api/sys/oss-api';
import { isCancelled } from '../../../../shared/api/sys/upload-api';
import { OSS_FILE_MESSAGES } from '../../../../shared/domain/resources/oss-file';
import { useFeedback } from '../../../app/feedback';

/** 上传: one file to /sys/oss/file/upload; the server checks type and content, the list reloads. */
export function OssUploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File;
    setUploading(true);
    void uploadOssFile(picked, picked.name)
      .then((result) => {
        if (isCancelled(result)) return;
        if (result.ok) {
          void message.success(OSS_FILE_MESSAGES.uploaded);
          onSuccess?.(result);
          onUploaded();
        } else {
          void message.error(result.message);
          onError?.(new Error(result.message));
        }
      })
      .finally(() => setUploading(false));
  };

  return (
    <Upload showUploadList={false} customRequest={customRequest} disabled={uploading} multiple={false}>
      <Button type="primary" icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}>
        上传
      </Button>
    </Upload>
  );
}

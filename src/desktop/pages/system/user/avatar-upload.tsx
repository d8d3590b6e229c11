import { useState } from 'react';
import { Button, Image, Space, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useFeedback } from '../../../app/feedback';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { uploadAvatar } from '../../../../shared/api/sys/user-admin-api';

/** Spec 002 §5 "Image upload": only image MIME types, else 请上传图片. */
export const IMAGE_ONLY = '请上传图片';

interface AvatarUploadProps {
  value?: string | null;
  onChange?: (path: string | undefined) => void;
  disabled?: boolean;
}

/**
 * 头像: one image uploaded to `/sys/common/upload` with biz=avatar; the form value is the stored
 * relative path the server answers in `message` (CONTRACT §7.1), shown as a preview.
 */
export function AvatarUpload({ value, onChange, disabled }: AvatarUploadProps) {
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const url = staticFileUrl(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!file.type.startsWith('image/')) {
      void message.error(IMAGE_ONLY);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadAvatar(file as File)
      .then((res) => {
        if (!res.success || !res.message) {
          void message.warning(res.message || `${(file as File).name} 上传失败.`);
          onError?.(new Error(res.message));
          return;
        }
        onChange?.(res.message);
        onSuccess?.(res);
      })
      .catch((e: unknown) => onError?.(e instanceof Error ? e : new Error(String(e))))
      .finally(() => setUploading(false));
  };

  return (
    <Space align="start">
      {url ? <Image src={url} width={96} height={96} alt="头像预览" style={{ objectFit: 'cover' }} /> : null}
      {disabled ? null : (
        <Space orientation="vertical">
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            disabled={uploading}
          >
            <Button icon={uploading ? <LoadingOutlined /> : <PlusOutlined />}>
              {url ? '更换头像' : '上传头像'}
            </Button>
          </Upload>
          {url ? (
            <Button type="link" onClick={() => onChange?.(undefined)} style={{ padding: 0 }}>
              移除
            </Button>
          ) : null}
        </Space>
      )}
    </Space>
  );
}

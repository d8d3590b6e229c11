import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import { firstPath } from '../../../shared/domain/widgets/upload/value-model';

export interface CellMoreDialogProps {
  title: string;
  /** The cell's stored path (a comma list is kept as typed). */
  value: string;
  image: boolean;
  disabled: boolean;
  onReplace(path: string): void;
  /** Opens the file chooser to upload a replacement. */
  onUpload(): void;
  onClose(): void;
}

/**
 * The upload cell's more-dialog (spec 001 §2, §4): shows the stored path (an image previews its
 * first path) and lets the user replace it by typing another path or uploading a new file.
 */
export function CellMoreDialog(props: CellMoreDialogProps) {
  const [draft, setDraft] = useState(props.value);
  const preview = props.image ? staticFileUrl(firstPath(draft)) : undefined;
  return (
    <Modal
      open
      title={props.title}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: props.disabled }}
      destroyOnHidden
      onOk={() => {
        props.onReplace(draft.trim());
        props.onClose();
      }}
      onCancel={props.onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          aria-label="文件路径"
          value={draft}
          disabled={props.disabled}
          placeholder="请输入文件路径"
          onChange={(e) => setDraft(e.target.value)}
        />
        {preview ? <img src={preview} alt="图片预览" style={{ maxWidth: '100%', maxHeight: 240 }} /> : null}
        {props.disabled ? null : (
          <Button
            icon={<UploadOutlined />}
            onClick={() => {
              props.onUpload();
              props.onClose();
            }}
          >
            重新上传
          </Button>
        )}
      </Space>
    </Modal>
  );
}

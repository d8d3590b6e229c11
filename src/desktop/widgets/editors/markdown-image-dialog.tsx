import { useId } from 'react';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { AppModal } from '../modal/app-modal';
import {
  IMAGE_DIALOG,
  IMAGE_DIALOG_MESSAGES,
  type ImageDialogTab,
} from '../../../shared/domain/widgets/editors/markdown';
import type { ImageDialogState } from '../../../shared/hooks/editors/use-image-dialog';
import { useImageFileInput } from '../../../shared/hooks/editors/use-image-file-input';

/**
 * 图片上传 (spec 002 §2 "Markdown editor"): 30 % wide, two tabs — local upload (one file + remark)
 * and network image address (URL + remark). Confirming inserts ![remark](url).
 */
export function MarkdownImageDialog({ state }: { state: ImageDialogState }) {
  const ids = useId();
  const fileInput = useImageFileInput(`${ids}-file`, state.setFile);

  const remarkField = (tab: ImageDialogTab) => (
    <Form.Item label={IMAGE_DIALOG.fields.remark} htmlFor={`${ids}-${tab}-remark`}>
      <Input
        id={`${ids}-${tab}-remark`}
        aria-label={IMAGE_DIALOG.fields.remark}
        value={state.remark}
        maxLength={200}
        onChange={(e) => state.setRemark(e.target.value)}
      />
    </Form.Item>
  );

  const local = (
    <>
      <Form.Item label={IMAGE_DIALOG.fields.file} htmlFor={`${ids}-file`} required>
        <input {...fileInput.inputProps} />
        <Button icon={<UploadOutlined />} onClick={fileInput.choose}>
          {IMAGE_DIALOG.choose}
        </Button>
        {state.file && (
          <span className="cwxt-md-image-file" aria-label="已选择的图片">
            {state.file.name}
          </span>
        )}
      </Form.Item>
      {remarkField('local')}
    </>
  );

  const network = (
    <>
      <Form.Item label={IMAGE_DIALOG.fields.url} htmlFor={`${ids}-url`} required>
        <Input
          id={`${ids}-url`}
          aria-label={IMAGE_DIALOG.fields.url}
          value={state.url}
          placeholder="https://"
          maxLength={2000}
          onChange={(e) => state.setUrl(e.target.value)}
        />
      </Form.Item>
      {remarkField('network')}
    </>
  );

  return (
    <AppModal
      title={IMAGE_DIALOG.title}
      width={IMAGE_DIALOG.width}
      open={state.open}
      onCancel={state.close}
      onOk={() => void state.confirm()}
      okText={IMAGE_DIALOG.ok}
      cancelText={IMAGE_DIALOG.cancel}
      confirmLoading={state.submitting}
      draggable
    >
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={state.tab}
          onChange={(key) => state.setTab(key as ImageDialogTab)}
          items={[
            { key: 'local', label: IMAGE_DIALOG.tabs.local, children: local },
            { key: 'network', label: IMAGE_DIALOG.tabs.network, children: network },
          ]}
        />
      </Form>
      {state.submitting && <Alert type="info" title={IMAGE_DIALOG_MESSAGES.uploading} showIcon />}
      {state.error && <Alert type="error" title={state.error} showIcon />}
    </AppModal>
  );
}

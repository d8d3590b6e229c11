import { useId } from 'react';
import { Button, ErrorBlock, Input, List, Tabs } from 'antd-mobile';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import {
  IMAGE_DIALOG,
  IMAGE_DIALOG_MESSAGES,
  type ImageDialogTab,
} from '../../../shared/domain/widgets/editors/markdown';
import type { ImageDialogState } from '../../../shared/hooks/editors/use-image-dialog';
import { useImageFileInput } from '../../../shared/hooks/editors/use-image-file-input';

/**
 * 图片上传 on the phone (spec 002 §2): a full-screen dialog with the same two tabs as the desktop —
 * local upload (one file + remark) and network image address (URL + remark).
 */
export function MobileMarkdownImageDialog({ state }: { state: ImageDialogState }) {
  const ids = useId();
  const fileInput = useImageFileInput(`${ids}-file`, state.setFile);

  const remark = (tab: ImageDialogTab) => (
    <List.Item title={<label htmlFor={`${ids}-${tab}-remark`}>{IMAGE_DIALOG.fields.remark}</label>}>
      <Input
        id={`${ids}-${tab}-remark`}
        value={state.remark}
        maxLength={200}
        onChange={state.setRemark}
        clearable
      />
    </List.Item>
  );

  return (
    <FullScreenDialog
      title={IMAGE_DIALOG.title}
      open={state.open}
      onClose={state.close}
      footer={
        <Button block color="primary" loading={state.submitting} onClick={() => void state.confirm()}>
          {IMAGE_DIALOG.ok}
        </Button>
      }
    >
      <Tabs activeKey={state.tab} onChange={(key) => state.setTab(key as ImageDialogTab)}>
        <Tabs.Tab key="local" title={IMAGE_DIALOG.tabs.local}>
          <List>
            <List.Item
              title={<label htmlFor={`${ids}-file`}>{IMAGE_DIALOG.fields.file}</label>}
              description={state.file ? <span aria-label="已选择的图片">{state.file.name}</span> : undefined}
            >
              <input {...fileInput.inputProps} />
              <Button size="small" onClick={fileInput.choose}>
                {IMAGE_DIALOG.choose}
              </Button>
            </List.Item>
            {remark('local')}
          </List>
        </Tabs.Tab>
        <Tabs.Tab key="network" title={IMAGE_DIALOG.tabs.network}>
          <List>
            <List.Item title={<label htmlFor={`${ids}-url`}>{IMAGE_DIALOG.fields.url}</label>}>
              <Input
                id={`${ids}-url`}
                value={state.url}
                placeholder="https://"
                maxLength={2000}
                type="url"
                onChange={state.setUrl}
                clearable
              />
            </List.Item>
            {remark('network')}
          </List>
        </Tabs.Tab>
      </Tabs>
      {state.submitting && (
        <p className="cwxt-m-editor-note" role="status">
          {IMAGE_DIALOG_MESSAGES.uploading}
        </p>
      )}
      {state.error && (
        <p className="cwxt-m-editor-error" role="alert">
          {state.error}
        </p>
      )}
    </FullScreenDialog>
  );
}

/** Shown instead of an editor whose code failed to load. */
export function EditorLoadFailed({ text }: { text: string }) {
  return <ErrorBlock status="default" title={text} description="" />;
}

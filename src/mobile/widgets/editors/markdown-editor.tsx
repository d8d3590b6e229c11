import { useRef } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { MARKDOWN_IMAGE_TOOLTIP, type MarkdownMode } from '../../../shared/domain/widgets/editors/markdown';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { useImageDialog } from '../../../shared/hooks/editors/use-image-dialog';
import { useMarkdownEditor } from '../../../shared/hooks/editors/use-markdown-editor';
import { EditorLoadFailed, MobileMarkdownImageDialog } from './markdown-image-dialog';
import './mobile-editors.css';

export interface MobileMarkdownEditorProps {
  value?: string;
  onChange?: (markdown: string) => void;
  mode?: MarkdownMode;
  /** Default 300px, never below 200px (spec 002 §9). */
  height?: string | number;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The markdown editor on the phone: full width, the preview as a tab instead of a second column,
 * its own 插入图片 button above the editor (toast-ui folds a narrow toolbar into 更多), the
 * 图片上传 dialog full screen.
 */
export function MobileMarkdownEditor(props: MobileMarkdownEditorProps) {
  const { value = '', onChange, mode = 'markdown', height, disabled = false, readOnly = false, id } = props;
  const label = props['aria-label'] ?? EDITOR_TEXTS.markdownLabel;
  const insert = useRef<(url: string, remark: string) => void>(() => undefined);
  const dialog = useImageDialog((url, remark) => insert.current(url, remark));
  const editor = useMarkdownEditor({
    value,
    onChange,
    mode,
    height,
    readOnly: readOnly || disabled,
    label,
    previewStyle: 'tab',
    toolbarImageButton: false,
    onImageButton: dialog.show,
  });
  insert.current = editor.insertImage;
  return (
    <div id={id} className="cwxt-m-editor" role="group" aria-label={label} aria-disabled={disabled}>
      {editor.status === 'loading' && (
        <div className="cwxt-m-editor-loading" role="status" aria-label={EDITOR_TEXTS.loading}>
          <DotLoading color="primary" />
        </div>
      )}
      {editor.status === 'error' && <EditorLoadFailed text={EDITOR_TEXTS.loadFailed} />}
      {editor.status === 'ready' && !readOnly && !disabled && (
        <Button size="small" className="cwxt-m-editor-image" onClick={dialog.show}>
          <PictureOutline /> {MARKDOWN_IMAGE_TOOLTIP}
        </Button>
      )}
      <div ref={editor.containerRef} />
      <MobileMarkdownImageDialog state={dialog} />
    </div>
  );
}

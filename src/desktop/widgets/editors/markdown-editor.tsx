import { useRef } from 'react';
import { Alert, Spin } from 'antd';
import type { MarkdownMode } from '../../../shared/domain/widgets/editors/markdown';
import { useImageDialog } from '../../../shared/hooks/editors/use-image-dialog';
import { useMarkdownEditor } from '../../../shared/hooks/editors/use-markdown-editor';
import { MarkdownImageDialog } from './markdown-image-dialog';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import './editors.css';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (markdown: string) => void;
  /** markdown (default) or wysiwyg. */
  mode?: MarkdownMode;
  /** Default 300px, never below 200px (spec 002 §9). */
  height?: string | number;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The markdown editor of spec 002 §2 (toast-ui, zh-CN, vertical preview) with the 图片上传 dialog
 * behind its image button. Disabled or read-only shows the rendered document.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
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
    onImageButton: dialog.show,
  });
  insert.current = editor.insertImage;

  return (
    <div
      id={id}
      className="cwxt-editor cwxt-markdown-editor"
      role="group"
      aria-label={label}
      aria-disabled={disabled}
    >
      {editor.status === 'loading' && (
        <Spin description={EDITOR_TEXTS.loading} className="cwxt-editor-loading" />
      )}
      {editor.status === 'error' && <Alert type="error" showIcon title={EDITOR_TEXTS.loadFailed} />}
      <div ref={editor.containerRef} />
      <MarkdownImageDialog state={dialog} />
    </div>
  );
}

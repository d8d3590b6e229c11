import { Alert, Spin } from 'antd';
import type { MarkdownEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useMarkdownWithImageDialog } from '../../../shared/hooks/editors/use-markdown-with-dialog';
import { MarkdownImageDialog } from './markdown-image-dialog';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import './editors.css';

export type { MarkdownEditorProps };

/**
 * The markdown editor of spec 002 §2 (toast-ui, zh-CN, vertical preview) with the 图片上传 dialog
 * behind its image button. Disabled or read-only shows the rendered document.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { frame, editor, dialog } = useMarkdownWithImageDialog(props);
  return (
    <div {...frame.groupProps} className="cwxt-editor cwxt-markdown-editor">
      {editor.status === 'loading' && (
        <Spin description={EDITOR_TEXTS.loading} className="cwxt-editor-loading" />
      )}
      {editor.status === 'error' && <Alert type="error" showIcon title={EDITOR_TEXTS.loadFailed} />}
      <div ref={editor.containerRef} />
      <MarkdownImageDialog state={dialog} />
    </div>
  );
}

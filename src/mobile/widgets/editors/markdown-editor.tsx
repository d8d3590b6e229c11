import { Button, DotLoading } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { MARKDOWN_IMAGE_TOOLTIP } from '../../../shared/domain/widgets/editors/markdown';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { MarkdownEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useMarkdownWithImageDialog } from '../../../shared/hooks/editors/use-markdown-with-dialog';
import { EditorLoadFailed, MobileMarkdownImageDialog } from './markdown-image-dialog';
import './mobile-editors.css';

/** The shared markdown editor props; the phone adds none. */
export type MobileMarkdownEditorProps = MarkdownEditorProps;

/**
 * The markdown editor on the phone: full width, the preview as a tab instead of a second column,
 * its own 插入图片 button above the editor (toast-ui folds a narrow toolbar into 更多), the
 * 图片上传 dialog full screen.
 */
export function MobileMarkdownEditor(props: MobileMarkdownEditorProps) {
  const { frame, editor, dialog } = useMarkdownWithImageDialog(props, {
    previewStyle: 'tab',
    toolbarImageButton: false,
  });
  return (
    <div {...frame.groupProps} className="cwxt-m-editor">
      {editor.status === 'loading' && (
        <div className="cwxt-m-editor-loading" role="status" aria-label={EDITOR_TEXTS.loading}>
          <DotLoading color="primary" />
        </div>
      )}
      {editor.status === 'error' && <EditorLoadFailed text={EDITOR_TEXTS.loadFailed} />}
      {editor.status === 'ready' && !frame.readOnly && (
        <Button size="small" className="cwxt-m-editor-image" onClick={dialog.show}>
          <PictureOutline /> {MARKDOWN_IMAGE_TOOLTIP}
        </Button>
      )}
      <div ref={editor.containerRef} />
      <MobileMarkdownImageDialog state={dialog} />
    </div>
  );
}

import { DotLoading } from 'antd-mobile';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { RichTextEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useRichTextEditorWidget } from '../../../shared/hooks/editors/use-editor-widgets';
import { EditorLoadFailed } from './markdown-image-dialog';
import './mobile-editors.css';

/** The shared rich text editor props; the phone adds none. */
export type MobileRichTextEditorProps = RichTextEditorProps;

/**
 * The rich text editor on the phone: TinyMCE with its mobile settings (sliding toolbar, no menu
 * bar, a short toolbar). The phone shell keeps no page alive, so there is no tab re-activation to
 * follow: the editor is created each time its page mounts.
 */
export function MobileRichTextEditor(props: MobileRichTextEditorProps) {
  const { frame, editor } = useRichTextEditorWidget(props, { phone: true });
  return (
    <div {...frame.groupProps} className="cwxt-m-editor" aria-busy={editor.status === 'loading'}>
      {editor.status === 'loading' && (
        <div className="cwxt-m-editor-loading" role="status" aria-label={EDITOR_TEXTS.loading}>
          <DotLoading color="primary" />
        </div>
      )}
      {editor.status === 'error' && <EditorLoadFailed text={EDITOR_TEXTS.loadFailed} />}
      <div ref={editor.containerRef} />
    </div>
  );
}

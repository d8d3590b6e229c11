import { Alert, Spin } from 'antd';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { RichTextEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useRichTextEditorWidget } from '../../../shared/hooks/editors/use-editor-widgets';
import { useTabReloadKey } from './use-tab-reload';
import './editors.css';

export type { RichTextEditorProps };

/**
 * The rich text editor of spec 002 §2 (TinyMCE: height 600, font sizes 12–72 px, the line heights,
 * image upload through the upload call). It re-creates itself when its multi-tab page becomes
 * active again, so a kept-alive page never shows a dead editor frame.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const reloadKey = useTabReloadKey();
  const { frame, editor } = useRichTextEditorWidget(props, { phone: false, reloadKey });
  return (
    <div
      {...frame.groupProps}
      className="cwxt-editor cwxt-rich-text-editor"
      aria-busy={editor.status === 'loading'}
    >
      {editor.status === 'loading' && (
        <Spin description={EDITOR_TEXTS.loading} className="cwxt-editor-loading" />
      )}
      {editor.status === 'error' && <Alert type="error" showIcon title={EDITOR_TEXTS.loadFailed} />}
      <div ref={editor.containerRef} />
    </div>
  );
}

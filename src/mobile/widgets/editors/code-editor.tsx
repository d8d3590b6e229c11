import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { CodeEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useCodeEditorWidget } from '../../../shared/hooks/editors/use-editor-widgets';
import './mobile-editors.css';

/** The shared code editor props; the phone adds none (its default height is 240px). */
export type MobileCodeEditorProps = CodeEditorProps;

/** The code editor on the phone: full width, soft-wrapped lines, a larger font for touch. */
export function MobileCodeEditor(props: MobileCodeEditorProps) {
  const { frame, editor } = useCodeEditorWidget(props, { defaultHeight: '240px', lineWrapping: true });
  return (
    <div {...frame.groupProps} className="cwxt-m-editor" data-mode={editor.loadedMode ?? ''}>
      <div ref={editor.containerRef} />
      {editor.languageError && (
        <p className="cwxt-m-editor-note" role="status">
          {EDITOR_TEXTS.languageFailed}
        </p>
      )}
    </div>
  );
}

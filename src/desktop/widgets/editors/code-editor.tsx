import { Alert } from 'antd';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { CodeEditorProps } from '../../../shared/hooks/editors/editor-props';
import { useCodeEditorWidget } from '../../../shared/hooks/editors/use-editor-widgets';
import './editors.css';

export type { CodeEditorProps };

/** The code editor of spec 002 §2 (CodeMirror 6, tab size 2, each mode's language on demand). */
export function CodeEditor(props: CodeEditorProps) {
  const { frame, editor } = useCodeEditorWidget(props, { defaultHeight: '300px' });
  return (
    <div {...frame.groupProps} className="cwxt-editor cwxt-code-editor" data-mode={editor.loadedMode ?? ''}>
      <div ref={editor.containerRef} />
      {editor.languageError && <Alert type="warning" showIcon title={EDITOR_TEXTS.languageFailed} />}
    </div>
  );
}

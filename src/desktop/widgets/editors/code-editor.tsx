import { Alert } from 'antd';
import { normalizeCodeMode } from '../../../shared/domain/widgets/editors/code';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { useCodeMirror } from '../../../shared/hooks/editors/use-code-mirror';
import './editors.css';

export interface CodeEditorProps {
  value?: string;
  onChange?: (code: string) => void;
  /** One of CODE_MODES (css, javascript, html, java, objective-c, python, r, shell, sql, swift, vue, markdown) or an alias; anything else is plain text. */
  mode?: string;
  /** CSS height, default 300px; the content scrolls inside. */
  height?: string | number;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** The code editor of spec 002 §2 (CodeMirror 6, tab size 2, each mode's language on demand). */
export function CodeEditor(props: CodeEditorProps) {
  const { value = '', onChange, disabled = false, readOnly = false, id } = props;
  const mode = normalizeCodeMode(props.mode);
  const label = props['aria-label'] ?? EDITOR_TEXTS.codeLabel;
  const height = typeof props.height === 'number' ? `${props.height}px` : (props.height ?? '300px');
  const editor = useCodeMirror({ value, onChange, mode, readOnly: readOnly || disabled, label, height });
  return (
    <div
      id={id}
      className="cwxt-editor cwxt-code-editor"
      role="group"
      aria-label={label}
      aria-disabled={disabled}
      data-mode={editor.loadedMode ?? ''}
    >
      <div ref={editor.containerRef} />
      {editor.languageError && <Alert type="warning" showIcon title={EDITOR_TEXTS.languageFailed} />}
    </div>
  );
}

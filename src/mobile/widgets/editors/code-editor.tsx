import { normalizeCodeMode } from '../../../shared/domain/widgets/editors/code';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { useCodeMirror } from '../../../shared/hooks/editors/use-code-mirror';
import './mobile-editors.css';

export interface MobileCodeEditorProps {
  value?: string;
  onChange?: (code: string) => void;
  /** One of CODE_MODES or an alias; anything else is plain text. */
  mode?: string;
  /** CSS height, default 240px; the content scrolls inside. */
  height?: string | number;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** The code editor on the phone: full width, soft-wrapped lines, a larger font for touch. */
export function MobileCodeEditor(props: MobileCodeEditorProps) {
  const { value = '', onChange, disabled = false, readOnly = false, id } = props;
  const mode = normalizeCodeMode(props.mode);
  const label = props['aria-label'] ?? EDITOR_TEXTS.codeLabel;
  const height = typeof props.height === 'number' ? `${props.height}px` : (props.height ?? '240px');
  const editor = useCodeMirror({
    value,
    onChange,
    mode,
    readOnly: readOnly || disabled,
    label,
    height,
    lineWrapping: true,
  });
  return (
    <div
      id={id}
      className="cwxt-m-editor"
      role="group"
      aria-label={label}
      aria-disabled={disabled}
      data-mode={editor.loadedMode ?? ''}
    >
      <div ref={editor.containerRef} />
      {editor.languageError && (
        <p className="cwxt-m-editor-note" role="status">
          {EDITOR_TEXTS.languageFailed}
        </p>
      )}
    </div>
  );
}

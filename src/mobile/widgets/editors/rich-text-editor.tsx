import { DotLoading } from 'antd-mobile';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { useRichTextEditor } from '../../../shared/hooks/editors/use-rich-text-editor';
import { EditorLoadFailed } from './markdown-image-dialog';
import './mobile-editors.css';

export interface MobileRichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Default 600 (spec 002 §9). */
  height?: number;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The rich text editor on the phone: TinyMCE with its mobile settings (sliding toolbar, no menu
 * bar, a short toolbar). The phone shell keeps no page alive, so there is no tab re-activation to
 * follow: the editor is created each time its page mounts.
 */
export function MobileRichTextEditor(props: MobileRichTextEditorProps) {
  const { value = '', onChange, height, disabled = false, readOnly = false, id } = props;
  const label = props['aria-label'] ?? EDITOR_TEXTS.richTextLabel;
  const editor = useRichTextEditor({
    value,
    onChange,
    readOnly: readOnly || disabled,
    label,
    height,
    phone: true,
  });
  return (
    <div
      id={id}
      className="cwxt-m-editor"
      role="group"
      aria-label={label}
      aria-disabled={disabled}
      aria-busy={editor.status === 'loading'}
    >
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

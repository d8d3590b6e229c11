import { Alert, Spin } from 'antd';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { useRichTextEditor } from '../../../shared/hooks/editors/use-rich-text-editor';
import { useTabReloadKey } from './use-tab-reload';
import './editors.css';

export interface RichTextEditorProps {
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
 * The rich text editor of spec 002 §2 (TinyMCE: height 600, font sizes 12–72 px, the line heights,
 * image upload through the upload call). It re-creates itself when its multi-tab page becomes
 * active again, so a kept-alive page never shows a dead editor frame.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value = '', onChange, height, disabled = false, readOnly = false, id } = props;
  const label = props['aria-label'] ?? EDITOR_TEXTS.richTextLabel;
  const reloadKey = useTabReloadKey();
  const editor = useRichTextEditor({
    value,
    onChange,
    readOnly: readOnly || disabled,
    label,
    height,
    phone: false,
    reloadKey,
  });
  return (
    <div
      id={id}
      className="cwxt-editor cwxt-rich-text-editor"
      role="group"
      aria-label={label}
      aria-disabled={disabled}
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

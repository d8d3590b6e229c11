import type { MarkdownMode } from '../../domain/widgets/editors/markdown';

/**
 * The props both shells' editors take (spec 002 §2, §9). One definition, so a page written against
 * the desktop editor works unchanged against the phone one; each shell only renders them.
 */
interface EditorCommonProps {
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  /** The editor's accessible name; each editor has its own default (EDITOR_TEXTS). */
  'aria-label'?: string;
}

export interface MarkdownEditorProps extends EditorCommonProps {
  value?: string;
  onChange?: (markdown: string) => void;
  /** markdown (default) or wysiwyg. */
  mode?: MarkdownMode;
  /** Default 300px, never below 200px (spec 002 §9). */
  height?: string | number;
}

export interface RichTextEditorProps extends EditorCommonProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Default 600 (spec 002 §9). */
  height?: number;
}

export interface CodeEditorProps extends EditorCommonProps {
  value?: string;
  onChange?: (code: string) => void;
  /** One of CODE_MODES (css, javascript, html, java, objective-c, python, r, shell, sql, swift, vue, markdown) or an alias; anything else is plain text. */
  mode?: string;
  /** CSS height (a number is pixels); the content scrolls inside. Default 300px on the desktop, 240px on the phone. */
  height?: string | number;
}

export interface EditorFrame {
  value: string;
  /** Disabled also stops editing. */
  readOnly: boolean;
  label: string;
  /** Spread onto the editor's outer element: a role=group named like the editor (spec 002 §2). */
  groupProps: { id?: string; role: 'group'; 'aria-label': string; 'aria-disabled': boolean };
}

/** What every editor of both shells derives from its common props. */
export function editorFrame(
  props: EditorCommonProps & { value?: string },
  defaultLabel: string,
): EditorFrame {
  const disabled = props.disabled ?? false;
  const label = props['aria-label'] ?? defaultLabel;
  return {
    value: props.value ?? '',
    readOnly: (props.readOnly ?? false) || disabled,
    label,
    groupProps: { id: props.id, role: 'group', 'aria-label': label, 'aria-disabled': disabled },
  };
}

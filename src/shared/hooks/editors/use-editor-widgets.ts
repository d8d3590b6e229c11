import { codeEditorHeight, normalizeCodeMode } from '../../domain/widgets/editors/code';
import { EDITOR_TEXTS } from '../../domain/widgets/editors/texts';
import { editorFrame, type CodeEditorProps, type RichTextEditorProps } from './editor-props';
import { useCodeMirror, type CodeMirrorOptions } from './use-code-mirror';
import { useRichTextEditor, type RichTextEditorOptions } from './use-rich-text-editor';

/**
 * The code and rich text editor components of both shells, minus their markup: the props become the
 * shared hook's options the same way on each shell; only what the shell passes in differs.
 */
export function useCodeEditorWidget(
  props: CodeEditorProps,
  shell: { defaultHeight: string } & Pick<CodeMirrorOptions, 'lineWrapping'>,
) {
  const frame = editorFrame(props, EDITOR_TEXTS.codeLabel);
  const editor = useCodeMirror({
    value: frame.value,
    onChange: props.onChange,
    mode: normalizeCodeMode(props.mode),
    readOnly: frame.readOnly,
    label: frame.label,
    height: codeEditorHeight(props.height, shell.defaultHeight),
    lineWrapping: shell.lineWrapping,
  });
  return { frame, editor };
}

export function useRichTextEditorWidget(
  props: RichTextEditorProps,
  shell: Pick<RichTextEditorOptions, 'phone' | 'reloadKey'>,
) {
  const frame = editorFrame(props, EDITOR_TEXTS.richTextLabel);
  const editor = useRichTextEditor({
    value: frame.value,
    onChange: props.onChange,
    readOnly: frame.readOnly,
    label: frame.label,
    height: props.height,
    phone: shell.phone,
    reloadKey: shell.reloadKey,
  });
  return { frame, editor };
}

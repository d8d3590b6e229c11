import { useRef } from 'react';
import { EDITOR_TEXTS } from '../../domain/widgets/editors/texts';
import { editorFrame, type MarkdownEditorProps } from './editor-props';
import { useImageDialog } from './use-image-dialog';
import { useMarkdownEditor, type MarkdownEditorOptions } from './use-markdown-editor';

/**
 * The markdown editor component of both shells minus its markup (spec 002 §2): the props become the
 * editor's options, and the image button opens the 图片上传 dialog whose confirm inserts into the
 * editor. The dialog is created before the editor, so it reaches insertImage through a ref updated
 * on every render.
 */
export function useMarkdownWithImageDialog(
  props: MarkdownEditorProps,
  shell: Pick<MarkdownEditorOptions, 'previewStyle' | 'toolbarImageButton'> = {},
) {
  const frame = editorFrame(props, EDITOR_TEXTS.markdownLabel);
  const insert = useRef<(url: string, remark: string) => void>(() => undefined);
  const dialog = useImageDialog((url, remark) => insert.current(url, remark));
  const editor = useMarkdownEditor({
    value: frame.value,
    onChange: props.onChange,
    mode: props.mode ?? 'markdown',
    height: props.height,
    readOnly: frame.readOnly,
    label: frame.label,
    ...shell,
    onImageButton: dialog.show,
  });
  insert.current = editor.insertImage;
  return { frame, editor, dialog };
}

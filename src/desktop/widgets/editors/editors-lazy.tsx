import { Spin } from 'antd';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { lazyEditor } from '../../../shared/hooks/editors/lazy-editor';

function Loading({ label }: { label: string }) {
  return (
    <div className="cwxt-editor-loading" role="status" aria-label={label}>
      <Spin description={EDITOR_TEXTS.loading} />
    </div>
  );
}

/** What pages import: the editor and its third-party core load on first render, never with the shell. */
export const MarkdownEditorLazy = lazyEditor(
  () => import('./markdown-editor').then((m) => m.MarkdownEditor),
  EDITOR_TEXTS.markdownLabel,
  Loading,
);

export const RichTextEditorLazy = lazyEditor(
  () => import('./rich-text-editor').then((m) => m.RichTextEditor),
  EDITOR_TEXTS.richTextLabel,
  Loading,
);

export const CodeEditorLazy = lazyEditor(
  () => import('./code-editor').then((m) => m.CodeEditor),
  EDITOR_TEXTS.codeLabel,
  Loading,
);

import { DotLoading } from 'antd-mobile';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import { lazyEditor } from '../../../shared/hooks/editors/lazy-editor';

function Loading({ label }: { label: string }) {
  return (
    <div className="cwxt-m-editor-loading" role="status" aria-label={label}>
      <DotLoading color="primary" />
    </div>
  );
}

/** What phone pages import: each editor and its third-party core load on first render only. */
export const MarkdownEditorLazy = lazyEditor(
  () => import('./markdown-editor').then((m) => m.MobileMarkdownEditor),
  EDITOR_TEXTS.markdownLabel,
  Loading,
);

export const RichTextEditorLazy = lazyEditor(
  () => import('./rich-text-editor').then((m) => m.MobileRichTextEditor),
  EDITOR_TEXTS.richTextLabel,
  Loading,
);

export const CodeEditorLazy = lazyEditor(
  () => import('./code-editor').then((m) => m.MobileCodeEditor),
  EDITOR_TEXTS.codeLabel,
  Loading,
);

import { Suspense, lazy } from 'react';
import { DotLoading } from 'antd-mobile';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { MobileMarkdownEditorProps } from './markdown-editor';
import type { MobileRichTextEditorProps } from './rich-text-editor';
import type { MobileCodeEditorProps } from './code-editor';

const MarkdownEditor = lazy(() =>
  import('./markdown-editor').then((m) => ({ default: m.MobileMarkdownEditor })),
);
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.MobileRichTextEditor })),
);
const CodeEditor = lazy(() => import('./code-editor').then((m) => ({ default: m.MobileCodeEditor })));

function Loading({ label }: { label: string }) {
  return (
    <div className="cwxt-m-editor-loading" role="status" aria-label={label}>
      <DotLoading color="primary" />
    </div>
  );
}

/** What phone pages import: each editor and its third-party core load on first render only. */
export function MarkdownEditorLazy(props: MobileMarkdownEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.markdownLabel} />}>
      <MarkdownEditor {...props} />
    </Suspense>
  );
}

export function RichTextEditorLazy(props: MobileRichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.richTextLabel} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export function CodeEditorLazy(props: MobileCodeEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.codeLabel} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

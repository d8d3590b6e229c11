import { Suspense, lazy } from 'react';
import { Spin } from 'antd';
import { EDITOR_TEXTS } from '../../../shared/domain/widgets/editors/texts';
import type { MarkdownEditorProps } from './markdown-editor';
import type { RichTextEditorProps } from './rich-text-editor';
import type { CodeEditorProps } from './code-editor';

const MarkdownEditor = lazy(() => import('./markdown-editor').then((m) => ({ default: m.MarkdownEditor })));
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));
const CodeEditor = lazy(() => import('./code-editor').then((m) => ({ default: m.CodeEditor })));

function Loading({ label }: { label: string }) {
  return (
    <div className="cwxt-editor-loading" role="status" aria-label={label}>
      <Spin description={EDITOR_TEXTS.loading} />
    </div>
  );
}

/** What pages import: the editor and its third-party core load on first render, never with the shell. */
export function MarkdownEditorLazy(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.markdownLabel} />}>
      <MarkdownEditor {...props} />
    </Suspense>
  );
}

export function RichTextEditorLazy(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.richTextLabel} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export function CodeEditorLazy(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Loading label={props['aria-label'] ?? EDITOR_TEXTS.codeLabel} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

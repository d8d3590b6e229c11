// The phone editors' public entry: lazy components only, so importing this file costs a page
// nothing until an editor is rendered (spec 002: they never enter a shell's first load).
export { MarkdownEditorLazy, RichTextEditorLazy, CodeEditorLazy } from './editors-lazy';
export type { MobileMarkdownEditorProps } from './markdown-editor';
export type { MobileRichTextEditorProps } from './rich-text-editor';
export type { MobileCodeEditorProps } from './code-editor';

// toast-ui 3.2.2 ships types only at its package root, which its `exports` map hides from
// TypeScript's bundler resolution. These are the parts the markdown hook uses, as the shipped
// types/editor.d.ts declares them.
declare module '@toast-ui/editor' {
  export interface ToolbarCustomOptions {
    name: string;
    tooltip?: string;
    el?: HTMLElement;
  }
  export type ToolbarItem = string | ToolbarCustomOptions;
  export interface EditorOptions {
    el: HTMLElement;
    viewer?: boolean;
    height?: string;
    minHeight?: string;
    initialValue?: string;
    previewStyle?: 'tab' | 'vertical';
    initialEditType?: 'markdown' | 'wysiwyg';
    language?: string;
    usageStatistics?: boolean;
    autofocus?: boolean;
    toolbarItems?: ToolbarItem[][];
    events?: { change?: () => void };
  }
  export interface Viewer {
    setMarkdown(markdown: string): void;
    isViewer(): boolean;
    destroy(): void;
  }
  export interface Editor {
    getMarkdown(): string;
    setMarkdown(markdown: string, cursorToEnd?: boolean): void;
    insertText(text: string): void;
    exec(name: string, payload?: Record<string, unknown>): void;
    isMarkdownMode(): boolean;
    isViewer(): boolean;
    changeMode(mode: 'markdown' | 'wysiwyg', withoutFocus?: boolean): void;
    setHeight(height: string): void;
    getHeight(): string;
    destroy(): void;
  }
  const ToastEditor: {
    factory(options: EditorOptions): Editor | Viewer;
    setLanguage(code: string | string[], data: Record<string, string>): void;
  };
  export default ToastEditor;
}

// The zh-CN language file registers itself on import and exports nothing.
declare module '@toast-ui/editor/dist/i18n/zh-cn';

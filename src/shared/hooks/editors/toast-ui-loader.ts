import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/i18n/zh-cn';
import '@toast-ui/editor/dist/toastui-editor.css';

/**
 * The toast-ui markdown editor with its zh-CN texts and styles. Only ever reached through a
 * dynamic import (use-markdown-editor.ts), so it never enters a shell's first load. Tests that
 * cannot run ProseMirror in jsdom replace this one module.
 */
export default Editor;

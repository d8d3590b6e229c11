import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor, ToolbarItem, Viewer } from '@toast-ui/editor';
import {
  MARKDOWN_DEFAULTS,
  MARKDOWN_IMAGE_BUTTON,
  MARKDOWN_IMAGE_TOOLTIP,
  MARKDOWN_TOOLBAR,
  buildImageMarkdown,
  markdownHeight,
  type MarkdownMode,
} from '../../domain/widgets/editors/markdown';

export interface MarkdownEditorOptions {
  value: string;
  onChange?: (markdown: string) => void;
  /** Initial mode; the user may switch with the editor's own tabs. */
  mode: MarkdownMode;
  height?: string | number;
  /** Read-only shows the rendered document (toast-ui Viewer) instead of the editor. */
  readOnly: boolean;
  label: string;
  /** Vertical (spec default) side-by-side preview, or tabs (the phone: no room for two columns). */
  previewStyle?: 'vertical' | 'tab';
  /**
   * false: no image button in toast-ui's toolbar (the phone renders its own: on a narrow screen
   * toast-ui folds most of the toolbar into its 更多 menu). Default true, after 表格.
   */
  toolbarImageButton?: boolean;
  /** The custom image button of the toolbar (the shell opens its 图片上传 dialog). */
  onImageButton: () => void;
}

export type EditorStatus = 'loading' | 'ready' | 'error';

export interface MarkdownEditorHandle {
  containerRef: React.RefObject<HTMLDivElement | null>;
  status: EditorStatus;
  /** Inserts ![remark](url) at the cursor (markdown) or an image node (wysiwyg). */
  insertImage(url: string, remark: string): void;
}

type Instance = Editor | Viewer;

function isEditor(instance: Instance | null): instance is Editor {
  return !!instance && !instance.isViewer();
}

/** ProseMirror owns these nodes; naming them lets assistive tech and the e2e check find them. */
function labelEditables(root: HTMLElement, label: string): void {
  root.querySelectorAll<HTMLElement>('[contenteditable]').forEach((el) => {
    el.setAttribute('aria-label', label);
    el.setAttribute('role', 'textbox');
    el.setAttribute('aria-multiline', 'true');
  });
}

function imageButton(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  // toast-ui's own image icon class, so the button looks like the built-in ones.
  button.className = 'toastui-editor-toolbar-icons image';
  button.style.margin = '0';
  button.setAttribute('aria-label', MARKDOWN_IMAGE_TOOLTIP);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * toast-ui editor 3 as a controlled value (spec 002 §2 "Markdown editor": toolbar list, zh-CN,
 * 300/200 px heights, vertical preview). The library loads through a dynamic import when the
 * first editor mounts. onChange fires for user edits only.
 */
export function useMarkdownEditor(options: MarkdownEditorOptions): MarkdownEditorHandle {
  const { value, mode, readOnly, label } = options;
  const height = markdownHeight(options.height);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const instanceRef = useRef<Instance | null>(null);
  const [status, setStatus] = useState<EditorStatus>('loading');
  const latest = useRef({ value, onChange: options.onChange, onImageButton: options.onImageButton, label });
  // Set while we push the controlled value in: toast-ui reports it as a change.
  const applying = useRef(false);
  // The last markdown reported or applied: one edit is reported once.
  const lastSeen = useRef(value);
  const emit = useCallback((markdown: string) => {
    if (markdown === lastSeen.current) return;
    lastSeen.current = markdown;
    latest.current.onChange?.(markdown);
  }, []);

  useEffect(() => {
    latest.current = { value, onChange: options.onChange, onImageButton: options.onImageButton, label };
  });

  // Editor and Viewer are different objects: switching read-only re-creates the instance.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return undefined;
    let disposed = false;
    setStatus('loading');
    import('./toast-ui-loader').then(
      ({ default: ToastEditor }) => {
        if (disposed) return;
        const host = document.createElement('div');
        el.appendChild(host);
        const toolbarItems: ToolbarItem[][] = MARKDOWN_TOOLBAR.map((group) => [...group]);
        const image = {
          name: MARKDOWN_IMAGE_BUTTON,
          tooltip: MARKDOWN_IMAGE_TOOLTIP,
          el: imageButton(() => latest.current.onImageButton()),
        };
        if (options.toolbarImageButton !== false) toolbarItems[3]?.splice(1, 0, image);
        const instance = ToastEditor.factory({
          el: host,
          viewer: readOnly,
          initialValue: latest.current.value,
          height,
          minHeight: MARKDOWN_DEFAULTS.minHeight,
          previewStyle: options.previewStyle ?? MARKDOWN_DEFAULTS.previewStyle,
          initialEditType: mode,
          language: MARKDOWN_DEFAULTS.language,
          usageStatistics: false,
          autofocus: false,
          toolbarItems,
          events: {
            change: () => {
              const current = instanceRef.current;
              if (applying.current || !isEditor(current)) return;
              emit(current.getMarkdown());
            },
          },
        });
        instanceRef.current = instance;
        lastSeen.current = latest.current.value;
        labelEditables(host, latest.current.label);
        setStatus('ready');
      },
      () => {
        if (!disposed) setStatus('error');
      },
    );
    return () => {
      disposed = true;
      instanceRef.current?.destroy();
      instanceRef.current = null;
      el.replaceChildren();
    };
    // height and mode are applied below without re-creating; only read-only swaps the instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => {
    const instance = instanceRef.current;
    if (!instance || status !== 'ready') return;
    const current = isEditor(instance) ? instance.getMarkdown() : null;
    lastSeen.current = value;
    if (current === value) return;
    applying.current = true;
    try {
      if (isEditor(instance)) instance.setMarkdown(value, false);
      else (instance as Viewer).setMarkdown(value);
    } finally {
      applying.current = false;
    }
  }, [value, status]);

  useEffect(() => {
    const instance = instanceRef.current;
    if (status === 'ready' && isEditor(instance) && instance.getHeight() !== height)
      instance.setHeight(height);
  }, [height, status]);

  useEffect(() => {
    const instance = instanceRef.current;
    if (status !== 'ready' || !isEditor(instance)) return;
    const current: MarkdownMode = instance.isMarkdownMode() ? 'markdown' : 'wysiwyg';
    if (current !== mode) instance.changeMode(mode, true);
  }, [mode, status]);

  useEffect(() => {
    if (status === 'ready' && containerRef.current) labelEditables(containerRef.current, label);
  }, [label, status]);

  const insertImage = useCallback(
    (url: string, remark: string) => {
      const instance = instanceRef.current;
      if (!isEditor(instance)) return;
      if (instance.isMarkdownMode()) instance.insertText(buildImageMarkdown(url, remark));
      else instance.exec('addImage', { imageUrl: url, altText: remark });
      // Reported here too: the change event of a wysiwyg command may come late or not at all.
      emit(instance.getMarkdown());
    },
    [emit],
  );

  return { containerRef, status, insertImage };
}

import { useEffect, useRef, useState } from 'react';
import type { Editor as TinyEditor, RawEditorOptions } from 'tinymce';
import {
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_LINE_HEIGHTS,
  RICH_TEXT_MOBILE_TOOLBAR,
  RICH_TEXT_PLUGINS,
  RICH_TEXT_TOOLBAR,
  tinymceList,
} from '../../domain/widgets/editors/rich-text';
import { TINYMCE_LANGUAGE } from '../../domain/widgets/editors/tinymce-zh-cn';
import { imageDataUrl } from '../../domain/widgets/editors/upload-answer';
import { EditorUploadError, uploadEditorImage } from './editor-upload';
import type { EditorStatus } from './use-markdown-editor';

export interface RichTextEditorOptions {
  value: string;
  onChange?: (html: string) => void;
  readOnly: boolean;
  label: string;
  height?: number;
  /** The phone: TinyMCE's mobile settings (sliding toolbar, no menu bar). */
  phone: boolean;
  /** Changing it destroys and re-creates the editor with the current value (tab re-activation). */
  reloadKey?: number;
}

export interface RichTextEditorHandle {
  containerRef: React.RefObject<HTMLDivElement | null>;
  status: EditorStatus;
}

type BlobInfo = Parameters<NonNullable<RawEditorOptions['images_upload_handler']>>[0];

/**
 * Image upload for TinyMCE (spec 002 §2 / §7): the upload call with biz=jeditor; a 'local' answer
 * keeps the image embedded as base64. The rejection text is what TinyMCE shows in its notice.
 */
export async function richTextImageUpload(blobInfo: BlobInfo): Promise<string> {
  try {
    const outcome = await uploadEditorImage(blobInfo.blob(), blobInfo.filename());
    return outcome.kind === 'url' ? outcome.url : imageDataUrl(blobInfo.blob().type, blobInfo.base64());
  } catch (err) {
    const message = err instanceof EditorUploadError ? err.message : String(err);
    // remove: true drops the placeholder image instead of leaving a broken blob: reference.
    throw { message, remove: true };
  }
}

/** The TinyMCE settings of spec 002 §2 (height 600, font sizes, line heights). */
export function richTextSettings(o: { readOnly: boolean; label: string; height?: number; phone: boolean }) {
  const settings: RawEditorOptions = {
    height: o.height ?? RICH_TEXT_HEIGHT,
    language: TINYMCE_LANGUAGE,
    skin: 'oxide',
    content_css: 'default',
    branding: false,
    promotion: false,
    menubar: false,
    statusbar: !o.phone,
    plugins: [...RICH_TEXT_PLUGINS],
    toolbar: o.phone ? RICH_TEXT_MOBILE_TOOLBAR : RICH_TEXT_TOOLBAR,
    toolbar_mode: o.phone ? 'sliding' : 'wrap',
    font_size_formats: tinymceList(RICH_TEXT_FONT_SIZES),
    line_height_formats: tinymceList(RICH_TEXT_LINE_HEIGHTS),
    images_upload_handler: richTextImageUpload,
    automatic_uploads: true,
    // Stored URLs stay as the server gave them (no rewriting to relative paths).
    convert_urls: false,
    readonly: o.readOnly,
    iframe_aria_text: o.label,
  };
  if (o.phone)
    settings.mobile = { menubar: false, toolbar_mode: 'sliding', toolbar: RICH_TEXT_MOBILE_TOOLBAR };
  return settings;
}

/**
 * TinyMCE as a controlled HTML value. TinyMCE mutates the DOM it is given, so the hook appends its
 * own textarea to the (empty) container and removes everything on unmount / reload.
 */
export function useRichTextEditor(options: RichTextEditorOptions): RichTextEditorHandle {
  const { value, readOnly, label, height, phone, reloadKey = 0 } = options;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const editorRef = useRef<TinyEditor | null>(null);
  const [status, setStatus] = useState<EditorStatus>('loading');
  const latest = useRef({ value, onChange: options.onChange, readOnly, label });
  // The last HTML reported or applied: one edit is reported once, and a prop equal to it is no-op.
  const lastSeen = useRef(value);

  useEffect(() => {
    latest.current = { value, onChange: options.onChange, readOnly, label };
  });

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return undefined;
    let disposed = false;
    let created: TinyEditor | null = null;
    setStatus('loading');
    const target = document.createElement('textarea');
    target.value = latest.current.value;
    el.appendChild(target);
    import('./tinymce-loader')
      .then(({ default: tinymce }) => {
        // Unmounted while the chunk loaded (or StrictMode's first mount): no orphan editor.
        if (disposed) return undefined;
        return tinymce.init({
          ...richTextSettings({
            readOnly: latest.current.readOnly,
            label: latest.current.label,
            height,
            phone,
          }),
          target,
          setup: (editor) => {
            created = editor;
            const report = () => {
              if (disposed) return;
              const html = editor.getContent();
              if (html === lastSeen.current) return;
              lastSeen.current = html;
              latest.current.onChange?.(html);
            };
            editor.on('input change undo redo ExecCommand', report);
            editor.on('init', () => {
              if (disposed) {
                editor.remove();
                return;
              }
              // The value may have changed while the editor loaded.
              editor.setContent(latest.current.value);
              lastSeen.current = editor.getContent();
              editorRef.current = editor;
              setStatus('ready');
            });
          },
        });
      })
      .catch(() => {
        if (!disposed) setStatus('error');
      });
    return () => {
      disposed = true;
      editorRef.current = null;
      created?.remove();
      el.replaceChildren();
    };
    // height/phone are construction settings; reloadKey re-creates on purpose.
  }, [reloadKey, height, phone]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || status !== 'ready' || value === lastSeen.current) return;
    if (editor.getContent() === value) return;
    lastSeen.current = value;
    editor.setContent(value);
  }, [value, status]);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && status === 'ready') editor.mode.set(readOnly ? 'readonly' : 'design');
  }, [readOnly, status]);

  return { containerRef, status };
}

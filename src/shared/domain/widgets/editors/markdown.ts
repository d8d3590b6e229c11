/**
 * Markdown editor constants and the image reference of spec 002 §2 "Markdown editor". Pure: the
 * toast-ui integration lives in src/shared/hooks/editors/use-markdown-editor.ts.
 */

/** The toolbar of the spec, grouped like toast-ui groups them (one separator between groups). */
export const MARKDOWN_TOOLBAR: readonly (readonly MarkdownToolbarItem[])[] = [
  ['heading', 'bold', 'italic', 'strike'],
  ['hr', 'quote'],
  ['ul', 'ol', 'task', 'indent', 'outdent'],
  ['table', 'link'],
  ['code', 'codeblock'],
];

export type MarkdownToolbarItem =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'strike'
  | 'hr'
  | 'quote'
  | 'ul'
  | 'ol'
  | 'task'
  | 'indent'
  | 'outdent'
  | 'table'
  | 'link'
  | 'code'
  | 'codeblock';

/** Name of the custom image button appended to the `table, link` group. */
export const MARKDOWN_IMAGE_BUTTON = 'imageUpload';
export const MARKDOWN_IMAGE_TOOLTIP = '插入图片';

export const MARKDOWN_DEFAULTS = {
  height: '300px',
  minHeight: '200px',
  previewStyle: 'vertical',
  language: 'zh-CN',
  mode: 'markdown',
} as const;

export type MarkdownMode = 'markdown' | 'wysiwyg';
export const MARKDOWN_MODES: readonly MarkdownMode[] = ['markdown', 'wysiwyg'];

/** Heights below the spec's minimum are raised to it; a bare number means pixels. */
export function markdownHeight(height: string | number | undefined): string {
  const min = parseInt(MARKDOWN_DEFAULTS.minHeight, 10);
  if (height === undefined || height === '') return MARKDOWN_DEFAULTS.height;
  if (typeof height === 'number') return `${Math.max(min, Math.round(height))}px`;
  const px = /^(\d+(?:\.\d+)?)(px)?$/.exec(height.trim());
  if (px) return `${Math.max(min, Math.round(Number(px[1])))}px`;
  // Other CSS lengths (e.g. 50vh, auto) cannot be compared here: toast-ui's minHeight still applies.
  return height.trim();
}

/** The image dialog (spec 002 §2): title, width and its two tabs. */
export const IMAGE_DIALOG = {
  title: '图片上传',
  width: '30%',
  tabs: { local: '本地图片上传', network: '网络图片地址' },
  fields: { file: '图片', remark: '图片备注', url: '图片地址' },
  choose: '选择图片',
  ok: '确定',
  cancel: '取消',
} as const;

export type ImageDialogTab = 'local' | 'network';

export const IMAGE_DIALOG_MESSAGES = {
  noFile: '请选择要上传的图片',
  notImage: '请上传图片',
  noUrl: '请输入图片地址',
  badUrl: '请输入正确的图片地址',
  uploading: '图片上传中...',
} as const;

/** Alt text may not close the `[...]` part; newlines would end the paragraph. */
function escapeAlt(remark: string): string {
  return remark
    .replace(/[\r\n]+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/([[\]])/g, '\\$1')
    .trim();
}

/** A destination with spaces or parentheses goes in angle brackets (CommonMark link destination). */
function escapeDestination(url: string): string {
  const clean = url.trim().replace(/[\r\n]/g, '');
  if (!/[\s()<>]/.test(clean)) return clean;
  return `<${clean.replace(/[<>]/g, (c) => encodeURIComponent(c))}>`;
}

/** `![remark](url)`: the remark is the alt text (spec 002 §2). */
export function buildImageMarkdown(url: string, remark = ''): string {
  return `![${escapeAlt(remark)}](${escapeDestination(url)})`;
}

/**
 * A network image address: http(s) or a site-relative path. Other schemes (javascript:, data:)
 * are refused so a pasted value cannot smuggle a script or a huge inline blob into the document.
 */
export function isAcceptableImageUrl(url: string): boolean {
  const u = url.trim();
  if (!u) return false;
  if (/^https?:\/\/[^\s/]+/i.test(u)) return !/\s/.test(u);
  return /^\/(?!\/)\S*$/.test(u);
}

/** Image files only (spec 002 §5 "Image upload"): by MIME type, like the upload widgets. */
export function isImageType(mime: string | undefined | null): boolean {
  return typeof mime === 'string' && /^image\//i.test(mime);
}

export interface ImageDialogInput {
  tab: ImageDialogTab;
  file: { type: string } | null;
  url: string;
}

/** The message that blocks confirming the dialog, or undefined when it may go on. */
export function validateImageDialog(input: ImageDialogInput): string | undefined {
  if (input.tab === 'local') {
    if (!input.file) return IMAGE_DIALOG_MESSAGES.noFile;
    if (!isImageType(input.file.type)) return IMAGE_DIALOG_MESSAGES.notImage;
    return undefined;
  }
  if (!input.url.trim()) return IMAGE_DIALOG_MESSAGES.noUrl;
  if (!isAcceptableImageUrl(input.url)) return IMAGE_DIALOG_MESSAGES.badUrl;
  return undefined;
}

/**
 * Rich text editor constants of spec 002 §2 "Rich text editor" / §9. Pure: the TinyMCE integration
 * lives in src/shared/hooks/editors/use-rich-text-editor.ts.
 */

export const RICH_TEXT_HEIGHT = 600;

/** Font sizes 12 to 72 px (spec 002 §2), in TinyMCE's space-separated option format. */
export const RICH_TEXT_FONT_SIZES: readonly string[] = [
  '12px',
  '14px',
  '16px',
  '18px',
  '20px',
  '24px',
  '28px',
  '32px',
  '36px',
  '48px',
  '56px',
  '72px',
];

export const RICH_TEXT_LINE_HEIGHTS: readonly string[] = [
  '1',
  '1.5',
  '1.6',
  '1.75',
  '1.8',
  '2',
  '3',
  '4',
  '5',
];

/** Plugins bundled (imported) by the integration; nothing is fetched from a CDN. */
export const RICH_TEXT_PLUGINS: readonly string[] = [
  'advlist',
  'autolink',
  'lists',
  'link',
  'image',
  'charmap',
  'preview',
  'searchreplace',
  'visualblocks',
  'code',
  'fullscreen',
  'table',
  'wordcount',
];

export const RICH_TEXT_TOOLBAR =
  'undo redo | blocks fontsize lineheight | bold italic underline strikethrough forecolor backcolor | ' +
  'alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | ' +
  'link image table | removeformat code preview fullscreen';

/** The phone toolbar: fewer groups, TinyMCE's sliding toolbar shows the rest (its mobile mode). */
export const RICH_TEXT_MOBILE_TOOLBAR =
  'undo redo | bold italic underline forecolor | fontsize lineheight | bullist numlist | image link';

export const RICH_TEXT_MESSAGES = {
  uploadFailed: '图片上传失败',
  unknownError: '未知错误',
} as const;

/** `font_size_formats` / `line_height_formats` values. */
export function tinymceList(values: readonly string[]): string {
  return values.join(' ');
}

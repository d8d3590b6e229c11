import DOMPurify from 'dompurify';

/**
 * Render-time sanitising of announcement HTML. The server already stores it through an allowlist;
 * this is the second fence, so a row written before that (or by another system) cannot run code:
 * no scripts, event attributes, frames, forms, svg/math, or javascript:/data: links.
 */
export function toSafeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

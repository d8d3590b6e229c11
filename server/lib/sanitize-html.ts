import sanitize from 'sanitize-html';

/**
 * Allowlist HTML sanitiser for rich announcement / template text (CONTRACT departures: "HTML
 * sanitised by an allowlist sanitizer on the server"). Anything not listed is dropped: no style or
 * event attributes, no svg/math/iframe/object/embed/form/base/meta, and URLs only http(s), mailto,
 * relative, and data:image (raster types only) for img src.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'a',
  'img',
  'figure',
  'figcaption',
];

// Drop the element *and* its text for containers whose text is code, not prose.
const CODE_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
];
// Plain-text stripping also drops <title>: its text is never part of a title or summary.
const NON_TEXT_TAGS = [...CODE_TEXT_TAGS, 'title'];

// Raster images only: data:image/svg+xml can carry script when opened directly.
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start'],
    p: ['align'],
    div: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  nonTextTags: CODE_TEXT_TAGS,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opened in a new tab must not get a handle on this window.
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = { ...attribs };
      if (out.target !== undefined) {
        if (out.target !== '_blank' && out.target !== '_self') delete out.target;
        else if (out.target === '_blank') out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    // sanitize-html lets every data: URL through once 'data' is an allowed img scheme; keep raster images only.
    img: (tagName, attribs) => {
      const out: sanitize.Attributes = { ...attribs };
      const src = out.src?.trim();
      if (src !== undefined && /^data:/i.test(src) && !DATA_IMAGE.test(src)) delete out.src;
      return { tagName, attribs: out };
    },
  },
};

/** Sanitised rich text: safe to store and to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function stripOnce(text: string): string {
  const stripped = sanitize(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS });
  return stripped.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '');
}

/**
 * Plain text from possibly-HTML input (titles): no tags, no entities. Repeated until stable so that
 * an escaped tag ("&lt;img onerror=…&gt;") cannot come back as a real one once decoded.
 */
export function stripTags(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i += 1) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

/** HTML-escapes a value substituted into an HTML template. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

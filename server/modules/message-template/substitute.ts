import { escapeHtml, sanitizeRichText } from '../../lib/sanitize-html';

/** A placeholder value as text: strings as they are, other JSON values serialised. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * `${name}` → data[name] by plain string replacement (one pass): no template engine ever evaluates user text.
 * HTML templates get HTML-escaped values and the result sanitised; a text template becomes HTML
 * by escaping it whole and keeping its line breaks, since messages are stored as HTML.
 */
export function renderTemplate(
  content: string,
  data: Readonly<Record<string, unknown>>,
  html: boolean,
): string {
  // One pass over the template: a substituted value is never scanned again, so a value that
  // itself looks like `${other}` stays literal text. Only own keys count (no prototype lookups).
  const out = content.replace(/\$\{([^{}]{1,100})\}/g, (whole, key: string) => {
    if (!Object.hasOwn(data, key)) return whole;
    const text = asText(data[key]);
    return html ? escapeHtml(text) : text;
  });
  return html ? sanitizeRichText(out) : escapeHtml(out).replace(/\r?\n/g, '<br>');
}

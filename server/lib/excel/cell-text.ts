// Spreadsheet cell values (exceljs / SheetJS) as the plain text the validators read.

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell: YYYY-MM-DD, with the time only when it has one (spreadsheet dates carry no zone: UTC). */
export function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const h = d.getUTCHours();
  const m = d.getUTCMinutes();
  const s = d.getUTCSeconds();
  return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Any exceljs cell value (string, number, Date, rich text, formula result, hyperlink…) as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text?: unknown }>; result?: unknown; text?: unknown };
    if (Array.isArray(v.richText))
      return v.richText.map((r) => (typeof r.text === 'string' ? r.text : '')).join('');
    // A formula cell imports as its cached result, never as the formula.
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

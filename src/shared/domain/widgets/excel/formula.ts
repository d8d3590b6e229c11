/**
 * CSV/formula injection guard (OWASP): a spreadsheet cell whose text starts with = + - @ (or a
 * tab / carriage return) could be run as a formula by Excel, so exports prefix it with '.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes neutraliseCell on import, so an exported file imports back to the same values. */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

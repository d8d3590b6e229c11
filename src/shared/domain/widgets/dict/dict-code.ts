/**
 * Table dictionary codes `table,text,code[,condition]` (CONTRACT.md §4.2/§4.3).
 */
export interface TableDictCode {
  table: string;
  text: string;
  code: string;
  condition?: string;
}

/** The parts of a table dictionary code, or null when it has fewer than three parts. */
export function parseTableDictCode(dict: string): TableDictCode | null {
  const parts = dict.split(',').map((p) => p.trim());
  const [table, text, code] = parts;
  if (!table || !text || !code) return null;
  const condition = parts.slice(3).join(',');
  return condition ? { table, text, code, condition } : { table, text, code };
}

/**
 * The code for `loadDictItem`, which takes exactly `table,text,code`: a fourth (condition) part is
 * dropped, as the original search select did before asking for a value's label.
 */
export function labelDictCode(dict: string): string {
  const parts = dict.split(',');
  return parts.length > 3 ? parts.slice(0, 3).join(',') : dict;
}

import type { ResourceField, ResourceSchema } from '../../resources/types';

/** One spreadsheet column of a resource: the field it maps to and its Chinese header. */
export interface ExcelColumn {
  key: string;
  title: string;
  field: ResourceField;
}

const toColumn = (field: ResourceField): ExcelColumn => ({ key: field.key, title: field.title, field });

/** Export columns: the schema's `exportable` fields, never secrets. */
export function exportColumns(schema: ResourceSchema): ExcelColumn[] {
  return schema.fields.filter((f) => f.exportable && !f.secret).map(toColumn);
}

/**
 * Import columns: `importable` fields, or else the fields the add form writes (form true/'create'),
 * never secrets and never uploaded files (a path in a cell cannot carry the file).
 */
export function importColumns(schema: ResourceSchema): ExcelColumn[] {
  return schema.fields
    .filter((f) => !f.secret && f.kind !== 'image' && f.kind !== 'file' && f.kind !== 'password')
    .filter((f) => f.importable ?? (f.form === true || f.form === 'create'))
    .map(toColumn);
}

/** How a file's header row maps onto import columns. */
export interface HeaderMapping {
  /** One entry per header cell, in file order. */
  headers: Array<{ index: number; header: string; key: string | null; title: string | null }>;
  /** Header cells that match no column (shown flagged in the preview, ignored on import). */
  unmatched: string[];
  /** Import columns the file does not have (imported as empty). */
  missing: ExcelColumn[];
}

const normalise = (text: string) => text.replace(/\s+/g, '').replace(/[*＊]/g, '').toLowerCase();

/**
 * Matches each header cell to an import column by Chinese title or field key (spaces and a
 * required-marker * ignored). A column is taken once: a repeated header is unmatched.
 */
export function matchHeaders(headerRow: readonly string[], columns: readonly ExcelColumn[]): HeaderMapping {
  const taken = new Set<string>();
  const headers: HeaderMapping['headers'] = [];
  const unmatched: string[] = [];
  headerRow.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const n = normalise(header);
    const column = columns.find(
      (c) => !taken.has(c.key) && (normalise(c.title) === n || c.key.toLowerCase() === n),
    );
    if (column) taken.add(column.key);
    else unmatched.push(header);
    headers.push({ index, header, key: column?.key ?? null, title: column?.title ?? null });
  });
  return { headers, unmatched, missing: columns.filter((c) => !taken.has(c.key)) };
}

import { importColumns, matchHeaders, type HeaderMapping } from './columns';
import type { ExcelProfile } from './profiles';
import { isBlankRow, markDuplicates, validateRow, type DictLookup, type ValidatedRow } from './row-validate';

/** What the import dialog shows for one chosen file before it is uploaded. */
export interface SheetPreview {
  mapping: HeaderMapping;
  /** The first data rows, validated with the add form's rules (as the server will). */
  rows: ValidatedRow[];
  /** The rows among them that fail. */
  failing: ValidatedRow[];
}

/**
 * The browser preview of a sheet (header + first rows): the column mapping and the rows that fail
 * validation. Database checks (values already taken, unknown 职务) only the server can make.
 */
export function previewSheet(
  header: readonly string[],
  rows: readonly string[][],
  profile: ExcelProfile,
  dicts: DictLookup,
): SheetPreview {
  const columns = importColumns(profile.schema);
  const mapping = matchHeaders(header, columns);
  const validated: ValidatedRow[] = [];
  rows.forEach((cells, i) => {
    if (!isBlankRow(cells)) validated.push(validateRow(cells, i + 2, mapping, columns, dicts));
  });
  markDuplicates(validated, profile.uniqueKeys, columns);
  return { mapping, rows: validated, failing: validated.filter((r) => r.errors.length > 0) };
}

/** Dictionary codes a profile's import columns need (to load before previewing). */
export function previewDictCodes(profile: ExcelProfile): string[] {
  return [
    ...new Set(
      importColumns(profile.schema)
        .map((c) => c.field.dictCode)
        .filter((c): c is string => !!c),
    ),
  ];
}

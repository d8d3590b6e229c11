import { importColumns } from '../../domain/widgets/excel/columns';
import type { ExcelProfile } from '../../domain/widgets/excel/profiles';

/** The template's header row: the titles of the columns an import reads, in schema order. */
export function importTemplateHeader(profile: ExcelProfile): string[] {
  return importColumns(profile.schema).map((c) => c.title);
}

export function importTemplateName(profile: ExcelProfile): string {
  return `${profile.schema.title}导入模板.xlsx`;
}

/**
 * Saves an .xlsx whose only row is the import's header (the titles the import matches). SheetJS
 * loads here with a dynamic import, as for the preview, so no shell carries it.
 */
export async function downloadImportTemplate(profile: ExcelProfile): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([importTemplateHeader(profile)]);
  XLSX.utils.book_append_sheet(book, sheet, profile.schema.title.slice(0, 31));
  const data = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  const blob = new Blob([data], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = href;
  link.setAttribute('download', importTemplateName(profile));
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

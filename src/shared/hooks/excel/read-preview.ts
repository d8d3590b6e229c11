import { excelKindOf } from '../../domain/widgets/excel/file-name';
import { EXCEL_MESSAGES, IMPORT_LIMITS } from '../../domain/widgets/excel/messages';

/** The header and the first rows of a chosen file's first sheet, as text. */
export interface PreviewRows {
  header: string[];
  rows: string[][];
}

const cellText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v);

/** Blob.arrayBuffer() where it exists, FileReader otherwise (older webviews, jsdom). */
function fileBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads the first `count` data rows of an .xls/.xlsx in the browser. SheetJS is loaded here with a
 * dynamic import, so it is fetched only when a file is previewed, never with a shell.
 * @throws Error with the Chinese message for a wrong type, an oversized or unreadable file.
 */
export async function readPreviewRows(
  file: File,
  count: number = IMPORT_LIMITS.previewRows,
): Promise<PreviewRows> {
  if (!excelKindOf(file.name)) throw new Error(EXCEL_MESSAGES.badExtension(file.name));
  if (file.size > IMPORT_LIMITS.maxFileMb * 1024 * 1024)
    throw new Error(EXCEL_MESSAGES.tooLarge(IMPORT_LIMITS.maxFileMb));
  const XLSX = await import('@e965/xlsx');
  let rows: unknown[][];
  try {
    const book = XLSX.read(await fileBytes(file), {
      type: 'array',
      sheetRows: count + 1,
      dense: true,
      cellFormula: false,
      cellHTML: false,
    });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    rows = sheet
      ? XLSX.utils.sheet_to_json<unknown[]>(sheet, {
          header: 1,
          raw: false,
          defval: '',
          dateNF: 'yyyy-mm-dd',
        })
      : [];
  } catch {
    throw new Error(EXCEL_MESSAGES.unreadable(file.name));
  }
  const [header = [], ...data] = rows;
  return { header: header.map(cellText), rows: data.slice(0, count).map((r) => r.map(cellText)) };
}

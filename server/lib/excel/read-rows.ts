import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { ExcelKind } from '../../../src/shared/domain/widgets/excel/file-name';
import { EXCEL_MESSAGES, IMPORT_LIMITS } from '../../../src/shared/domain/widgets/excel/messages';
import { BizError } from '../../plugins/envelope';
import { cellText } from './cell-text';

/** A sheet as text rows: header first. Later sheets with the same header continue the data. */
export interface SheetRows {
  header: string[];
  rows: string[][];
}

const sameHeader = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((h, i) => h.trim() === (b[i] ?? '').trim());

const trimEnd = (cells: string[]) => {
  let n = cells.length;
  while (n > 0 && (cells[n - 1] ?? '').trim() === '') n -= 1;
  return cells.slice(0, n);
};

class RowSink {
  header: string[] | null = null;
  rows: string[][] = [];
  private sheetHeaderPending = true;
  private sheetSkipped = false;

  constructor(private readonly name: string) {}

  startSheet(): void {
    this.sheetHeaderPending = true;
    this.sheetSkipped = false;
  }

  push(cells: string[]): void {
    if (this.sheetSkipped) return;
    if (this.sheetHeaderPending) {
      this.sheetHeaderPending = false;
      const header = trimEnd(cells);
      if (this.header === null) this.header = header;
      // A later sheet with another header is not part of the data (e.g. a notes sheet).
      else if (!sameHeader(this.header, header)) this.sheetSkipped = true;
      return;
    }
    if (this.rows.length >= IMPORT_LIMITS.maxRows)
      throw new BizError(EXCEL_MESSAGES.tooManyRows(this.name, IMPORT_LIMITS.maxRows));
    this.rows.push(cells);
  }

  result(): SheetRows {
    return { header: this.header ?? [], rows: this.rows };
  }
}

/** .xlsx through exceljs's streaming reader: rows are read one by one, styles ignored. */
async function readXlsx(data: Buffer, sink: RowSink): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    sink.startSheet();
    for await (const row of sheet) {
      // row.values is 1-based and sparse.
      const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      sink.push(cells);
    }
  }
}

/** .xls (BIFF) through SheetJS: formatted text of every cell, dates as YYYY-MM-DD. */
function readXls(data: Buffer, sink: RowSink): void {
  const book = XLSX.read(data, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false });
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    sink.startSheet();
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: true,
      dateNF: 'yyyy-mm-dd',
    });
    for (const row of rows) sink.push(row.map((v) => cellText(v)));
  }
}

/** The rows of an already checked spreadsheet (see checkSpreadsheet); unreadable → a Chinese BizError. */
export async function readSheetRows(kind: ExcelKind, data: Buffer, fileName: string): Promise<SheetRows> {
  const sink = new RowSink(fileName);
  try {
    if (kind === 'xlsx') await readXlsx(data, sink);
    else readXls(data, sink);
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw new BizError(EXCEL_MESSAGES.unreadable(fileName));
  }
  return sink.result();
}

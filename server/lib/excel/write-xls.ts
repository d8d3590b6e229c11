import * as XLSX from '@e965/xlsx';
import { neutraliseCell } from '../../../src/shared/domain/widgets/excel/formula';

/** BIFF8 holds 65,536 rows per sheet: the header plus 65,535 data rows. */
export const XLS_ROWS_PER_SHEET = 65_535;

// BIFF8 record types used here ([MS-XLS] 2.3).
const BOF = 0x0809;
const BOUND_SHEET = 0x0085;
const DIMENSIONS = 0x0200;
const LABEL = 0x0204;
const WINDOW2 = 0x023e;
/** SheetJS writes a Label's text as at most 255 UTF-16 units; so do we. */
const MAX_LABEL = 255;

interface SheetData {
  rows: readonly string[][];
  /** First data row (0-based; the header is row 0). */
  firstRow: number;
}

/** Label records of the rows: rw, col, ixfe, then an XLUnicodeString (cch, fHighByte=1, UTF-16LE). */
function labelRecords(data: SheetData, xf: number): Buffer {
  let size = 0;
  for (const row of data.rows) for (const cell of row) size += 4 + 9 + 2 * Math.min(cell.length, MAX_LABEL);
  const out = Buffer.allocUnsafe(size);
  let pos = 0;
  data.rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      const text = cell.length > MAX_LABEL ? cell.slice(0, MAX_LABEL) : cell;
      out.writeUInt16LE(LABEL, pos);
      out.writeUInt16LE(9 + 2 * text.length, pos + 2);
      out.writeUInt16LE(data.firstRow + r, pos + 4);
      out.writeUInt16LE(c, pos + 6);
      out.writeUInt16LE(xf, pos + 8);
      out.writeUInt16LE(text.length, pos + 10);
      out.writeUInt8(1, pos + 12);
      pos += 13 + out.write(text, pos + 13, 'utf16le');
    });
  });
  return out;
}

/**
 * Adds the data rows' Label records to the header-only workbook stream SheetJS wrote: before each
 * sheet's Window2, with Dimensions grown and the BoundSheet8 offsets moved accordingly.
 */
function withData(stream: Buffer, sheets: readonly SheetData[]): Buffer {
  const pieces: Buffer[] = [];
  const sheetStarts: number[] = [];
  const boundSheets: number[] = [];
  let out = 0;
  let sheet = -1;
  let xf = 16;
  for (let pos = 0; pos + 4 <= stream.length;) {
    const type = stream.readUInt16LE(pos);
    const len = stream.readUInt16LE(pos + 2);
    const record = Buffer.from(stream.subarray(pos, pos + 4 + len));
    if (type === BOF) {
      if (sheet >= 0 || pos > 0) sheetStarts.push(out);
      sheet = pos === 0 ? -1 : sheet + 1;
    }
    if (type === BOUND_SHEET) boundSheets.push(out + 4);
    const data = sheet >= 0 ? sheets[sheet] : undefined;
    if (data && type === LABEL) xf = record.readUInt16LE(8);
    if (data && type === DIMENSIONS) record.writeUInt32LE(data.firstRow + data.rows.length, 8);
    if (data && type === WINDOW2 && data.rows.length > 0) {
      const cells = labelRecords(data, xf);
      pieces.push(cells);
      out += cells.length;
    }
    pieces.push(record);
    out += record.length;
    pos += 4 + len;
  }
  const result = Buffer.concat(pieces, out);
  if (boundSheets.length !== sheetStarts.length) throw new Error('xls: sheet count mismatch');
  boundSheets.forEach((at, i) => result.writeUInt32LE(sheetStarts[i] ?? 0, at));
  return result;
}

/**
 * A real .xls (BIFF8, OLE2) workbook: a header row per sheet and the data continuing on further
 * sheets past 65,535 rows. Every cell is text, neutralised against formula injection. SheetJS
 * writes the workbook structure (globals, formats, header rows); the data rows are added as the
 * same Label records SheetJS writes, in one buffer: its per-cell writer allocates a 16 KB block
 * per cell and needs minutes for 100,000 rows.
 */
export function buildXls(sheetTitle: string, header: readonly string[], rows: readonly string[][]): Buffer {
  const book = XLSX.utils.book_new();
  const safeHeader = header.map(neutraliseCell);
  const count = Math.max(1, Math.ceil(rows.length / XLS_ROWS_PER_SHEET));
  // Sheet names: at most 31 chars and none of : \ / ? * [ ].
  const base = sheetTitle.replace(/[:\\/?*[\]]/g, '').slice(0, 25) || 'Sheet';
  const sheets: SheetData[] = [];
  for (let s = 0; s < count; s++) {
    const chunk = rows.slice(s * XLS_ROWS_PER_SHEET, (s + 1) * XLS_ROWS_PER_SHEET);
    sheets.push({ rows: chunk.map((r) => r.map(neutraliseCell)), firstRow: 1 });
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([safeHeader]),
      count === 1 ? base : `${base}${s + 1}`,
    );
  }
  const skeleton = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
  const cfb = XLSX.CFB.read(skeleton, { type: 'buffer' });
  const entry = XLSX.CFB.find(cfb, 'Workbook');
  if (!entry?.content) throw new Error('xls: no Workbook stream');
  const stream = withData(Buffer.from(entry.content as Uint8Array), sheets);
  entry.content = stream;
  entry.size = stream.length;
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

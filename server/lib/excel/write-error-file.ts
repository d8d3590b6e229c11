import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../../src/shared/domain/widgets/excel/formula';
import { EXCEL_MESSAGES } from '../../../src/shared/domain/widgets/excel/messages';

export interface ErrorFileRow {
  cells: readonly string[];
  errors: readonly string[];
}

/**
 * The error file of a refused import (.xlsx, streamed): the original header and rows, plus a
 * 错误信息 column holding each row's messages. Cells are neutralised like every export.
 */
export async function buildErrorFile(
  header: readonly string[],
  rows: readonly ErrorFileRow[],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('错误数据');
  const width = Math.max(header.length, ...rows.map((r) => r.cells.length));
  const padded = (cells: readonly string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  sheet.addRow([...padded(header), EXCEL_MESSAGES.errorColumn].map(neutraliseCell)).commit();
  for (const row of rows) {
    sheet.addRow([...padded(row.cells), row.errors.join('；')].map(neutraliseCell)).commit();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

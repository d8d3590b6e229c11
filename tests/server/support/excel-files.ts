import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { formBody, MULTIPART_TYPE } from './multipart';
import { API } from './test-app';

/** Spreadsheet builders and a multipart poster for the Excel import/export tests. */

export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function xlsOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** Every sheet of an .xls/.xlsx as text rows (header included), sheets concatenated. */
export function sheetsOf(data: Buffer): string[][][] {
  const book = XLSX.read(data, { type: 'buffer', dense: true });
  return book.SheetNames.map((n) =>
    XLSX.utils.sheet_to_json<string[]>(book.Sheets[n] as XLSX.WorkSheet, {
      header: 1,
      raw: false,
      defval: '',
    }),
  );
}

/** A zip with the given entries; `declare` overrides the declared uncompressed size (a lying header). */
export function zipOf(entries: Array<{ name: string; data: Buffer; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

export interface ImportAnswer {
  success: boolean;
  code: number;
  message: string;
  result: string | null;
}

export async function postImport(
  app: FastifyInstance,
  path: string,
  token: string,
  files: Array<{ fileName: string; data: Buffer }>,
  fields: Record<string, string> = { validateStatus: '0' },
): Promise<{ status: number; body: ImportAnswer }> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': MULTIPART_TYPE, 'x-access-token': token },
    payload: formBody(fields, 'files[]', files),
  });
  return { status: res.statusCode, body: res.json() as ImportAnswer };
}

export async function getExport(
  app: FastifyInstance,
  path: string,
  token: string,
  query: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'x-access-token': token }, query });
}

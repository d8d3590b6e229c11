import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { checkSpreadsheet } from '../../server/lib/excel/file-guard';
import { readSheetRows } from '../../server/lib/excel/read-rows';
import { buildXls, XLS_ROWS_PER_SHEET } from '../../server/lib/excel/write-xls';
import { checkZip, verifyZipInflation } from '../../server/lib/excel/zip-check';
import { sheetsOf, xlsxOf, zipOf } from './support/excel-files';

/** The Excel writers and the file guard without a database. */

describe('buildXls', () => {
  it('continues past 65,535 data rows on further sheets, each with the header', () => {
    const rows = Array.from({ length: XLS_ROWS_PER_SHEET + 2 }, (_, i) => [`r${i}`]);
    const sheets = sheetsOf(buildXls('用户', ['账号'], rows));
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toHaveLength(XLS_ROWS_PER_SHEET + 1);
    expect(sheets[1]).toEqual([['账号'], [`r${XLS_ROWS_PER_SHEET}`], [`r${XLS_ROWS_PER_SHEET + 1}`]]);
  });

  it('points every BoundSheet8 at its sheet BOF and sizes Dimensions to the rows', () => {
    const data = buildXls(
      '表',
      ['a', 'b'],
      Array.from({ length: XLS_ROWS_PER_SHEET + 3 }, (_, i) => [`${i}`, 'x']),
    );
    const cfb = XLSX.CFB.read(data, { type: 'buffer' });
    const stream = Buffer.from(XLSX.CFB.find(cfb, 'Workbook')?.content as Uint8Array);
    const bofs: number[] = [];
    const bound: number[] = [];
    const dims: number[] = [];
    for (let pos = 0; pos + 4 <= stream.length; pos += 4 + stream.readUInt16LE(pos + 2)) {
      const type = stream.readUInt16LE(pos);
      if (type === 0x0809) bofs.push(pos);
      if (type === 0x0085) bound.push(stream.readUInt32LE(pos + 4));
      if (type === 0x0200) dims.push(stream.readUInt32LE(pos + 8));
    }
    expect(bound).toEqual(bofs.slice(1));
    expect(dims).toEqual([XLS_ROWS_PER_SHEET + 1, 4]);
  });

  it('reads back a multi-sheet export as one table', async () => {
    const rows = Array.from({ length: XLS_ROWS_PER_SHEET + 1 }, (_, i) => [`r${i}`, '=1']);
    const data = buildXls('x', ['a', 'b'], rows);
    const table = await readSheetRows(await checkSpreadsheet('x.xls', data), data, 'x.xls');
    expect(table.header).toEqual(['a', 'b']);
    expect(table.rows).toHaveLength(XLS_ROWS_PER_SHEET + 1);
    expect(table.rows.at(-1)).toEqual([`r${XLS_ROWS_PER_SHEET}`, "'=1"]);
  });
});

describe('checkZip', () => {
  const limits = { maxUnzippedBytes: 1000, maxRatio: 100, maxEntries: 3 };

  it('passes an honest small zip and counts its entries', () => {
    const zip = zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    expect(checkZip(zip, limits)).toEqual({ ok: true, entries: 1, unzippedBytes: 4 });
  });

  it('refuses declared sizes over the limit, high ratios and too many entries', () => {
    expect(checkZip(zipOf([{ name: 'a', data: Buffer.from('x'), declare: 1001 }]), limits)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    const zeros = zipOf([{ name: 'a', data: Buffer.alloc(900) }]);
    expect(zeros.length * 100).toBeLessThan(900 * 100);
    expect(checkZip(zeros, { ...limits, maxRatio: 5 })).toEqual({ ok: false, reason: 'tooLarge' });
    const many = zipOf(['a', 'b', 'c', 'd'].map((name) => ({ name, data: Buffer.from(name) })));
    expect(checkZip(many, limits)).toEqual({ ok: false, reason: 'tooManyEntries' });
    expect(checkZip(Buffer.from('PK\x03\x04 not really a zip'), limits)).toEqual({
      ok: false,
      reason: 'notZip',
    });
  });

  it('refuses an entry that inflates past its declared size (a lying central directory)', async () => {
    const honest = zipOf([{ name: 'a', data: Buffer.alloc(5000, 7) }]);
    expect(await verifyZipInflation(honest)).toEqual({ ok: true, entries: 1, unzippedBytes: 5000 });
    const liar = zipOf([{ name: 'a', data: Buffer.alloc(5000, 7), declare: 4999 }]);
    expect(await verifyZipInflation(liar)).toEqual({ ok: false, reason: 'tooLarge' });
    await expect(checkSpreadsheet('liar.xlsx', liar)).rejects.toThrow(
      'liar.xlsx：文件解压后过大，疑似压缩炸弹，已拒绝导入',
    );
  });

  it('passes a real exceljs workbook under the import limits', async () => {
    const data = await xlsxOf([['a'], ['b']]);
    await expect(checkSpreadsheet('a.xlsx', data)).resolves.toBe('xlsx');
  });
});

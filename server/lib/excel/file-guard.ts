import { excelKindOf, type ExcelKind } from '../../../src/shared/domain/widgets/excel/file-name';
import { EXCEL_MESSAGES, IMPORT_LIMITS } from '../../../src/shared/domain/widgets/excel/messages';
import { BizError } from '../../plugins/envelope';
import { checkZip, verifyZipInflation, type ZipVerdict } from './zip-check';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const IMPORT_MAX_BYTES = IMPORT_LIMITS.maxFileMb * 1024 * 1024;

function refuse(name: string, verdict: Exclude<ZipVerdict, { ok: true }>): never {
  if (verdict.reason === 'notZip') throw new BizError(EXCEL_MESSAGES.badContent(name));
  if (verdict.reason === 'tooManyEntries') throw new BizError(EXCEL_MESSAGES.tooManyEntries(name));
  throw new BizError(EXCEL_MESSAGES.zipBomb(name));
}

/**
 * An uploaded spreadsheet is accepted only when its extension AND its first bytes agree (OLE2 for
 * .xls, zip for .xlsx), it is within the size limit and, for .xlsx, its central directory passes
 * the zip-bomb limits and no entry inflates past its declared size. All of it is checked before a
 * parser sees a byte.
 */
export async function checkSpreadsheet(fileName: string, data: Buffer): Promise<ExcelKind> {
  const name = fileName.split(/[\\/]/).pop()?.slice(0, 100) ?? '';
  const kind = excelKindOf(name);
  if (!kind) throw new BizError(EXCEL_MESSAGES.badExtension(name));
  if (data.length > IMPORT_MAX_BYTES) throw new BizError(EXCEL_MESSAGES.tooLarge(IMPORT_LIMITS.maxFileMb));
  if (data.length === 0) throw new BizError(EXCEL_MESSAGES.noData(name));
  const magic = kind === 'xls' ? OLE2 : ZIP;
  if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic))
    throw new BizError(EXCEL_MESSAGES.badContent(name));
  if (kind === 'xlsx') {
    const declared = checkZip(data, {
      maxUnzippedBytes: IMPORT_LIMITS.maxUnzippedBytes,
      maxRatio: IMPORT_LIMITS.maxRatio,
      maxEntries: IMPORT_LIMITS.maxZipEntries,
    });
    if (!declared.ok) refuse(name, declared);
    const actual = await verifyZipInflation(data);
    if (!actual.ok) refuse(name, actual);
  }
  return kind;
}

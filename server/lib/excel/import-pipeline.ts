import type { Result } from '../../../src/shared/domain/contract/result';
import { MAINTAIN_AFTER_ROWS, vacuumAnalyze } from '../../db/maintenance';
import type { DictItem } from '../../../src/shared/domain/contract/dict';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  importColumns,
  matchHeaders,
  type ExcelColumn,
} from '../../../src/shared/domain/widgets/excel/columns';
import { EXCEL_MESSAGES } from '../../../src/shared/domain/widgets/excel/messages';
import type { ExcelProfile } from '../../../src/shared/domain/widgets/excel/profiles';
import {
  isBlankRow,
  markDuplicates,
  validateRow,
  type ValidatedRow,
} from '../../../src/shared/domain/widgets/excel/row-validate';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { logOperation, type OperationEntry } from '../../modules/log/operation-log';
import type { AuthContext } from '../../modules/session/auth-context';
import { storeFile, uploadRoot } from '../../modules/upload/storage';
import { BizError, ok } from '../../plugins/envelope';
import { checkSpreadsheet } from './file-guard';
import type { ImportForm } from './import-route';
import { readSheetRows } from './read-rows';
import { buildErrorFile } from './write-error-file';

/** Spec 002 §7: code 201 with success = imported with error rows; result = the error file path. */
export const PARTIAL_CODE = 201;
/** Upload folder (biz) of error files, served by /sys/common/static. */
export const ERROR_FILE_BIZ = 'excel';

/** What a resource adds to the generic import: database checks and the insert itself. */
export interface ImportTarget {
  profile: ExcelProfile;
  /** Database-side checks (unique values already stored, references): push to row.errors. */
  checkRows(rows: ValidatedRow[], columns: readonly ExcelColumn[]): Promise<void>;
  /** Inserts every row inside the file's transaction (bulk, in batches). */
  insertRows(tx: Db, rows: ValidatedRow[]): Promise<void>;
  /** The tables insertRows writes: maintained after a big import (server/db/maintenance.ts). */
  tables?: readonly string[];
}

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

async function dictLookup(deps: AppDeps, columns: readonly ExcelColumn[]) {
  const map = new Map<string, DictItem[]>();
  for (const c of columns) {
    const code = c.field.dictCode;
    if (code && !map.has(code)) map.set(code, await deps.dicts.items(code));
  }
  return (code: string) => map.get(code);
}

type FileOutcome = { ok: true; count: number } | { ok: false; total: number; errors: number; path: string };

async function importOne(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  target: ImportTarget,
  file: { fileName: string; data: Buffer; kind: 'xls' | 'xlsx' },
): Promise<FileOutcome> {
  const name = file.fileName.split(/[\\/]/).pop()?.slice(0, 100) ?? '';
  const sheet = await readSheetRows(file.kind, file.data, name);
  const columns = importColumns(target.profile.schema);
  const mapping = matchHeaders(sheet.header, columns);
  if (!mapping.headers.some((h) => h.key !== null)) throw new BizError(EXCEL_MESSAGES.noColumns(name));
  const dicts = await dictLookup(deps, columns);
  const rows: ValidatedRow[] = [];
  sheet.rows.forEach((cells, i) => {
    if (!isBlankRow(cells)) rows.push(validateRow(cells, i + 2, mapping, columns, dicts));
  });
  if (rows.length === 0) throw new BizError(EXCEL_MESSAGES.noData(name));
  markDuplicates(rows, target.profile.uniqueKeys, columns);
  await target.checkRows(rows, columns);
  const bad = rows.filter((r) => r.errors.length > 0).length;
  const logBase = { ...meta, operateType: OPERATE_TYPE.import };
  if (bad > 0) {
    const errorFile = await buildErrorFile(sheet.header, rows);
    const path = await storeFile(uploadRoot(deps.config.dataDir), ERROR_FILE_BIZ, 'xlsx', errorFile);
    await logOperation(deps.db, auth, {
      ...logBase,
      content: `导入${target.profile.schema.title}失败：${name}，${EXCEL_MESSAGES.partial(rows.length, bad)}`,
      requestParam: { fileName: name, rows: rows.length, errors: bad, errorFile: path },
    });
    return { ok: false, total: rows.length, errors: bad, path };
  }
  await deps.db.transaction(async (tx) => {
    await target.insertRows(tx, rows);
    await logOperation(tx, auth, {
      ...logBase,
      content: `导入${target.profile.schema.title}：${name}，${rows.length}行`,
      requestParam: { fileName: name, rows: rows.length },
    });
  });
  // The lists that read these tables plan on fresh statistics from the next request on.
  if (rows.length >= MAINTAIN_AFTER_ROWS && target.tables) await vacuumAnalyze(deps.db, target.tables);
  return { ok: true, count: rows.length };
}

/**
 * The generic Excel import: every file is checked (extension, magic bytes, size, zip bomb) before
 * any is parsed; then each file is imported ALL OR NOTHING in its own transaction. A file with row
 * errors writes nothing and stops the run: code 201 with the error file's path.
 */
export async function importExcelFiles(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  form: ImportForm,
  target: ImportTarget,
): Promise<Result<string | null>> {
  const files: Array<{ fileName: string; data: Buffer; kind: 'xls' | 'xlsx' }> = [];
  for (const f of form.files) files.push({ ...f, kind: await checkSpreadsheet(f.fileName, f.data) });
  const several = files.length > 1;
  let imported = 0;
  const done: string[] = [];
  for (const file of files) {
    const outcome = await importOne(deps, auth, meta, target, file);
    if (!outcome.ok) {
      const prefix = several ? `${file.fileName}：` : '';
      const before = done.length ? `（已导入：${done.join('、')}）` : '';
      const message = `${prefix}${EXCEL_MESSAGES.partial(outcome.total, outcome.errors)}${before}`;
      return { ...ok(outcome.path, message), code: PARTIAL_CODE };
    }
    imported += outcome.count;
    done.push(file.fileName);
  }
  return ok(null, EXCEL_MESSAGES.imported(imported));
}

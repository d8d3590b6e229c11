import type { Result } from '../../domain/contract/result';
import { exportFileName } from '../../domain/widgets/excel/file-name';
import { EXCEL_MESSAGES } from '../../domain/widgets/excel/messages';
import { downloadFile, uploadAction } from '../http';
import { getHttpUi } from '../http-ui';
import { staticFileUrl } from '../static-url';

/** Form fields of an import besides files[] (spec 002 §3 "Import request form"). */
export interface ImportFields {
  isSingleTableImport?: string;
  foreignKeys?: string;
  /** 0 or 1, sent in online mode. */
  validateStatus?: 0 | 1;
}

/** POST multipart to the import URL: files[] plus the optional fields. */
export function postImportExcel(url: string, files: readonly File[], fields: ImportFields = {}) {
  const form = new FormData();
  if (fields.isSingleTableImport !== undefined)
    form.append('isSingleTableImport', fields.isSingleTableImport);
  if (fields.foreignKeys !== undefined) form.append('foreignKeys', fields.foreignKeys);
  if (fields.validateStatus !== undefined) form.append('validateStatus', String(fields.validateStatus));
  for (const f of files) form.append('files[]', f, f.name);
  return uploadAction<string | null>(url, form);
}

/**
 * Export (spec 002 §7): GET the URL with the query params plus `selections` (comma ids) when rows
 * are selected; the blob is saved as {name}.xls (导出文件 by default); an empty answer warns
 * 文件下载失败, a JSON answer shows its message.
 */
export function exportXls(
  url: string,
  params: Record<string, unknown> = {},
  name?: string,
  selectedIds: readonly string[] = [],
): Promise<void> {
  const query = selectedIds.length ? { ...params, selections: selectedIds.join(',') } : params;
  return downloadFile(url, query, exportFileName(name));
}

/** The download URL of an import's error file; 未知的文件 when the answer named none. */
export function errorFileUrl(path: string | null | undefined): string | null {
  const url = typeof path === 'string' && path.trim() !== '' ? staticFileUrl(path.trim()) : undefined;
  return url ?? null;
}

/** Opens an import's error file, or warns 未知的文件. */
export function openErrorFile(path: string | null | undefined): void {
  const url = errorFileUrl(path);
  if (!url) {
    getHttpUi().warning(EXCEL_MESSAGES.unknownFile);
    return;
  }
  window.open(url, '_blank', 'noopener');
}

export type ImportResult = Result<string | null>;

import { EXCEL_MESSAGES } from './messages';

export type ExcelKind = 'xls' | 'xlsx';

/** The lower-case extension of a file name, or '' (path parts are ignored). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** 'xls' / 'xlsx' by extension (spec 002 §5: only these are accepted), else null. */
export function excelKindOf(fileName: string): ExcelKind | null {
  const ext = extensionOf(fileName);
  return ext === 'xls' || ext === 'xlsx' ? ext : null;
}

/** `{name}.xls`, 导出文件 when no name is given (spec 002 §7). */
export function exportFileName(name?: string | null): string {
  const base =
    typeof name === 'string' && name.trim() !== '' ? name.trim() : EXCEL_MESSAGES.defaultExportName;
  return `${base}.xls`;
}

/**
 * Content-Disposition for a download named `fileName`: an ASCII fallback plus the UTF-8 name
 * (RFC 6266 / RFC 5987), so Chinese names survive every browser.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

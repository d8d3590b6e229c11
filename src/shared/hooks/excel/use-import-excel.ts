import { useCallback, useRef, useState } from 'react';
import { postImportExcel, type ImportFields } from '../../api/sys/excel-api';
import { getDictOptions } from '../../dict/dict-cache';
import type { DictItem } from '../../domain/contract/dict';
import { excelKindOf } from '../../domain/widgets/excel/file-name';
import { EXCEL_MESSAGES } from '../../domain/widgets/excel/messages';
import { previewDictCodes, previewSheet, type SheetPreview } from '../../domain/widgets/excel/preview';
import type { ExcelProfile } from '../../domain/widgets/excel/profiles';
import { readPreviewRows } from './read-preview';

/** Spec 002 §7: code 201 with success = imported with error rows. */
export const PARTIAL_IMPORT_CODE = 201;

/** How the shell shows the import's outcomes (spec 002 §8). */
export interface ImportExcelUi {
  warning(text: string): void;
  success(text: string): void;
  error(text: string): void;
  /** The 导入成功,但是有错误数据! dialog: the message and the error file's path. */
  partial(message: string, errorFile: string | null): void;
}

export type FilePreview =
  { status: 'loading' } | { status: 'ready'; preview: SheetPreview } | { status: 'error'; message: string };

export interface ChosenFile {
  uid: string;
  file: File;
  preview: FilePreview;
}

export interface UseImportExcelOptions {
  /** The caller-supplied import URL (e.g. /sys/user/importExcel). */
  url: string;
  /** The resource whose columns the preview maps; no profile = no preview. */
  profile?: ExcelProfile;
  /** Online mode: sends validateStatus (the 是否开启校验 switch). */
  online?: boolean;
  isSingleTableImport?: string;
  foreignKeys?: string;
  ui: ImportExcelUi;
  /** After a successful upload (also with error rows): the dialog closes and the list reloads. */
  onImported?: () => void;
  onClose?: () => void;
}

export interface ImportExcelController {
  files: ChosenFile[];
  uploading: boolean;
  validateStatus: 0 | 1;
  /** Opening clears the file list and resets validateStatus to 0 (spec 002 §4). */
  reset(): void;
  addFiles(files: readonly File[]): void;
  removeFile(uid: string): void;
  setValidateStatus(value: 0 | 1): void;
  upload(): Promise<void>;
}

let uidSeq = 0;

/** A 500 whose message says the token expired: the HTTP layer already opened the re-login dialog. */
function isTokenExpiry(error: unknown): boolean {
  const e = error as { response?: { status?: number; data?: { message?: unknown } } } | null;
  const message = e?.response?.data?.message;
  return e?.response?.status === 500 && typeof message === 'string' && message.includes('Token失效');
}

/** The import dialog's state and actions (JImportModal), shared by the shells. */
export function useImportExcel(options: UseImportExcelOptions): ImportExcelController {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [validateStatus, setValidateStatus] = useState<0 | 1>(0);
  const opts = useRef(options);
  opts.current = options;
  const dicts = useRef<Map<string, DictItem[]> | null>(null);

  const reset = useCallback(() => {
    setFiles([]);
    setValidateStatus(0);
    setUploading(false);
  }, []);

  const setPreview = (uid: string, preview: FilePreview) =>
    setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, preview } : f)));

  const loadDicts = async (profile: ExcelProfile) => {
    if (!dicts.current) {
      const map = new Map<string, DictItem[]>();
      for (const code of previewDictCodes(profile)) map.set(code, await getDictOptions(code).catch(() => []));
      dicts.current = map;
    }
    return dicts.current;
  };

  const preview = async (chosen: ChosenFile) => {
    const profile = opts.current.profile;
    if (!profile) return;
    try {
      const [sheet, map] = await Promise.all([readPreviewRows(chosen.file), loadDicts(profile)]);
      setPreview(chosen.uid, {
        status: 'ready',
        preview: previewSheet(sheet.header, sheet.rows, profile, (code) => map.get(code)),
      });
    } catch (error) {
      setPreview(chosen.uid, {
        status: 'error',
        message: error instanceof Error ? error.message : EXCEL_MESSAGES.unreadable(chosen.file.name),
      });
    }
  };

  const addFiles = useCallback((picked: readonly File[]) => {
    const accepted = picked.filter((f) => excelKindOf(f.name) !== null);
    if (accepted.length < picked.length) opts.current.ui.warning(EXCEL_MESSAGES.onlyExcel);
    const chosen: ChosenFile[] = accepted.map((file) => ({
      uid: `excel-${++uidSeq}`,
      file,
      preview: opts.current.profile ? { status: 'loading' } : { status: 'error', message: '' },
    }));
    setFiles((list) => [...list, ...chosen]);
    for (const c of chosen) void preview(c);
    // preview only reads refs and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const removeFile = useCallback((uid: string) => setFiles((list) => list.filter((f) => f.uid !== uid)), []);

  const upload = async () => {
    const o = opts.current;
    if (files.length === 0 || uploading) return;
    setUploading(true);
    const fields: ImportFields = {
      isSingleTableImport: o.isSingleTableImport,
      foreignKeys: o.foreignKeys,
      ...(o.online ? { validateStatus } : {}),
    };
    try {
      const res = await postImportExcel(
        o.url,
        files.map((f) => f.file),
        fields,
      );
      setUploading(false);
      if (!res.success) {
        o.ui.warning(res.message);
        return;
      }
      if (res.code === PARTIAL_IMPORT_CODE) o.ui.partial(res.message, res.result);
      else o.ui.success(res.message);
      reset();
      o.onImported?.();
      o.onClose?.();
    } catch (error) {
      setUploading(false);
      if (isTokenExpiry(error)) return;
      o.ui.error(`${files.map((f) => f.file.name).join('、')} ${EXCEL_MESSAGES.uploadFailed}`);
    }
  };

  return { files, uploading, validateStatus, reset, addFiles, removeFile, setValidateStatus, upload };
}

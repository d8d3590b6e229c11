import { useState } from 'react';
import { exportXls } from '../../api/sys/excel-api';

/** What one 导出 downloads (the same on both shells). */
export interface ExportXlsTarget {
  url: string;
  /** The list's query params (filters, superQuery, sort). */
  params?: Record<string, unknown>;
  /** File name without .xls (default 导出文件). */
  name?: string;
  /** Selected row ids: only those rows are exported. */
  selectedIds?: readonly string[];
}

/**
 * A 导出 button's state: `start` saves {name}.xls and keeps `busy` until the download was handed to
 * the browser or refused (the download call shows its own message), then calls `onDone`.
 */
export function useExportXls(): { busy: boolean; start(target: ExportXlsTarget, onDone?: () => void): void } {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    start(target, onDone) {
      setBusy(true);
      void exportXls(target.url, target.params, target.name, target.selectedIds)
        .catch(() => undefined)
        .finally(() => {
          setBusy(false);
          onDone?.();
        });
    },
  };
}

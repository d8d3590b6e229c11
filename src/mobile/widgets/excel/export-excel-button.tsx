import { useState } from 'react';
import { Button } from 'antd-mobile';
import { exportXls } from '../../../shared/api/sys/excel-api';

export interface MobileExportExcelButtonProps {
  url: string;
  /** The list's query params (filters, sort). */
  params?: Record<string, unknown>;
  /** File name without .xls (default 导出文件). */
  name?: string;
  selectedIds?: readonly string[];
  children?: string;
  /** After the download was handed to the browser (or refused with a message). */
  onDone?: () => void;
}

/** The phone's 导出: the same .xls download as the desktop (spec 002 §7). */
export function MobileExportExcelButton(props: MobileExportExcelButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void exportXls(props.url, props.params, props.name, props.selectedIds)
          .catch(() => undefined)
          .finally(() => {
            setBusy(false);
            props.onDone?.();
          });
      }}
    >
      {props.children ?? '导出'}
    </Button>
  );
}

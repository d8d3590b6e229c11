import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportXls } from '../../../shared/api/sys/excel-api';

export interface ExportExcelButtonProps {
  url: string;
  /** The list's query params (filters, superQuery, sort). */
  params?: Record<string, unknown>;
  /** File name without .xls (default 导出文件). */
  name?: string;
  /** Selected row ids: only those rows are exported. */
  selectedIds?: readonly string[];
  children?: string;
}

/** 导出 outside a list page (the list kit's toolbar has its own): saves {name}.xls. */
export function ExportExcelButton({
  url,
  params,
  name,
  selectedIds,
  children = '导出',
}: ExportExcelButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void exportXls(url, params, name, selectedIds)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}

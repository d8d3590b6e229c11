import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useExportXls, type ExportXlsTarget } from '../../../shared/hooks/excel/use-export-xls';

export interface ExportExcelButtonProps extends ExportXlsTarget {
  children?: string;
}

/** 导出 outside a list page (the list kit's toolbar has its own): saves {name}.xls. */
export function ExportExcelButton({ children = '导出', ...target }: ExportExcelButtonProps) {
  const exporter = useExportXls();
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => exporter.start(target)}>
      {children}
    </Button>
  );
}

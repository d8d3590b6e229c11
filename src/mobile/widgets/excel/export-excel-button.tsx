import { Button } from 'antd-mobile';
import { useExportXls, type ExportXlsTarget } from '../../../shared/hooks/excel/use-export-xls';

export interface MobileExportExcelButtonProps extends ExportXlsTarget {
  children?: string;
  /** After the download was handed to the browser (or refused with a message). */
  onDone?: () => void;
}

/** The phone's 导出: the same .xls download as the desktop (spec 002 §7). */
export function MobileExportExcelButton(props: MobileExportExcelButtonProps) {
  const exporter = useExportXls();
  return (
    <Button size="small" loading={exporter.busy} onClick={() => exporter.start(props, props.onDone)}>
      {props.children ?? '导出'}
    </Button>
  );
}

import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { POSITION_EXCEL, USER_EXCEL } from '../../../../shared/domain/widgets/excel/profiles';
import { MobileExportExcelButton } from '../../../widgets/excel/export-excel-button';

/** Excel导入导出 on the phone: export only (importing a spreadsheet is a desk job). */
export default function ExcelDemo() {
  const [exports, setExports] = useState(0);
  const done = () => setExports((n) => n + 1);
  return (
    <Card title="Excel导入导出">
      <List>
        <List.Item
          title="用户"
          extra={
            <MobileExportExcelButton url={USER_EXCEL.exportUrl} name="用户" onDone={done}>
              导出用户
            </MobileExportExcelButton>
          }
        />
        <List.Item
          title="职务"
          extra={
            <MobileExportExcelButton url={POSITION_EXCEL.exportUrl} name="职务" onDone={done}>
              导出职务
            </MobileExportExcelButton>
          }
        />
      </List>
      <output aria-label="导出次数">{exports}</output>
    </Card>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Descriptions, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { getAction } from '../../../../shared/api/http';
import type { Page } from '../../../../shared/domain/contract/result';
import { POSITION_EXCEL, USER_EXCEL } from '../../../../shared/domain/widgets/excel/profiles';
import { ExportExcelButton } from '../../../widgets/excel/export-excel-button';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';

/** Excel导入导出: export users/positions as .xls, import positions with preview (real server). */
export default function ExcelDemo() {
  const [open, setOpen] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [imports, setImports] = useState(0);

  const loadTotal = useCallback(async () => {
    const res = await getAction<Page<unknown>>(POSITION_EXCEL.schema.apiBase + '/list', { pageSize: 1 });
    setTotal(res.success ? res.result.total : null);
  }, []);
  useEffect(() => {
    void loadTotal();
  }, [loadTotal]);

  return (
    <Card title="Excel导入导出" size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <ExportExcelButton url={USER_EXCEL.exportUrl} name="用户">
          导出用户
        </ExportExcelButton>
        <ExportExcelButton url={POSITION_EXCEL.exportUrl} name="职务">
          导出职务
        </ExportExcelButton>
        <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
          导入职务
        </Button>
      </Space>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="职务总数">
          <output aria-label="职务总数">{total ?? '-'}</output>
        </Descriptions.Item>
        <Descriptions.Item label="导入次数">
          <output aria-label="导入次数">{imports}</output>
        </Descriptions.Item>
      </Descriptions>
      <ImportExcelModal
        open={open}
        onClose={() => setOpen(false)}
        url={POSITION_EXCEL.importUrl}
        profile={POSITION_EXCEL}
        online
        onImported={() => {
          setImports((n) => n + 1);
          void loadTotal();
        }}
      />
    </Card>
  );
}

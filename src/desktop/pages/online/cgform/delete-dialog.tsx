import { useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { deleteCgformHead, type CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';

function DeleteBody({ record, onDone }: { record: CgformHeadRecord; onDone(deleted: boolean): void }) {
  const { message } = useFeedback();
  const [dropTable, setDropTable] = useState(false);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const res = await deleteCgformHead(record.id, dropTable);
      if (res.success) {
        message.success(res.message);
        onDone(true);
      } else {
        message.warning(res.message);
      }
    } catch {
      // Transport errors are shown by the HTTP interceptor.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>{`确定删除表单「${record.tableTxt}（${record.tableName}）」吗？`}</Typography.Text>
      <Checkbox checked={dropTable} onChange={(e) => setDropTable(e.target.checked)}>
        同时删除数据库表
      </Checkbox>
      {dropTable && (
        <Typography.Text type="secondary">表中已有数据时不会删除数据库表，表单也会保留。</Typography.Text>
      )}
      <div style={{ textAlign: 'right' }}>
        <Space>
          <Button onClick={() => onDone(false)}>取消</Button>
          <Button type="primary" danger loading={running} onClick={() => void run()}>
            删除
          </Button>
        </Space>
      </div>
    </Space>
  );
}

/** 删除 of a design; optionally its physical table (the server refuses a table with rows). */
export function DeleteDialog({
  record,
  onClose,
}: {
  record: CgformHeadRecord | null;
  onClose(deleted: boolean): void;
}) {
  return (
    <AppModal
      open={record !== null}
      title="删除表单"
      width={520}
      footer={null}
      onCancel={() => onClose(false)}
    >
      {record && <DeleteBody key={record.id} record={record} onDone={onClose} />}
    </AppModal>
  );
}

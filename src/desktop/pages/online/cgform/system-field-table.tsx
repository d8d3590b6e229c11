import { Table, Tag, Typography } from 'antd';
import { SYSTEM_FIELD_ROWS, type SystemFieldRow } from '../../../../shared/domain/online/system-fields';

/** The system fields every online table has (created and filled by the engine), locked, above the designed ones. */
export function SystemFieldTable() {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">系统字段：新建表时自动创建，由系统维护，不可修改</Typography.Text>
      <Table<SystemFieldRow>
        size="small"
        bordered
        aria-label="系统字段"
        rowKey="dbFieldName"
        pagination={false}
        style={{ marginTop: 4 }}
        dataSource={[...SYSTEM_FIELD_ROWS]}
        columns={[
          { title: '字段名称', dataIndex: 'dbFieldName', width: 160 },
          { title: '字段备注', dataIndex: 'dbFieldTxt', width: 140 },
          { title: '字段类型', dataIndex: 'dbType', width: 120 },
          { title: '长度', dataIndex: 'dbLength', width: 80, render: (v: number | null) => v ?? '' },
          { title: '', key: 'tag', render: () => <Tag>系统字段</Tag> },
        ]}
      />
    </div>
  );
}

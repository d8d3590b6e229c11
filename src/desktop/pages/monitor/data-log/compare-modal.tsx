import { Alert, Table } from 'antd';
import { useEffect, useState } from 'react';
import { compareDataLogs } from '../../../../shared/api/sys/data-log-api';
import {
  compareVersions,
  type CompareRow,
  type DataLogRecord,
} from '../../../../shared/domain/resources/data-log';
import { AppModal } from '../../../widgets/modal/app-modal';

interface Loaded {
  older: DataLogRecord;
  newer: DataLogRecord;
  rows: CompareRow[];
}

const versionTitle = (v: DataLogRecord) =>
  `版本 ${v.dataVersion}（${v.createBy ?? ''} ${v.createTime ?? ''}）`;

/** 数据比较: two versions of one record side by side, changed fields highlighted. */
export function CompareModal({ ids, onClose }: { ids: [string, string] | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ids) return;
    let live = true;
    setLoaded(null);
    setError(null);
    void compareDataLogs(ids[0], ids[1]).then((res) => {
      if (!live) return;
      const [older, newer] = res.result ?? [];
      if (!res.success || !older || !newer) setError(res.message || '数据日志不存在');
      else
        setLoaded({
          older,
          newer,
          rows: compareVersions(older.dataTable, older.dataContent, newer.dataContent),
        });
    });
    return () => {
      live = false;
    };
  }, [ids]);
  return (
    <AppModal title="数据比较" open={ids !== null} width={900} onCancel={onClose} footer={null}>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Table<CompareRow>
        size="small"
        rowKey="column"
        loading={!loaded && !error}
        pagination={false}
        dataSource={loaded?.rows ?? []}
        rowClassName={(row) => (row.changed ? 'cwxt-datalog-changed' : '')}
        onRow={(row) =>
          row.changed ? { style: { background: '#fff7e6' }, 'aria-label': `${row.title} 已修改` } : {}
        }
        columns={[
          { key: 'title', title: '字段', dataIndex: 'title', width: 180 },
          { key: 'a', title: loaded ? versionTitle(loaded.older) : '版本 A', dataIndex: 'a' },
          { key: 'b', title: loaded ? versionTitle(loaded.newer) : '版本 B', dataIndex: 'b' },
        ]}
      />
    </AppModal>
  );
}

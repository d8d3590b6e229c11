import { Divider, Popconfirm, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dictRecycleBinQueryOptions,
  purgeDict,
  restoreDict,
  type DictRecord,
} from '../../../../shared/api/sys/dict-admin-api';
import type { Result } from '../../../../shared/domain/contract/result';
import type { ListPageUi } from '../../../../shared/hooks/list-page/types';
import { AppModal } from '../../../widgets/modal/app-modal';

interface DictRecycleBinModalProps {
  open: boolean;
  ui: ListPageUi;
  /** 还原 / 彻底删除 buttons (the dictionary's 编辑 / 删除 rights). */
  canRestore: boolean;
  canPurge: boolean;
  onClose: () => void;
  /** After a dictionary came back or went for good: the list and the caches reload. */
  onChanged: () => void;
}

const link = (label: string) => (
  <a role="button" tabIndex={0}>
    {label}
  </a>
);

function RecycleBin({
  ui,
  canRestore,
  canPurge,
  onChanged,
}: Omit<DictRecycleBinModalProps, 'open' | 'onClose'>) {
  const client = useQueryClient();
  const options = dictRecycleBinQueryOptions();
  const { data = [], isFetching } = useQuery({ ...options, refetchOnMount: 'always' });

  const run = async (call: () => Promise<Result<unknown>>) => {
    const res = await call();
    if (!res.success) {
      ui.warning(res.message);
      return;
    }
    ui.success(res.message);
    await client.invalidateQueries({ queryKey: options.queryKey });
    onChanged();
  };

  const columns: TableColumnsType<DictRecord> = [
    { title: '字典名称', dataIndex: 'dictName', align: 'left' },
    { title: '字典编码', dataIndex: 'dictCode', align: 'left' },
    { title: '描述', dataIndex: 'description', align: 'left' },
    {
      title: '操作',
      key: '__actions',
      align: 'center',
      width: 170,
      render: (_: unknown, r: DictRecord) => (
        <span>
          {canRestore ? (
            <Popconfirm
              title="确定还原吗?"
              okText="确定"
              cancelText="取消"
              onConfirm={() => run(() => restoreDict(r.id))}
            >
              {link('还原')}
            </Popconfirm>
          ) : null}
          {canRestore && canPurge ? <Divider orientation="vertical" /> : null}
          {canPurge ? (
            <Popconfirm
              title="确定彻底删除吗？字典项将一并删除"
              okText="确定"
              cancelText="取消"
              onConfirm={() => run(() => purgeDict(r.id))}
            >
              {link('彻底删除')}
            </Popconfirm>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Table<DictRecord>
      rowKey="id"
      bordered
      size="middle"
      loading={isFetching}
      columns={columns}
      dataSource={data}
      pagination={{ pageSize: 10, showTotal: (total) => `共${total}条` }}
    />
  );
}

/** 回收站 (JeecgBoot DictDeleteList): logically deleted dictionaries, 还原 or 彻底删除. */
export function DictRecycleBinModal({ open, onClose, ...rest }: DictRecycleBinModalProps) {
  return (
    <AppModal open={open} title="字典回收站" width={900} footer={null} onCancel={onClose}>
      {open ? <RecycleBin {...rest} /> : null}
    </AppModal>
  );
}

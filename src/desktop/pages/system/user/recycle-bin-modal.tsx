import { useState } from 'react';
import { Avatar, Button, Divider, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { recycleBinQueryOptions, type SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { USER_ADMIN_TEXT, purgeDeletedUsers, restoreDeletedUsers } from '../../../../shared/flows/user-admin';
import type { ListPageUi } from '../../../../shared/hooks/list-page/types';
import { AppModal } from '../../../widgets/modal/app-modal';

interface RecycleBinModalProps {
  open: boolean;
  ui: ListPageUi;
  onClose: () => void;
  /** After users came back: the user list reloads. */
  onRestored: () => void;
}

const link = (label: string) => (
  <a role="button" tabIndex={0}>
    {label}
  </a>
);

function RecycleBin({ ui, onRestored }: Omit<RecycleBinModalProps, 'open' | 'onClose'>) {
  const client = useQueryClient();
  const options = recycleBinQueryOptions();
  const { data = [], isFetching } = useQuery({ ...options, refetchOnMount: 'always' });
  const [selected, setSelected] = useState<string[]>([]);

  const after = async (restored: boolean) => {
    setSelected([]);
    await client.invalidateQueries({ queryKey: options.queryKey });
    if (restored) onRestored();
  };
  const restore = async (ids: string[]) => {
    if (await restoreDeletedUsers(ui, ids)) await after(true);
  };
  const purge = async (ids: string[]) => {
    if (await purgeDeletedUsers(ui, ids)) await after(false);
  };
  const batch = async (kind: 'restore' | 'purge') => {
    const confirmText = kind === 'restore' ? USER_ADMIN_TEXT.restoreConfirm : USER_ADMIN_TEXT.purgeConfirm;
    if (!(await ui.confirm(confirmText))) return;
    await (kind === 'restore' ? restore(selected) : purge(selected));
  };

  const columns: TableColumnsType<SysUserRecord> = [
    { title: '用户账号', dataIndex: 'username', align: 'center' },
    { title: '用户姓名', dataIndex: 'realname', align: 'center' },
    {
      title: '头像',
      dataIndex: 'avatar',
      align: 'center',
      render: (v: string | null) => (
        <Avatar size="small" src={staticFileUrl(v)} icon={<UserOutlined />} alt="" />
      ),
    },
    { title: '部门', dataIndex: 'orgCodeTxt', align: 'center' },
    {
      title: '操作',
      key: '__actions',
      align: 'center',
      width: 170,
      render: (_: unknown, r: SysUserRecord) => (
        <span>
          <Popconfirm title="确定还原吗?" okText="确定" cancelText="取消" onConfirm={() => restore([r.id])}>
            {link('还原')}
          </Popconfirm>
          <Divider orientation="vertical" />
          <Popconfirm
            title={USER_ADMIN_TEXT.purgeOneConfirm}
            okText="确定"
            cancelText="取消"
            onConfirm={() => purge([r.id])}
          >
            {link('彻底删除')}
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button disabled={selected.length === 0} onClick={() => void batch('restore')}>
          批量还原
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => void batch('purge')}>
          批量彻底删除
        </Button>
      </Space>
      <Table<SysUserRecord>
        rowKey="id"
        bordered
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data}
        pagination={{ pageSize: 10, showTotal: (total) => `共${total}条` }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
    </>
  );
}

/** 回收站 (JeecgBoot UserRecycleBinModal): deleted users, 还原 and 彻底删除, one or several. */
export function RecycleBinModal({ open, ui, onClose, onRestored }: RecycleBinModalProps) {
  return (
    <AppModal open={open} title="用户回收站" width={1000} footer={null} onCancel={onClose} switchFullscreen>
      {open ? <RecycleBin ui={ui} onRestored={onRestored} /> : null}
    </AppModal>
  );
}

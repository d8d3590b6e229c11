import type { ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  DownloadOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';

/** One extra entry of the 批量操作 menu. */
export interface BatchMenuItem {
  key: string;
  label: string;
  onClick: () => void;
}

export interface ListToolbarProps {
  /** Absent = no 新增 button (no permission, or the page does not add). */
  onAdd?: () => void;
  /** Absent = no 删除 entry in 批量操作. */
  onBatchDelete?: () => void;
  onExport?: () => void;
  onImport?: () => void;
  /** 批量操作 appears only while rows are selected. */
  selectedCount: number;
  batchItems?: BatchMenuItem[];
  /** More buttons after the built-in ones. */
  extra?: ReactNode;
  /** The table's tools (刷新, 密度, 列设置, 全屏), at the right end. */
  tools?: ReactNode;
}

/**
 * The list toolbar: 新增, 导出, 导入, the page's extra buttons, and 批量操作 (删除 + extras) while rows
 * are selected. The page decides which handlers to pass, so a button without permission is absent.
 */
export function ListToolbar({
  onAdd,
  onBatchDelete,
  onExport,
  onImport,
  selectedCount,
  batchItems = [],
  extra,
  tools,
}: ListToolbarProps) {
  const items: NonNullable<MenuProps['items']> = [
    ...(onBatchDelete ? [{ key: '__delete', label: '删除', icon: <DeleteOutlined /> }] : []),
    ...batchItems.map((b) => ({ key: b.key, label: b.label })),
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === '__delete') onBatchDelete?.();
    else batchItems.find((b) => b.key === key)?.onClick();
  };
  return (
    <div
      className="cwxt-list-toolbar"
      role="toolbar"
      aria-label="操作"
      style={{ marginBottom: 16, display: 'flex', alignItems: 'flex-start', gap: 8 }}
    >
      <Space wrap style={{ flex: 1, minWidth: 0 }}>
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            新增
          </Button>
        )}
        {onExport && (
          <Button icon={<DownloadOutlined />} onClick={onExport}>
            导出
          </Button>
        )}
        {onImport && (
          <Button icon={<UploadOutlined />} onClick={onImport}>
            导入
          </Button>
        )}
        {extra}
        {selectedCount > 0 && items.length > 0 && (
          <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']}>
            <Button>
              批量操作 <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Space>
      {tools}
    </div>
  );
}

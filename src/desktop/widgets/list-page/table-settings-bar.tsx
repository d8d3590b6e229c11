import { useEffect } from 'react';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { TableDensity, TableSettingsController } from './use-table-settings';

export interface SettingsColumn {
  key: string;
  title: string;
}

const DENSITY_ITEMS: Array<{ key: TableDensity; label: string }> = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

function ColumnSettings({
  columns,
  settings,
}: {
  columns: SettingsColumn[];
  settings: TableSettingsController;
}) {
  const shown = columns.filter((c) => !settings.hidden.includes(c.key)).map((c) => c.key);
  return (
    <div role="group" aria-label="列设置" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={shown.includes(c.key)}
          // The last shown column stays: a table without columns says nothing.
          disabled={shown.length === 1 && shown[0] === c.key}
          onChange={(e) =>
            settings.setHidden(
              e.target.checked ? settings.hidden.filter((k) => k !== c.key) : [...settings.hidden, c.key],
            )
          }
        >
          {c.title}
        </Checkbox>
      ))}
      <Button
        size="small"
        type="link"
        style={{ alignSelf: 'flex-start', padding: 0 }}
        onClick={settings.reset}
      >
        重置
      </Button>
    </div>
  );
}

/**
 * The table's own tools at the toolbar's right (as ProTable / BasicTable have them): 刷新, 密度,
 * 列设置 (remembered per user and list) and 全屏 (Esc leaves it).
 */
export function TableSettingsBar({
  columns,
  settings,
  onRefresh,
  loading,
}: {
  columns: SettingsColumn[];
  settings: TableSettingsController;
  onRefresh: () => void;
  loading?: boolean;
}) {
  const { fullscreen, setFullscreen } = settings;
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen, setFullscreen]);

  const densityMenu: MenuProps = {
    items: DENSITY_ITEMS,
    selectable: true,
    selectedKeys: [settings.density],
    onClick: ({ key }) => settings.setDensity(key as TableDensity),
  };
  return (
    <Space size={4} className="cwxt-table-settings">
      <Tooltip title="刷新">
        <Button type="text" aria-label="刷新" icon={<ReloadOutlined spin={loading} />} onClick={onRefresh} />
      </Tooltip>
      <Dropdown menu={densityMenu} trigger={['click']}>
        <Tooltip title="密度">
          <Button type="text" aria-label="密度" aria-haspopup="menu" icon={<ColumnHeightOutlined />} />
        </Tooltip>
      </Dropdown>
      <Popover
        trigger="click"
        placement="bottomRight"
        title="列设置"
        content={<ColumnSettings columns={columns} settings={settings} />}
      >
        <Tooltip title="列设置">
          <Button type="text" aria-label="列设置" aria-haspopup="dialog" icon={<SettingOutlined />} />
        </Tooltip>
      </Popover>
      <Tooltip title={fullscreen ? '退出全屏' : '全屏'}>
        <Button
          type="text"
          aria-label={fullscreen ? '退出全屏' : '全屏'}
          aria-pressed={fullscreen}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => setFullscreen(!fullscreen)}
        />
      </Tooltip>
    </Space>
  );
}

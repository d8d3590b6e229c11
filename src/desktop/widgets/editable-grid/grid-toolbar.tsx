import { useState } from 'react';
import { Button, Checkbox, InputNumber, Popconfirm, Popover, Space } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { readAddSettings, type AddSettings } from '../../../shared/domain/grid/add-rows';
import { removeConfirmText, type GridToolbarButtons } from '../../../shared/domain/grid/toolbar';
import { localStore } from '../../../shared/session/storage';

/** Local key of the add-button settings (spec 001 §3 "Stored locally"). */
export const ADD_SETTINGS_KEY = 'GRID_ADD_SETTINGS';

export function loadAddSettings(): AddSettings {
  return readAddSettings(localStore.get<unknown>(ADD_SETTINGS_KEY));
}

function AddSettingsPanel({
  settings,
  rowCount,
  onChange,
}: {
  settings: AddSettings;
  rowCount: number;
  onChange(s: AddSettings): void;
}) {
  return (
    <Space direction="vertical" size="small">
      <label className="cwxt-grid-setting">
        <span>添加行数</span>
        <InputNumber
          aria-label="添加行数"
          min={1}
          precision={0}
          value={settings.addRowNum}
          onChange={(v) => onChange({ ...settings, addRowNum: Math.max(1, Math.floor(Number(v ?? 1)) || 1) })}
        />
      </label>
      <label className="cwxt-grid-setting">
        <span>插入位置</span>
        <InputNumber
          aria-label="插入位置"
          min={0}
          max={rowCount}
          precision={0}
          value={Math.min(settings.addIndex, rowCount)}
          onChange={(v) =>
            onChange({
              ...settings,
              addIndex: Math.min(Math.max(0, Math.floor(Number(v ?? 0)) || 0), rowCount),
            })
          }
        />
      </label>
      <span className="cwxt-grid-setting-hint">插入位置为 0 时添加到末尾</span>
      <Checkbox
        checked={settings.addScrollToBottom}
        onChange={(e) => onChange({ ...settings, addScrollToBottom: e.target.checked })}
      >
        添加后滚动到底部
      </Checkbox>
    </Space>
  );
}

/**
 * The toolbar (spec 001 §2): 新增 with its settings (row count ≥ 1, insert position 0..rows,
 * scroll to bottom; kept in local storage), 删除 (confirm; enabled with a selection) and
 * 清空选择. Which buttons show comes from the permission prefix.
 */
export function GridToolbar(props: {
  buttons: GridToolbarButtons;
  selectedCount: number;
  rowCount: number;
  onAdd(settings: AddSettings): void;
  onRemove(): void;
  onClearSelection(): void;
}) {
  const [settings, setSettings] = useState(loadAddSettings);
  const save = (next: AddSettings) => {
    setSettings(next);
    localStore.set(ADD_SETTINGS_KEY, next);
  };
  const none = props.selectedCount === 0;
  return (
    <div className="cwxt-grid-toolbar" role="toolbar" aria-label="表格操作">
      {props.buttons.add && (
        <Space.Compact>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => props.onAdd(settings)}>
            新增
          </Button>
          <Popover
            trigger="click"
            title="添加设置"
            content={<AddSettingsPanel settings={settings} rowCount={props.rowCount} onChange={save} />}
          >
            <Button type="primary" icon={<SettingOutlined />} aria-label="添加设置" />
          </Popover>
        </Space.Compact>
      )}
      {props.buttons.remove && (
        <Popconfirm
          title={removeConfirmText(props.selectedCount)}
          okText="确定"
          cancelText="取消"
          disabled={none}
          onConfirm={props.onRemove}
        >
          <Button icon={<MinusOutlined />} disabled={none}>
            删除
          </Button>
        </Popconfirm>
      )}
      {props.buttons.clearSelection && (
        <Button icon={<DeleteOutlined />} disabled={none} onClick={props.onClearSelection}>
          清空选择
        </Button>
      )}
      {!none && <span className="cwxt-grid-selected">已选择 {props.selectedCount} 项</span>}
    </div>
  );
}

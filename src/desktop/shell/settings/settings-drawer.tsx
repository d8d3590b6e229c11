import type { ReactNode } from 'react';
import { Button, Divider, Drawer, Flex, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import {
  canAutoHideHeader,
  canFixSidebar,
  contentWidthOptions,
  SETTINGS_MESSAGES,
  type ContentWidth,
  type LayoutMode,
  type MenuTheme,
} from '../../../shared/domain/widgets/settings/display-settings';
import { useFeedback } from '../../app/feedback';
import { ThemeColors } from './theme-colors';
import { changeThemeColor } from './theme-update';
import {
  restoreDefaultSettings,
  revertSettings,
  saveSettings,
  updateSetting,
  useDisplaySettings,
} from './settings-store';

const CONTENT_WIDTH_TEXT: Record<ContentWidth, string> = { Fixed: '固定', Fluid: '流式' };

interface Props {
  open: boolean;
  onClose: () => void;
}

/** One row: label on the left, control on the right, an optional reason when it is disabled. */
function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      <span>{label}</span>
      {/* Always inside the Tooltip: swapping the wrapper would re-mount the control. */}
      <Tooltip title={hint}>{children}</Tooltip>
    </Flex>
  );
}

type SwitchSetting = 'fixedHeader' | 'autoHideHeader' | 'fixedSidebar' | 'colorWeak' | 'multiTab';

/** A Row holding the switch of one on/off setting; `hint` says why it is disabled. */
function SwitchRow({
  label,
  setting,
  checked,
  hint,
}: {
  label: string;
  setting: SwitchSetting;
  checked: boolean;
  hint?: string;
}) {
  return (
    <Row label={label} hint={hint}>
      <Switch
        aria-label={label}
        size="small"
        disabled={hint !== undefined}
        checked={checked}
        onChange={(v) => updateSetting(setting, v)}
      />
    </Row>
  );
}

/**
 * Display settings drawer (spec 000 §2.4, 002 §2), development builds only. Changes show at once;
 * 保存 stores them (保存成功), closing without saving returns to the stored settings.
 */
export default function SettingsDrawer({ open, onClose }: Props) {
  const settings = useDisplaySettings((s) => s.settings);
  const { message } = useFeedback();
  const close = () => {
    revertSettings();
    onClose();
  };
  const save = () => {
    saveSettings();
    void message.success(SETTINGS_MESSAGES.saved);
    onClose();
  };
  const pickColor = (color: string) => {
    void changeThemeColor(color, {
      loading: (text) => message.loading(text, 0),
      error: (text) => void message.error(text),
    });
  };
  const autoHideAllowed = canAutoHideHeader(settings);
  const fixSidebarAllowed = canFixSidebar(settings);

  return (
    <Drawer
      title="显示设置"
      placement="right"
      size={300}
      open={open}
      onClose={close}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={restoreDefaultSettings}>恢复默认</Button>
          <Button type="primary" onClick={save}>
            保存
          </Button>
        </Flex>
      }
    >
      <Typography.Title level={5}>整体风格设置</Typography.Title>
      <Radio.Group
        aria-label="菜单风格"
        optionType="button"
        value={settings.menuTheme}
        onChange={(e) => updateSetting('menuTheme', e.target.value as MenuTheme)}
        options={[
          { value: 'dark', label: '暗色菜单风格' },
          { value: 'light', label: '亮色菜单风格' },
        ]}
      />
      <Divider />
      <Typography.Title level={5}>主题色</Typography.Title>
      <ThemeColors value={settings.primaryColor} onChange={pickColor} />
      <Divider />
      <Typography.Title level={5}>导航模式</Typography.Title>
      <Radio.Group
        aria-label="导航模式"
        optionType="button"
        value={settings.layout}
        onChange={(e) => updateSetting('layout', e.target.value as LayoutMode)}
        options={[
          { value: 'sidemenu', label: '侧边栏导航' },
          { value: 'topmenu', label: '顶部栏导航' },
        ]}
      />
      <div style={{ marginTop: 8 }}>
        <Row
          label="内容区域宽度"
          hint={settings.layout === 'sidemenu' ? '该设定仅 [顶部栏导航] 时有效' : undefined}
        >
          <Select
            aria-label="内容区域宽度"
            size="small"
            style={{ width: 80 }}
            value={settings.contentWidth}
            onChange={(v: ContentWidth) => updateSetting('contentWidth', v)}
            options={contentWidthOptions(settings.layout).map((w) => ({
              value: w,
              label: CONTENT_WIDTH_TEXT[w],
            }))}
          />
        </Row>
        <SwitchRow label="固定 Header" setting="fixedHeader" checked={settings.fixedHeader} />
        <SwitchRow
          label="下滑时隐藏 Header"
          setting="autoHideHeader"
          checked={settings.autoHideHeader}
          hint={autoHideAllowed ? undefined : '固定 Header 时可配置'}
        />
        <SwitchRow
          label="固定侧边菜单"
          setting="fixedSidebar"
          checked={settings.fixedSidebar}
          hint={fixSidebarAllowed ? undefined : '侧边栏导航时可配置'}
        />
      </div>
      <Divider />
      <Typography.Title level={5}>其他设置</Typography.Title>
      <div style={{ marginTop: 8 }}>
        <SwitchRow label="色弱模式" setting="colorWeak" checked={settings.colorWeak} />
        <SwitchRow label="多页签模式" setting="multiTab" checked={settings.multiTab} />
      </div>
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { Flex, List, Radio, Switch } from 'antd';
import type {
  DisplaySettings,
  LayoutMode,
  MenuTheme,
} from '../../../../shared/domain/widgets/settings/display-settings';
import { useFeedback } from '../../../app/feedback';
import { saveSettings, updateSetting, useDisplaySettings } from '../../../shell/settings/settings-store';
import { ThemeColors } from '../../../shell/settings/theme-colors';
import { changeThemeColor } from '../../../shell/settings/theme-update';
import { DebugConsoleSwitch } from './debug-console-switch';

/** One change, applied and stored at once (the drawer previews first; this tab has no 保存). */
function apply<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void {
  updateSetting(key, value);
  saveSettings();
}

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <List.Item>
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        <span>{title}</span>
        {children}
      </Flex>
    </List.Item>
  );
}

/**
 * 个性化: the display settings of the settings drawer (the same store), saved as they change, and
 * the per-user 调试控制台 switch (saved on the server).
 */
export function CustomTab() {
  const settings = useDisplaySettings((s) => s.saved);
  const { message } = useFeedback();
  const pickColor = (color: string) => {
    void changeThemeColor(color, {
      loading: (text) => message.loading(text, 0),
      error: (text) => void message.error(text),
    }).then((changed) => {
      if (changed) saveSettings();
    });
  };
  return (
    <List aria-label="个性化" style={{ maxWidth: 640 }}>
      <Row title="菜单风格">
        <Radio.Group
          aria-label="菜单风格"
          optionType="button"
          value={settings.menuTheme}
          onChange={(e) => apply('menuTheme', e.target.value as MenuTheme)}
          options={[
            { value: 'dark', label: '暗色' },
            { value: 'light', label: '亮色' },
          ]}
        />
      </Row>
      <Row title="主题色">
        <ThemeColors value={settings.primaryColor} onChange={pickColor} />
      </Row>
      <Row title="导航模式">
        <Radio.Group
          aria-label="导航模式"
          optionType="button"
          value={settings.layout}
          onChange={(e) => apply('layout', e.target.value as LayoutMode)}
          options={[
            { value: 'sidemenu', label: '侧边栏导航' },
            { value: 'topmenu', label: '顶部栏导航' },
          ]}
        />
      </Row>
      <Row title="多页签模式">
        <Switch aria-label="多页签模式" checked={settings.multiTab} onChange={(v) => apply('multiTab', v)} />
      </Row>
      <DebugConsoleSwitch />
    </List>
  );
}

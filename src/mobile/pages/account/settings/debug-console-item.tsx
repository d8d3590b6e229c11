import { useState } from 'react';
import { List, Switch } from 'antd-mobile';
import { useNotificationSetting } from '../../../../shared/api/sys/account-settings-api';
import { DEBUG_CONSOLE_SWITCH } from '../../../../shared/domain/resources/user-setting';
import { toast } from '../../../ui/lazy-feedback';

/**
 * 调试控制台 on the phone's 个人设置: saved at once; the layout's webview layer loads or removes
 * vConsole when the saved value changes (shared/platform/use-webview-layer.ts).
 */
export function DebugConsoleItem() {
  const { setting, loading, save } = useNotificationSetting();
  const [saving, setSaving] = useState(false);
  const change = async (checked: boolean) => {
    setSaving(true);
    try {
      const res = await save({ [DEBUG_CONSOLE_SWITCH.key]: checked });
      if (!res.success) void toast(res.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <List.Item
      description={DEBUG_CONSOLE_SWITCH.description}
      extra={
        <Switch
          aria-label={DEBUG_CONSOLE_SWITCH.title}
          checked={setting?.debugConsole ?? false}
          loading={loading || saving}
          onChange={(checked) => void change(checked)}
        />
      }
    >
      {DEBUG_CONSOLE_SWITCH.title}
    </List.Item>
  );
}

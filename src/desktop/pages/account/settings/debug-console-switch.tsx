import { useState } from 'react';
import { Flex, List, Switch, Typography } from 'antd';
import { useNotificationSetting } from '../../../../shared/api/sys/account-settings-api';
import { DEBUG_CONSOLE_SWITCH } from '../../../../shared/domain/resources/user-setting';
import { useFeedback } from '../../../app/feedback';

/**
 * 调试控制台 (个性化): saved at once on the user's settings row; the shell's webview layer loads
 * or removes vConsole when the saved value changes (shared/platform/use-webview-layer.ts).
 */
export function DebugConsoleSwitch() {
  const { message } = useFeedback();
  const { setting, loading, save } = useNotificationSetting();
  const [saving, setSaving] = useState(false);
  const change = async (checked: boolean) => {
    setSaving(true);
    try {
      const res = await save({ [DEBUG_CONSOLE_SWITCH.key]: checked });
      if (res.success) void message.success(res.message);
      else void message.warning(res.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <List.Item>
      <Flex justify="space-between" align="center" gap={16} style={{ width: '100%' }}>
        <span>
          {DEBUG_CONSOLE_SWITCH.title}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {DEBUG_CONSOLE_SWITCH.description}
          </Typography.Text>
        </span>
        <Switch
          aria-label={DEBUG_CONSOLE_SWITCH.title}
          checked={setting?.debugConsole ?? false}
          loading={loading || saving}
          onChange={(checked) => void change(checked)}
        />
      </Flex>
    </List.Item>
  );
}

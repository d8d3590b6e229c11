import { useState } from 'react';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../../shared/domain/routes/paths';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { BaseSettingsScreen } from './base-settings-screen';
import { BindingScreen } from './binding-screen';
import { useDeveloperTools } from '../../../shell/phone-routes';
import { DebugConsoleItem } from './debug-console-item';
import { NotificationScreen } from './notification-screen';

type Section = 'base' | 'binding' | 'notification';

/** 个人设置 on the phone ('account/settings/Index'): sections that open full-screen screens. */
export default function AccountSettingsPage(_props: ViewProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Section | null>(null);
  const close = () => setOpen(null);
  // The vConsole switch is a developer tool: the admin account, or a development build.
  const developer = useDeveloperTools();
  return (
    <section aria-label="个人设置">
      <List>
        <List.Item onClick={() => setOpen('base')}>基本设置</List.Item>
        <List.Item onClick={() => void navigate(PATHS.accountSecurity)}>安全设置</List.Item>
        <List.Item onClick={() => setOpen('binding')}>账号绑定</List.Item>
        <List.Item onClick={() => setOpen('notification')}>新消息通知</List.Item>
        {developer && <DebugConsoleItem />}
      </List>
      {open === 'base' && <BaseSettingsScreen onClose={close} />}
      {open === 'binding' && <BindingScreen onClose={close} />}
      {open === 'notification' && <NotificationScreen onClose={close} />}
    </section>
  );
}

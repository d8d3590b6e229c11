import { Checkbox, List, Spin, Switch } from 'antd';
import { useNotificationSetting } from '../../../../shared/api/sys/account-settings-api';
import {
  DEFAULT_NOTIFICATION_SETTING,
  NOTIFICATION_SWITCHES,
  NOTIFY_CHANNELS,
  type NotificationSetting,
} from '../../../../shared/domain/resources/user-setting';
import { useFeedback } from '../../../app/feedback';

/** 新消息通知: each switch is saved the moment it changes. */
export function NotificationTab() {
  const { message } = useFeedback();
  const { setting: saved, loading, save } = useNotificationSetting();
  if (loading) return <Spin />;
  // Unreadable preferences show the defaults the server would answer for a new user.
  const setting = saved ?? DEFAULT_NOTIFICATION_SETTING;

  const change = async (patch: Partial<NotificationSetting>) => {
    const res = await save(patch);
    if (res.success) void message.success(res.message);
    else void message.warning(res.message);
  };

  return (
    <List aria-label="新消息通知" style={{ maxWidth: 640 }}>
      {NOTIFICATION_SWITCHES.map(({ key, title, description }) => (
        <List.Item
          key={key}
          actions={[
            <Switch
              key="switch"
              aria-label={title}
              checked={setting[key]}
              onChange={(checked) => void change({ [key]: checked })}
            />,
          ]}
        >
          <List.Item.Meta title={title} description={description} />
        </List.Item>
      ))}
      <List.Item>
        <List.Item.Meta
          title="通知渠道"
          description={
            <Checkbox.Group
              aria-label="通知渠道"
              value={setting.notifyChannels}
              options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: c }))}
              onChange={(values) => void change({ notifyChannels: values })}
            />
          }
        />
      </List.Item>
    </List>
  );
}

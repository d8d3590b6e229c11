import { DotLoading, List, Selector, Switch } from 'antd-mobile';
import { useNotificationSetting } from '../../../../shared/api/sys/account-settings-api';
import {
  DEFAULT_NOTIFICATION_SETTING,
  NOTIFICATION_SWITCHES,
  NOTIFY_CHANNELS,
  type NotificationSetting,
  type NotifyChannel,
} from '../../../../shared/domain/resources/user-setting';
import { toast } from '../../../ui/lazy-feedback';
import { SettingsScreen } from './settings-screen';

/** 新消息通知 on the phone: switches saved the moment they change. */
export function NotificationScreen({ onClose }: { onClose: () => void }) {
  const { setting: saved, loading, save } = useNotificationSetting();
  const setting = saved ?? DEFAULT_NOTIFICATION_SETTING;

  const change = async (patch: Partial<NotificationSetting>) => {
    const res = await save(patch);
    if (!res.success) void toast(res.message);
  };

  return (
    <SettingsScreen title="新消息通知" open onClose={onClose}>
      {loading ? (
        <DotLoading />
      ) : (
        <List aria-label="新消息通知">
          {NOTIFICATION_SWITCHES.map(({ key, title, description }) => (
            <List.Item
              key={key}
              description={description}
              extra={
                <Switch
                  aria-label={title}
                  checked={setting[key]}
                  onChange={(checked) => void change({ [key]: checked })}
                />
              }
            >
              {title}
            </List.Item>
          ))}
          <List.Item title="通知渠道">
            <Selector<NotifyChannel>
              multiple
              aria-label="通知渠道"
              value={setting.notifyChannels}
              options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: c }))}
              onChange={(values) => void change({ notifyChannels: values })}
            />
          </List.Item>
        </List>
      )}
    </SettingsScreen>
  );
}

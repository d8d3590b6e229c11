import { Button, DotLoading, List } from 'antd-mobile';
import { useThirdAccounts } from '../../../../shared/api/sys/account-settings-api';
import { IN_APP_BIND_TEXT, useInAppBinding } from '../../../../shared/api/sys/third-app-api';
import { THIRD_TYPES, THIRD_TYPE_TEXT } from '../../../../shared/domain/resources/user-setting';
import { confirmDialog, toast, toastSuccess } from '../../../ui/lazy-feedback';
import { SettingsScreen } from './settings-screen';

/** 账号绑定 on the phone: one row per app, 解绑 after a confirmation, 绑定当前…账号 inside that app. */
export function BindingScreen({ onClose }: { onClose: () => void }) {
  const { accounts, loading, unbind } = useThirdAccounts();
  const inAppBinding = useInAppBinding();
  const here = inAppBinding.inApp ? IN_APP_BIND_TEXT[inAppBinding.inApp] : null;

  const bindHere = async () => {
    const outcome = await inAppBinding.bind();
    if (outcome.kind === 'leaving') return;
    if (outcome.ok) void toastSuccess(outcome.message);
    else void toast(outcome.message);
  };

  const askUnbind = (id: string, appName: string) =>
    void confirmDialog({
      title: '解绑',
      content: `确定解除与${appName}账号的绑定吗?`,
      onConfirm: async () => {
        const res = await unbind(id);
        if (res.success) void toastSuccess(res.message);
        else void toast(res.message);
      },
    });

  return (
    <SettingsScreen title="账号绑定" open onClose={onClose}>
      {loading ? (
        <DotLoading />
      ) : (
        <List aria-label="账号绑定">
          {THIRD_TYPES.map((type) => {
            const appName = THIRD_TYPE_TEXT[type];
            const bound = accounts.find((a) => a.thirdType === type);
            return (
              <List.Item
                key={type}
                aria-label={appName}
                description={
                  bound
                    ? `已绑定：${bound.realname ?? bound.thirdUserId}`
                    : `未绑定（在${appName}中打开本系统并登录即可完成绑定）`
                }
                extra={
                  bound ? (
                    <Button
                      size="small"
                      color="danger"
                      fill="outline"
                      onClick={() => askUnbind(bound.id, appName)}
                    >
                      解绑
                    </Button>
                  ) : here?.thirdType === type ? (
                    <Button
                      size="small"
                      color="primary"
                      fill="outline"
                      loading={inAppBinding.busy}
                      onClick={() => void bindHere()}
                    >
                      {here.label}
                    </Button>
                  ) : null
                }
              >
                {appName}
              </List.Item>
            );
          })}
        </List>
      )}
    </SettingsScreen>
  );
}

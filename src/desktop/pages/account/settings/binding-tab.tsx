import { Avatar, Button, List, Popconfirm, Spin, Typography } from 'antd';
import { useThirdAccounts } from '../../../../shared/api/sys/account-settings-api';
import { IN_APP_BIND_TEXT, useInAppBinding } from '../../../../shared/api/sys/third-app-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { THIRD_TYPES, THIRD_TYPE_TEXT } from '../../../../shared/domain/resources/user-setting';
import { useFeedback } from '../../../app/feedback';

/**
 * 账号绑定: one row per app; a binding is made by signing in from that app, or here with
 * 绑定当前…账号 when the page runs inside that app, and can be undone here.
 */
export function BindingTab() {
  const { message } = useFeedback();
  const { accounts, loading, unbind } = useThirdAccounts();
  const inAppBinding = useInAppBinding();
  if (loading) return <Spin />;
  const here = inAppBinding.inApp ? IN_APP_BIND_TEXT[inAppBinding.inApp] : null;

  const onBind = async () => {
    const outcome = await inAppBinding.bind();
    if (outcome.kind === 'leaving') return;
    if (outcome.ok) void message.success(outcome.message);
    else void message.warning(outcome.message);
  };

  const onUnbind = async (id: string) => {
    const res = await unbind(id);
    if (res.success) void message.success(res.message);
    else void message.warning(res.message);
  };

  return (
    <List
      aria-label="账号绑定"
      style={{ maxWidth: 640 }}
      dataSource={[...THIRD_TYPES]}
      renderItem={(type) => {
        const appName = THIRD_TYPE_TEXT[type];
        const bound = accounts.find((a) => a.thirdType === type);
        return (
          <List.Item
            aria-label={appName}
            actions={
              bound
                ? [
                    <Popconfirm
                      key="unbind"
                      title={`确定解除与${appName}账号的绑定吗?`}
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() => onUnbind(bound.id)}
                    >
                      <Button type="link">解绑</Button>
                    </Popconfirm>,
                  ]
                : here?.thirdType === type
                  ? [
                      <Button
                        key="bind"
                        type="link"
                        loading={inAppBinding.busy}
                        onClick={() => void onBind()}
                      >
                        {here.label}
                      </Button>,
                    ]
                  : []
            }
          >
            <List.Item.Meta
              avatar={<Avatar src={staticFileUrl(bound?.avatar)}>{appName.slice(0, 1)}</Avatar>}
              title={appName}
              description={
                bound ? (
                  `已绑定：${bound.realname ?? bound.thirdUserId}`
                ) : (
                  <Typography.Text type="secondary">
                    未绑定（在{appName}中打开本系统并登录即可完成绑定）
                  </Typography.Text>
                )
              }
            />
          </List.Item>
        );
      }}
    />
  );
}

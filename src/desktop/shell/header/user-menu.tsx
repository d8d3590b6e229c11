import { Avatar, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import {
  ClearOutlined,
  ClusterOutlined,
  LockOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useSession } from '../../../shared/session/session-store';
import { ChangePasswordModal } from '../dialogs/change-password-modal';
import { RequiredChoiceModal } from '../dialogs/required-choice-modal';
import { departOptions } from '../../../shared/flows/login-choice';
import { useTenantSwitch } from '../../../shared/flows/tenant-switch';
import { useUserMenu } from './use-user-menu';
import type { UserMenuKey } from './use-user-menu';

const ITEMS: MenuProps['items'] = [
  { key: 'depart', icon: <ClusterOutlined />, label: '切换部门' },
  { key: 'cache', icon: <ClearOutlined />, label: '清理缓存' },
  { key: 'password', icon: <LockOutlined />, label: '修改密码' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

// 切换租户 only for users of several tenants, right after 切换部门.
const TENANT_ITEM = { key: 'tenant', icon: <SwapOutlined />, label: '切换租户' };
const ITEMS_WITH_TENANT: MenuProps['items'] = [
  ...(ITEMS ?? []).slice(0, 1),
  TENANT_ITEM,
  ...(ITEMS ?? []).slice(1),
];

/** Avatar + nickname dropdown of the header with its dialogs. */
export function UserMenu() {
  const userInfo = useSession((s) => s.userInfo);
  const { onSelect, dialog, closeDialog, departSwitch, modalHolder } = useUserMenu();
  const tenantSwitch = useTenantSwitch();
  const nickname = userInfo?.nickname || userInfo?.realname || userInfo?.username || '';
  return (
    <>
      {modalHolder}
      <Dropdown
        menu={{
          items: tenantSwitch.available ? ITEMS_WITH_TENANT : ITEMS,
          onClick: ({ key }) => onSelect(key as UserMenuKey),
        }}
        trigger={['click', 'hover']}
      >
        <Button type="text" style={{ height: 40 }}>
          <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} alt="" />
          <span>{nickname}</span>
        </Button>
      </Dropdown>
      {dialog === 'depart' ? (
        <RequiredChoiceModal
          title="部门选择"
          label="部门"
          placeholder="请选择登录部门"
          requiredMessage="请选择部门"
          options={departOptions(departSwitch.departs)}
          current={departSwitch.current ?? null}
          onConfirm={departSwitch.confirm}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'tenant' ? (
        <RequiredChoiceModal
          title="切换租户"
          label="租户"
          placeholder="请选择租户"
          requiredMessage="请选择租户"
          options={tenantSwitch.options}
          current={tenantSwitch.current}
          onConfirm={tenantSwitch.confirm}
          onClose={closeDialog}
        />
      ) : null}
      <ChangePasswordModal open={dialog === 'password'} onClose={closeDialog} />
    </>
  );
}

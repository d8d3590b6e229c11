import { useState } from 'react';
import { Avatar, List } from 'antd-mobile';
import { useSession } from '../../../shared/session/session-store';
import { useDepartSwitch } from '../../../shared/flows/depart-switch';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { ChangePasswordDialog } from './change-password-dialog';
import { DepartSwitchDialog } from './depart-switch-dialog';
import { clearCache, confirmLogout } from './use-account-actions';
import './user-centre.css';

/** 'account/center/Index' and the nav bar's 个人中心: who I am, and the account actions. */
export default function UserCentrePage(_props: ViewProps) {
  const userInfo = useSession((s) => s.userInfo);
  const departSwitch = useDepartSwitch();
  const [departOpen, setDepartOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const currentDepart =
    departSwitch.departs.find((d) => d.orgCode === departSwitch.current)?.departName ??
    userInfo?.orgCodeTxt ??
    '';

  return (
    <section aria-label="个人中心">
      <div className="cwxt-m-user-card">
        <Avatar
          src={userInfo?.avatar ?? ''}
          style={{ '--size': '56px', '--border-radius': '50%' }}
          aria-label="头像"
        />
        <div className="cwxt-m-user-card-text">
          <p className="cwxt-m-user-card-name">{userInfo?.realname}</p>
          <p className="cwxt-m-user-card-sub">账号：{userInfo?.username}</p>
          <p className="cwxt-m-user-card-sub">当前部门：{currentDepart || '无'}</p>
        </div>
      </div>
      <List>
        <List.Item onClick={() => departSwitch.open() && setDepartOpen(true)}>切换部门</List.Item>
        <List.Item onClick={() => setPasswordOpen(true)}>修改密码</List.Item>
        <List.Item onClick={clearCache}>清理缓存</List.Item>
        <List.Item onClick={confirmLogout}>退出登录</List.Item>
      </List>
      {departOpen && (
        <DepartSwitchDialog
          departs={departSwitch.departs}
          current={departSwitch.current}
          onConfirm={departSwitch.confirm}
          onClose={() => setDepartOpen(false)}
        />
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </section>
  );
}

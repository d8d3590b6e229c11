import { useState } from 'react';
import { Modal } from 'antd';
import { clearLocalCache, logout } from '../../../shared/session/session-store';
import { useDepartSwitch } from '../../../shared/flows/depart-switch';
import { reloadToLogin } from './reload-to-login';

export const LOGOUT_CONFIRM = { title: '提示', content: '真的要注销登录吗 ?' } as const;

export type UserMenuKey = 'depart' | 'tenant' | 'cache' | 'password' | 'logout';

/** Controller of the header user dropdown: the four entries and the dialogs they open. */
export function useUserMenu() {
  const [modal, modalHolder] = Modal.useModal();
  const departSwitch = useDepartSwitch();
  const [dialog, setDialog] = useState<'depart' | 'tenant' | 'password' | null>(null);

  const confirmLogout = () => {
    modal.confirm({
      title: LOGOUT_CONFIRM.title,
      content: LOGOUT_CONFIRM.content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        // logout() never rejects: a failed server answer is shown by the core and still ends the session.
        await logout();
        reloadToLogin();
      },
    });
  };

  const onSelect = (key: UserMenuKey) => {
    if (key === 'depart') {
      if (departSwitch.open()) setDialog('depart');
    } else if (key === 'tenant') setDialog('tenant');
    else if (key === 'password') setDialog('password');
    // The core shows 刷新缓存完成！ / 刷新缓存失败！ through HttpUi.
    else if (key === 'cache') void clearLocalCache();
    else confirmLogout();
  };

  return { onSelect, dialog, closeDialog: () => setDialog(null), departSwitch, modalHolder };
}

import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import './close-popups';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { MobileRoutes } from '../../../../src/mobile/app/routes';
import { registerMobileHttpUi } from '../../../../src/mobile/app/http-ui-bridge';
import type { MenuItem } from '../../../../src/shared/domain/contract/permission';
import type { UserInfo } from '../../../../src/shared/domain/contract/user';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { reloadSessionFromStorage } from '../../../../src/shared/session/session-store';
import { userInfo } from '../../shared/fixtures';

/** Where the memory router currently is, shaped like a data router's state for the tests. */
interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  return null;
}

/** Renders the real phone route tree in a memory router at `path`. */
export function renderMobile(path: string) {
  registerMobileHttpUi();
  const router: RouterProbe = { state: { location: { pathname: path } as Location } };
  const view = render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter initialEntries={[path]}>
        <MobileRoutes />
        <LocationProbe probe={router} />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...view, router };
}

export const TEST_USER: UserInfo = userInfo({
  username: 'zhangsan',
  realname: '张三',
  nickname: '张三',
  sex: null,
  phone: '13800138000',
  orgCodeTxt: '调度中心',
});

/** A signed-in session as the login would have stored it. */
export function signIn(user: UserInfo = TEST_USER): void {
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'test-token');
  localStore.set(STORAGE_KEYS.USER_INFO, user);
  reloadSessionFromStorage();
}

export function menuItem(path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path.replace(/\//g, '-'),
    component: extra.children ? 'layouts/RouteView' : 'dashboard/Analysis',
    meta: { title, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

export function permissionResult(menu: MenuItem[]) {
  return { menu, auth: [], allAuth: [], sysSafeMode: false };
}

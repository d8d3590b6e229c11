import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NavigationGuard } from '../../../src/shared/session/navigation-guard';
import { reloadSessionFromStorage, useSession } from '../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { MENU, permissionResult } from './fixtures';
import { fail, ok } from './fake-server';
import { setupFakeBackend } from './fake-backend';

const backend = setupFakeBackend();

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationGuard fallback={<p>加载中</p>}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </NavigationGuard>
    </MemoryRouter>,
  );
}

function signIn() {
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok', 60_000);
  reloadSessionFromStorage();
}

describe('NavigationGuard', () => {
  it('no token: a private path goes to login with the full path as redirect', async () => {
    renderAt('/isystem/user?x=1');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/login?redirect=%2Fisystem%2Fuser%3Fx%3D1',
    );
  });

  it('no token: open paths render', async () => {
    renderAt('/user/register');
    expect((await screen.findByTestId('where')).textContent).toBe('/user/register');
  });

  it('token on the login page goes home (then loads permissions there)', async () => {
    signIn();
    backend.server.on('GET /sys/permission/getUserPermissionByToken', ok(permissionResult(), '', 0));
    renderAt('/user/login');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard/analysis');
  });

  it('token without permissions: shows the fallback, fetches, builds routes, stays on the path', async () => {
    signIn();
    backend.server.on('GET /sys/permission/getUserPermissionByToken', {
      ...ok(permissionResult(), '', 0),
      delayMs: 20,
    });
    renderAt('/isystem/user');
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect((await screen.findByTestId('where')).textContent).toBe('/isystem/user');
    expect(useSession.getState().routes.map((r) => r.path)).toEqual(MENU.map((m) => m.path));
    expect(backend.server.requests.filter((r) => r.url?.includes('getUserPermissionByToken'))).toHaveLength(
      1,
    );
  });

  it('after loading continues to the redirect target', async () => {
    signIn();
    backend.server.on('GET /sys/permission/getUserPermissionByToken', ok(permissionResult(), '', 0));
    renderAt('/dashboard/analysis?redirect=%2Fisystem%2Fuser');
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/isystem/user'));
  });

  it('fetch failure: logout, then login with the redirect', async () => {
    signIn();
    backend.server.on(
      'GET /sys/permission/getUserPermissionByToken',
      ok({ ...permissionResult(), menu: [] }, '', 0),
    );
    backend.server.on('POST /sys/logout', ok('退出登录成功！'));
    renderAt('/isystem/user');
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Fisystem%2Fuser'),
    );
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBeNull();
    expect(backend.server.requests.some((r) => r.url === '/sys/logout')).toBe(true);
  });

  it('Vue3 menu table: shows the startup error, then login', async () => {
    signIn();
    const menu = [{ ...MENU[0]!, component: 'layouts/default/index' }];
    backend.server.on(
      'GET /sys/permission/getUserPermissionByToken',
      ok({ ...permissionResult(), menu }, '', 0),
    );
    backend.server.on('POST /sys/logout', fail('x'));
    renderAt('/dashboard/analysis');
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Fdashboard%2Fanalysis'),
    );
    expect(backend.ui.error).toHaveBeenCalledWith(
      '系统启动失败：当前菜单数据属于另一版本（Vue3）的菜单表，请导入与本系统匹配的菜单数据',
    );
  });
});

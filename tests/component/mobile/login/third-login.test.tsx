import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { THIRD_LOGIN_STORAGE_KEY } from '../../../../src/shared/domain/contract/third-login';
import { CAS_STARTED_KEY } from '../../../../src/shared/flows/third-login-flow';
import { resetThirdLoginOptionsForTests } from '../../../../src/shared/flows/third-login-options';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { fail, fakeApi, ok } from '../support/fake-api';
import { TEST_USER, menuItem, permissionResult, renderMobile } from '../support/render-mobile';

const RESULT = {
  token: 'phone-session',
  userInfo: TEST_USER,
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
};
const CAS_LOGIN = 'https://cas.example.com/cas/login';

function stubOptions(result: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, json: async () => ({ success: true, code: 0, result }) })),
  );
}

const originalAssign = browserLocation.assign;
let assigned: string[];
let api: ReturnType<typeof fakeApi>;

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  api.restore();
  api = fakeApi({
    'GET /sys/permission/getUserPermissionByToken': () =>
      ok(permissionResult([menuItem('/dashboard/analysis', '首页')])),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadSessionFromStorage();
  setAppConfigForTests({ captcha: false, registration: true });
  resetThirdLoginOptionsForTests();
  assigned = [];
  browserLocation.assign = (url: string) => void assigned.push(url);
  api = fakeApi({});
});
afterEach(() => {
  api.restore();
  browserLocation.assign = originalAssign;
  vi.unstubAllGlobals();
  resetAppConfigForTests();
});

describe('phone login page: CAS and third-party buttons', () => {
  it('shows the offered buttons and uses the same window for both', async () => {
    stubOptions({ cas: { loginUrl: CAS_LOGIN }, sources: ['github'] });
    const open = vi.spyOn(window, 'open');
    renderMobile(`/user/login?redirect=${encodeURIComponent('/isys/user')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'GitHub登录' }));
    expect(assigned).toEqual([
      `/jeecg-boot/sys/thirdLogin/render/github?redirect=${encodeURIComponent('/isys/user')}`,
    ]);
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'CAS登录' }));
    const service = `${window.location.origin}/user/cas-return?redirect=${encodeURIComponent('/isys/user')}`;
    expect(assigned[1]).toBe(`${CAS_LOGIN}?service=${encodeURIComponent(service)}`);
  });

  it('shows nothing extra when the server offers nothing', async () => {
    stubOptions({ cas: null, sources: [] });
    renderMobile('/user/login');
    await screen.findByRole('button', { name: '登录' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument();
  });
});

describe('phone CAS and third-party return pages', () => {
  it('signs in with the CAS ticket and leaves the return page', async () => {
    serve({ 'GET /sys/cas/client/validateLogin': () => ok(RESULT, '登录成功') });
    sessionStorage.setItem(CAS_STARTED_KEY, String(Date.now()));
    const { router } = renderMobile('/user/cas-return?ticket=ST-9');
    await waitFor(() => expect(useSession.getState().token).toBe('phone-session'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/user/cas-return'));
    // Mounting again while signed in does not spend another ticket.
    expect(api.called('GET', '/sys/cas/client/validateLogin')).toHaveLength(1);
  });

  it('shows why the CAS sign-in failed, with a way back to the login page', async () => {
    serve({ 'GET /sys/cas/client/validateLogin': () => fail('该CAS账号在本系统中不存在，请联系管理员') });
    sessionStorage.setItem(CAS_STARTED_KEY, String(Date.now()));
    const { router } = renderMobile('/user/cas-return?ticket=ST-x');
    expect(await screen.findByRole('alert')).toHaveTextContent('该CAS账号在本系统中不存在，请联系管理员');
    await userEvent.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('trades the code left by the callback page, and says so when there is none', async () => {
    sessionStorage.setItem(
      THIRD_LOGIN_STORAGE_KEY,
      JSON.stringify({ code: 'P-1', thirdType: 'github', redirect: '/' }),
    );
    serve({ 'GET /sys/thirdLogin/getLoginUser/P-1/github': () => ok(RESULT, '') });
    renderMobile('/user/third-login');
    await waitFor(() => expect(useSession.getState().token).toBe('phone-session'));
    expect(sessionStorage.getItem(THIRD_LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('says the sign-in expired without a code', async () => {
    renderMobile('/user/third-login');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录已失效，请重新登录');
    expect(api.calls).toHaveLength(0);
  });
});

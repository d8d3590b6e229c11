import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../../../src/desktop/pages/login/login-page';
import CasReturnPage from '../../../../src/desktop/pages/login/cas-return-page';
import ThirdLoginReturnPage from '../../../../src/desktop/pages/login/third-login-return-page';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { THIRD_LOGIN_STORAGE_KEY } from '../../../../src/shared/domain/contract/third-login';
import { CAS_STARTED_KEY } from '../../../../src/shared/flows/third-login-flow';
import { resetThirdLoginOptionsForTests } from '../../../../src/shared/flows/third-login-options';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { fail, mockNetwork, ok, renderDesktop, type RecordedRequest } from '../desktop-test-utils';

const USER = { id: '1', username: 'admin', realname: '管理员', nickname: '管理员', orgCode: 'A01' };
const RESULT = { token: 'session-token', userInfo: USER, departs: [], multi_depart: 1, sysAllDictItems: {} };
const CAS_LOGIN = 'https://cas.example.com/cas/login';
const WECOM_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.0 MicroMessenger/7.0.1';

type Answer = ReturnType<typeof ok> | ReturnType<typeof fail> | undefined;

function stubOptions(result: unknown | 'fail') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (result === 'fail') throw new TypeError('network down');
      return { ok: true, json: async () => ({ success: true, code: 0, result }) };
    }),
  );
}

const original = { assign: browserLocation.assign, userAgent: browserLocation.userAgent };
let assigned: string[];
let net: ReturnType<typeof mockNetwork>;

function network(respond: (req: RecordedRequest) => Answer = () => undefined) {
  net = mockNetwork(respond);
}

beforeEach(() => {
  // Signed out: a return page mounted with a session just moves on.
  localStorage.clear();
  reloadSessionFromStorage();
  setAppConfigForTests({ captcha: false });
  resetThirdLoginOptionsForTests();
  assigned = [];
  browserLocation.assign = (url: string) => void assigned.push(url);
  network();
});
afterEach(() => {
  net.restore();
  browserLocation.assign = original.assign;
  browserLocation.userAgent = original.userAgent;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAppConfigForTests();
  reloadSessionFromStorage();
});

const renderLogin = (search = '') =>
  renderDesktop(<LoginPage />, { path: `/user/login${search}`, routePath: '/user/login' });

describe('desktop login page: CAS and third-party buttons', () => {
  it('shows no button when the options cannot be read or offer nothing', async () => {
    stubOptions('fail');
    renderLogin();
    await screen.findByRole('button', { name: '登录' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'CAS登录' })).not.toBeInTheDocument();

    resetThirdLoginOptionsForTests();
    stubOptions({ cas: null, sources: [] });
    renderLogin();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'GitHub登录' })).not.toBeInTheDocument();
    expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument();
  });

  it('sends CAS登录 to the CAS login page with our return page (and the redirect) as service', async () => {
    stubOptions({ cas: { loginUrl: CAS_LOGIN }, sources: [] });
    renderLogin(`?redirect=${encodeURIComponent('/isys/user')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'CAS登录' }));
    const service = `${window.location.origin}/user/cas-return?redirect=${encodeURIComponent('/isys/user')}`;
    expect(assigned).toEqual([`${CAS_LOGIN}?service=${encodeURIComponent(service)}`]);
    expect(screen.queryByRole('button', { name: 'GitHub登录' })).not.toBeInTheDocument();
  });

  it('opens GitHub登录 in a popup, or in the same window when the popup is blocked or in-app', async () => {
    stubOptions({ cas: null, sources: ['github'] });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderLogin(`?redirect=${encodeURIComponent('//evil.com')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'GitHub登录' }));
    // An unsafe redirect is dropped before it reaches the server.
    expect(open).toHaveBeenCalledWith(
      '/jeecg-boot/sys/thirdLogin/render/github',
      'cwxt-third-login',
      expect.any(String),
    );
    expect(assigned).toEqual([]);

    open.mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'GitHub登录' }));
    expect(assigned).toEqual(['/jeecg-boot/sys/thirdLogin/render/github']);

    open.mockClear();
    browserLocation.userAgent = () => WECOM_UA;
    await userEvent.click(screen.getByRole('button', { name: 'GitHub登录' }));
    expect(open).not.toHaveBeenCalled();
    expect(assigned).toHaveLength(2);
  });

  it("finishes the sign-in from the popup's message, and only from our own origin", async () => {
    stubOptions({ cas: null, sources: ['github'] });
    network((req) =>
      req.url === '/sys/thirdLogin/getLoginUser/ONE-TIME/github' ? ok(RESULT, '') : undefined,
    );
    renderLogin(`?redirect=${encodeURIComponent('/isys/user')}`);
    await screen.findByRole('button', { name: 'GitHub登录' });
    const data = { type: 'cwxt-third-login', code: 'ONE-TIME', thirdType: 'github' };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example.com', data }));
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { ...data, type: 'x' } }),
      );
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(net.requests.filter((r) => r.url.startsWith('/sys/thirdLogin/getLoginUser'))).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isys/user'));
    expect(useSession.getState().token).toBe('session-token');
  });
});

describe('desktop CAS return page', () => {
  // The tab started the round trip (CAS登录 marks it), unless a test says otherwise.
  const renderReturn = (search: string, started = true) => {
    if (started) sessionStorage.setItem(CAS_STARTED_KEY, String(Date.now()));
    return renderDesktop(<CasReturnPage />, {
      path: `/user/cas-return${search}`,
      routePath: '/user/cas-return',
    });
  };

  it('refuses a ticket this tab did not ask for (a link from someone else), without calling the server', async () => {
    network((req) => (req.url === '/sys/cas/client/validateLogin' ? ok(RESULT, '登录成功') : undefined));
    renderReturn('?ticket=ST-foreign', false);
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/sys/cas/client/validateLogin')).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('validates the ticket with the same service and goes to the redirect target', async () => {
    network((req) => (req.url === '/sys/cas/client/validateLogin' ? ok(RESULT, '登录成功') : undefined));
    renderReturn(`?redirect=${encodeURIComponent('/isys/user')}&ticket=ST-1`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isys/user'));
    const sent = net.requests.find((r) => r.url === '/sys/cas/client/validateLogin');
    expect(sent?.params).toMatchObject({
      ticket: 'ST-1',
      service: `${window.location.origin}/user/cas-return?redirect=${encodeURIComponent('/isys/user')}`,
    });
    expect(useSession.getState().token).toBe('session-token');
  });

  it('shows the server message and the way back on failure, without looping', async () => {
    network((req) =>
      req.url === '/sys/cas/client/validateLogin' ? fail('票据无效或已过期，请重新登录') : undefined,
    );
    renderReturn('?ticket=ST-old');
    expect(
      await screen.findByText('票据无效或已过期，请重新登录', { selector: '.ant-result-subtitle' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '返回登录' })).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/sys/cas/client/validateLogin')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('says the ticket is missing without calling the server', async () => {
    renderReturn('');
    expect(await screen.findByText('缺少CAS票据，请重新登录')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('asks for the department when the user has several', async () => {
    const departs = [
      { id: 'd1', departName: '一部', orgCode: 'A01' },
      { id: 'd2', departName: '二部', orgCode: 'A02' },
    ];
    network((req) =>
      req.url === '/sys/cas/client/validateLogin' ? ok({ ...RESULT, departs, multi_depart: 2 }) : undefined,
    );
    renderReturn('?ticket=ST-2');
    expect(await screen.findByText('部门选择')).toBeInTheDocument();
  });
});

describe('desktop third-party return page', () => {
  const renderReturn = (search = '') =>
    renderDesktop(<ThirdLoginReturnPage />, {
      path: `/user/third-login${search}`,
      routePath: '/user/third-login',
    });

  it('trades the code the callback page left in this tab, once', async () => {
    sessionStorage.setItem(
      THIRD_LOGIN_STORAGE_KEY,
      JSON.stringify({ code: 'C-42', thirdType: 'github', redirect: '/isys/role' }),
    );
    network((req) => (req.url === '/sys/thirdLogin/getLoginUser/C-42/github' ? ok(RESULT, '') : undefined));
    renderReturn(`?redirect=${encodeURIComponent('/isys/role')}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isys/role'));
    expect(sessionStorage.getItem(THIRD_LOGIN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().token).toBe('session-token');
  });

  it('says the sign-in expired when there is no code, or when the server refuses it', async () => {
    renderReturn();
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('refuses a code answer that is not code 200', async () => {
    sessionStorage.setItem(
      THIRD_LOGIN_STORAGE_KEY,
      JSON.stringify({ code: 'C-1', thirdType: 'github', redirect: '/' }),
    );
    network((req) =>
      req.url.startsWith('/sys/thirdLogin/getLoginUser/')
        ? { body: { ...ok(RESULT).body, code: 0 } }
        : undefined,
    );
    renderReturn();
    expect(await screen.findByRole('button', { name: '返回登录' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });
});

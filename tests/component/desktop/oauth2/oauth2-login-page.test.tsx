import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OAuth2LoginPage from '../../../../src/desktop/pages/oauth2/oauth2-login-page';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { requestDingtalkAuthCode } from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { fail, mockNetwork, ok, renderDesktop, type RecordedRequest } from '../desktop-test-utils';

vi.mock('../../../../src/shared/platform/in-app-login/dingtalk-auth-code', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestDingtalkAuthCode: vi.fn(),
}));

const DINGTALK_PC_UA =
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0 Safari/537.36 dingtalk-win/1.0.0 nw(0.14.7) DingTalk(7.5.0-Release.3209) Channel/201200';

const config = { tenantId: 5, wechat_enterprise: null, dingtalk: { corpId: 'dc', clientId: 'dk' } };
const loginResult = {
  token: 'pc-token',
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三' },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
  tenantList: [{ id: 5, name: '五厂' }],
  thirdType: 'dingtalk',
  redirect: '/',
  tenantId: 5,
  purpose: 'login',
};

type Answer = ReturnType<typeof ok> | ReturnType<typeof fail>;

describe('desktop /oauth2-app/login', () => {
  let routes: Record<string, (req: RecordedRequest) => Answer>;
  let net: ReturnType<typeof mockNetwork>;
  const location = () => screen.getByTestId('location').textContent;

  beforeEach(() => {
    reloadSessionFromStorage();
    routes = { 'GET /sys/thirdLogin/oauth2/config': () => ok(config) };
    net = mockNetwork((req) => routes[`${req.method} ${req.url}`]?.(req));
  });
  afterEach(() => {
    net.restore();
    vi.restoreAllMocks();
    vi.mocked(requestDingtalkAuthCode).mockReset();
  });

  const render = (path: string) =>
    renderDesktop(<OAuth2LoginPage />, { path, routePath: '/oauth2-app/login' });

  it('outside the apps: a hint and the button to the password login (with the redirect)', async () => {
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('当前不在企业微信或钉钉中，请使用账号登录')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(location()).toBe('/user/login?redirect=%2Fisystem%2Fuser');
    expect(net.requests).toHaveLength(0);
  });

  it('DingTalk PC: signs in silently and goes to the redirect', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_PC_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('pc-code');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => ok(loginResult);
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser%3Fa%3D1');
    await waitFor(() => expect(location()).toBe('/isystem/user?a=1'));
    expect(useSession.getState().token).toBe('pc-token');
    expect(useSession.getState().tenantId).toBe('5');
    expect(net.requests.find((r) => r.url.endsWith('/dingtalk/exchange'))?.data).toEqual({
      authCode: 'pc-code',
      tenantId: 5,
    });
  });

  it('not configured: 未配置应用内登录，请使用账号登录', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_PC_UA);
    routes['GET /sys/thirdLogin/oauth2/config'] = () =>
      ok({ tenantId: null, wechat_enterprise: null, dingtalk: null });
    render('/oauth2-app/login');
    expect(await screen.findByText('未配置应用内登录，请使用账号登录')).toBeInTheDocument();
    expect(requestDingtalkAuthCode).not.toHaveBeenCalled();
  });

  it('provider error: the server message and the password-login button, no navigation', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_PC_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('pc-code');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => fail('钉钉中未找到该用户');
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('钉钉中未找到该用户')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '账号密码登录' })).toBeInTheDocument();
    expect(location()).toBe('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(useSession.getState().token).toBeNull();
  });
});

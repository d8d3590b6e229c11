import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OAuth2LoginPage from '../../../../src/desktop/pages/oauth2/oauth2-login-page';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
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
    setAppConfigForTests({ captcha: false, slider: true });
    reloadSessionFromStorage();
    routes = { 'GET /sys/thirdLogin/oauth2/config': () => ok(config) };
    net = mockNetwork((req) => routes[`${req.method} ${req.url}`]?.(req));
  });
  afterEach(() => {
    resetAppConfigForTests();
    net.restore();
    vi.restoreAllMocks();
    vi.mocked(requestDingtalkAuthCode).mockReset();
  });

  const render = (path: string) =>
    renderDesktop(<OAuth2LoginPage />, { path, routePath: '/oauth2-app/login' });

  /** The password tab of the form shown in place: name, password, the slider, 登录. */
  async function signInByHand() {
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入用户名'), 'zhangsan');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Secret#123');
    screen.getByRole('slider', { name: '拖动滑块验证' }).focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: '登录' }));
  }

  it('outside the apps: a hint and the sign-in form in place, which goes on to the redirect', async () => {
    routes['POST /sys/login'] = () => ok(loginResult);
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('当前不在企业微信或钉钉中，请使用账号登录')).toBeInTheDocument();
    await signInByHand();
    await waitFor(() => expect(location()).toBe('/isystem/user'));
    expect(useSession.getState().token).toBe('pc-token');
    expect(net.requests.some((r) => r.url === '/sys/thirdLogin/bindTicket')).toBe(false);
  });

  it('unbound: the message and the form; the manual sign-in binds the app account, then goes on', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_PC_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('pc-code');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => ({
      body: {
        success: false,
        code: 500,
        message: '该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定',
        result: { bindTicket: 'ticket-pc', thirdType: 'dingtalk', redirect: '/' },
        timestamp: 1,
      },
    });
    routes['POST /sys/login'] = () => ok(loginResult);
    routes['POST /sys/thirdLogin/bindTicket'] = () => ok(null, '绑定成功');
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定')).toBeInTheDocument();
    expect(location()).toBe('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    await signInByHand();
    await waitFor(() => expect(location()).toBe('/isystem/user'));
    await waitFor(() =>
      expect(net.requests.find((r) => r.url === '/sys/thirdLogin/bindTicket')?.data).toEqual({
        ticket: 'ticket-pc',
      }),
    );
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

  it('provider error: the server message and the sign-in form, no navigation', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_PC_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('pc-code');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => fail('钉钉中未找到该用户');
    render('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('钉钉中未找到该用户')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(location()).toBe('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(useSession.getState().token).toBeNull();
  });
});

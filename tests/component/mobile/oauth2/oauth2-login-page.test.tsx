import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import {
  DingtalkAuthCodeError,
  requestDingtalkAuthCode,
} from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import { ATTEMPT_KEY } from '../../../../src/shared/platform/in-app-login/attempt-guard';
import { EXPECTED_STATE_KEY } from '../../../../src/shared/platform/in-app-login/expected-state';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { fail, fakeApi, ok } from '../support/fake-api';
import { TEST_USER, menuItem, permissionResult, renderMobile } from '../support/render-mobile';

vi.mock('../../../../src/shared/platform/in-app-login/dingtalk-auth-code', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestDingtalkAuthCode: vi.fn(),
}));

const DINGTALK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.40) Language/zh-Hans-CN';
const WECOM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 wxwork/4.1.10 Language/zh';

const loginResult = {
  token: 'in-app-token',
  userInfo: TEST_USER,
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
  tenantList: [
    { id: 3, name: '一厂' },
    { id: 4, name: '二厂' },
  ],
};

const config = {
  tenantId: 3,
  wechat_enterprise: { corpId: 'ww1', agentId: '1000002' },
  dingtalk: { corpId: 'ding1', clientId: 'dingapp' },
};

const permissions = () =>
  ok(permissionResult([menuItem('/dashboard/analysis', '首页'), menuItem('/isystem/user', '用户管理')]));

async function passSlider() {
  const slider = await screen.findByRole('slider', { name: '拖动滑块验证' });
  slider.focus();
  return userEvent.setup().keyboard('{End}');
}

describe('phone /oauth2-app/login', () => {
  let api: ReturnType<typeof fakeApi>;
  let routes: Record<string, (call: { body: unknown }) => unknown>;

  beforeEach(() => {
    reloadSessionFromStorage();
    setAppConfigForTests({ captcha: false, slider: true });
    vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    routes = {
      'GET /sys/thirdLogin/oauth2/config': () => ok(config),
      'GET /sys/permission/getUserPermissionByToken': permissions,
      'POST /sys/login': () => ok(loginResult),
    };
    // fakeApi reads the table at request time, so each test can add its routes below.
    api = fakeApi(routes);
  });
  afterEach(() => {
    api.restore();
    resetAppConfigForTests();
    vi.restoreAllMocks();
    vi.mocked(requestDingtalkAuthCode).mockReset();
  });

  it('outside the apps: the manual sign-in with a hint, nothing asked of the server', async () => {
    renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('当前不在企业微信或钉钉中，请使用账号登录')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入用户名')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.startsWith('/sys/thirdLogin'))).toBe(false);
  });

  it('DingTalk: code → exchange → session stored, tenant selected, on to the redirect', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('auth-code-1');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () =>
      ok({ ...loginResult, thirdType: 'dingtalk', redirect: '/', tenantId: 3, purpose: 'login' });
    const { router } = renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));
    expect(requestDingtalkAuthCode).toHaveBeenCalledWith('ding1', 'dingapp');
    expect(api.called('POST', '/sys/thirdLogin/oauth2/dingtalk/exchange')[0]?.body).toEqual({
      authCode: 'auth-code-1',
      tenantId: 3,
    });
    expect(useSession.getState().token).toBe('in-app-token');
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('3');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.called('POST', '/sys/thirdLogin/oauth2/dingtalk/exchange')).toHaveLength(1);
    expect(requestDingtalkAuthCode).toHaveBeenCalledTimes(1);
    expect(useSession.getState().tenantId).toBe('3');
  });

  it('not configured: 未配置应用内登录，请使用账号登录 and the form', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
    routes['GET /sys/thirdLogin/oauth2/config'] = () =>
      ok({ tenantId: null, wechat_enterprise: null, dingtalk: null });
    renderMobile('/oauth2-app/login');
    expect(await screen.findByText('未配置应用内登录，请使用账号登录')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入用户名')).toBeInTheDocument();
    expect(requestDingtalkAuthCode).not.toHaveBeenCalled();
  });

  it('provider error: the server message and the form, never a second attempt', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('used-code');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => fail('登录凭证已过期，请重新打开应用');
    const { router, unmount } = renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('登录凭证已过期，请重新打开应用')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入用户名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/oauth2-app/login');
    unmount();
    // Coming back within 60 s (e.g. the guard sent the user here again): the form, no new attempt.
    renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('自动登录未成功，请使用账号登录')).toBeInTheDocument();
    expect(requestDingtalkAuthCode).toHaveBeenCalledTimes(1);
  });

  it('the jsapi failing shows its Chinese message', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
    vi.mocked(requestDingtalkAuthCode).mockRejectedValue(
      new DingtalkAuthCodeError('钉钉授权失败，请使用账号登录'),
    );
    renderMobile('/oauth2-app/login');
    expect(await screen.findByText('钉钉授权失败，请使用账号登录')).toBeInTheDocument();
    expect(api.called('POST', '/sys/thirdLogin/oauth2/dingtalk/exchange')).toHaveLength(0);
  });

  it('unbound: the message and the form; after the manual sign-in the ticket is bound, 绑定成功, then on', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('auth-code-2');
    routes['POST /sys/thirdLogin/oauth2/dingtalk/exchange'] = () => ({
      success: false,
      code: 500,
      message: '该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定',
      result: { bindTicket: 'ticket-9', thirdType: 'dingtalk', redirect: '/' },
      timestamp: 1,
    });
    routes['POST /sys/thirdLogin/bindTicket'] = () => ok(null, '绑定成功');
    routes['POST /sys/login'] = () => ok({ ...loginResult, tenantList: [{ id: 3, name: '一厂' }] });
    const user = userEvent.setup();
    const { router } = renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser');
    expect(await screen.findByText('该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定')).toBeInTheDocument();
    expect(api.called('POST', '/sys/thirdLogin/bindTicket')).toHaveLength(0);
    await user.type(screen.getByPlaceholderText('请输入用户名'), 'zhangsan');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Secret#123');
    await passSlider();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api.called('POST', '/sys/thirdLogin/bindTicket')).toHaveLength(1));
    expect(api.called('POST', '/sys/thirdLogin/bindTicket')[0]?.body).toEqual({ ticket: 'ticket-9' });
    // The ticket is posted with the new session.
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));
  });

  it('WeCom without a code: authorize (purpose login, the redirect) and leave with location.replace', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    const url =
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww1&redirect_uri=x&response_type=code&scope=snsapi_base&state=s&agentid=1000002#wechat_redirect';
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize'] = () => ok({ url });
    renderMobile('/oauth2-app/login?redirect=%2Fisystem%2Fuser%3Fa%3D1');
    await waitFor(() => expect(browserLocation.replace).toHaveBeenCalledWith(url));
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize')[0]?.body).toEqual({
      redirect: '/isystem/user?a=1',
      purpose: 'login',
      tenantId: 3,
    });
    expect(sessionStorage.getItem(ATTEMPT_KEY)).not.toBeNull();
    // The state of this authorize call is remembered: only it may come back (login-CSRF).
    expect(sessionStorage.getItem(EXPECTED_STATE_KEY)).toBe('s');
  });

  it('WeCom: an unsafe redirect query never reaches the authorize request', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize'] = () =>
      ok({ url: 'https://wecom.example/a?state=st' });
    renderMobile('/oauth2-app/login?redirect=%2F%2Fevil.com');
    await waitFor(() => expect(browserLocation.replace).toHaveBeenCalledTimes(1));
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize')[0]?.body).toMatchObject({
      redirect: '/dashboard/analysis',
    });
  });

  it('WeCom back with code & state: exchange, then the signed redirect (checked again)', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange'] = () =>
      ok({
        ...loginResult,
        thirdType: 'wechat_enterprise',
        redirect: '/isystem/user',
        tenantId: 4,
        purpose: 'login',
      });
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'S1');
    const { router } = renderMobile('/oauth2-app/login?code=C1&state=S1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/exchange')[0]?.body).toEqual({
      code: 'C1',
      state: 'S1',
    });
    expect(useSession.getState().tenantId).toBe('4');
    // The one-time code is spent once, however the page re-renders while the menu loads.
    await new Promise((r) => setTimeout(r, 50));
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/exchange')).toHaveLength(1);
    expect(browserLocation.replace).not.toHaveBeenCalled();
  });

  it('WeCom back with a code that fails: the message and the form, no new authorize round trip', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange'] = () => fail('企业微信中未找到该用户');
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'S2');
    renderMobile('/oauth2-app/login?code=C2&state=S2');
    expect(await screen.findByText('企业微信中未找到该用户')).toBeInTheDocument();
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize')).toHaveLength(0);
    expect(browserLocation.replace).not.toHaveBeenCalled();
  });

  it('WeCom back with a state this page did not start: refused, nothing exchanged (login-CSRF)', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'mine');
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange'] = () => ok(loginResult);
    renderMobile('/oauth2-app/login?code=C4&state=someone-elses');
    expect(await screen.findByText('登录请求已失效，请重新打开应用')).toBeInTheDocument();
    expect(api.called('POST', '/sys/thirdLogin/oauth2/wechat_enterprise/exchange')).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('a signed-in user whose exchange names an unsafe target lands on the query redirect instead', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(WECOM_UA);
    routes['POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange'] = () =>
      ok({
        ...loginResult,
        thirdType: 'wechat_enterprise',
        redirect: '//evil.com',
        tenantId: null,
        purpose: 'login',
      });
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'S3');
    const { router } = renderMobile('/oauth2-app/login?code=C3&state=S3&redirect=%2Fisystem%2Fuser');
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../../src/desktop/pages/login/login-page';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../src/shared/config/app-config';
import { reloadSessionFromStorage, useSession } from '../../../src/shared/session/session-store';
import { fail, mockNetwork, ok, renderDesktop } from './desktop-test-utils';
import type { RecordedRequest } from './desktop-test-utils';

const USER = { id: '1', username: 'admin', realname: '管理员', nickname: '管理员', orgCode: 'A01' };
const loginResult = {
  token: 'tkn',
  userInfo: USER,
  departs: [],
  multi_depart: 1,
  tenantList: [],
  sysAllDictItems: {},
};

function network(extra: (req: RecordedRequest) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockNetwork((req) => {
    if (req.url.startsWith('/sys/randomImage/')) return ok('data:image/jpg;base64,AAAA');
    if (req.url === '/sys/login') return ok(loginResult);
    return extra(req);
  });
}

const renderLogin = () => renderDesktop(<LoginPage />, { path: '/user/login', routePath: '/user/login' });
const loginButton = () => screen.getByRole('button', { name: '登录' });
const slider = () => screen.getByRole('slider', { name: '拖动滑块验证' });

describe('desktop login page', () => {
  let net: ReturnType<typeof network>;
  beforeEach(() => {
    setAppConfigForTests({ captcha: false });
    net = network();
  });
  afterEach(() => {
    net.restore();
    resetAppConfigForTests();
    vi.restoreAllMocks();
    reloadSessionFromStorage();
  });

  it('shows both tabs, the links and no captcha when the server turned it off', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入用户名')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/user/alteration');
    expect(screen.getByRole('link', { name: '注册账户' })).toHaveAttribute('href', '/user/register');
    expect(net.requests.some((r) => r.url.startsWith('/sys/randomImage/'))).toBe(false);
  });

  it('hides 注册账户 when registration is off, and shows the captcha image when it is on', async () => {
    setAppConfigForTests({ captcha: true, registration: false });
    renderLogin();
    expect(screen.queryByRole('link', { name: '注册账户' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入验证码')).toBeInTheDocument();
    // The core fetches the first image on the first interaction, not on load.
    expect(net.requests.some((r) => r.url.startsWith('/sys/randomImage/'))).toBe(false);
    await userEvent.click(screen.getByPlaceholderText('请输入用户名'));
    expect(await screen.findByRole('img', { name: '验证码' }, { timeout: 5000 })).toHaveAttribute(
      'src',
      'data:image/jpg;base64,AAAA',
    );
    const before = net.requests.filter((r) => r.url.startsWith('/sys/randomImage/')).length;
    await userEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    await waitFor(
      () => expect(net.requests.filter((r) => r.url.startsWith('/sys/randomImage/')).length).toBe(before + 1),
      { timeout: 5000 },
    );
  });

  it('shows the shared validation messages for the active tab only', async () => {
    renderLogin();
    await userEvent.click(loginButton());
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入用户名'), 'a-b');
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    await userEvent.click(loginButton());
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '12345678901');
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/sys/login' || r.url === '/sys/phoneLogin')).toBe(false);
  });

  it('blocks the login until the slider passes, then logs in and goes home', async () => {
    setAppConfigForTests({ captcha: false, slider: true });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('请输入用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'Admin#1234');
    await userEvent.click(loginButton());
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/sys/login')).toBe(false);

    slider().focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    await userEvent.click(loginButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/analysis'));
    const login = net.requests.find((r) => r.url === '/sys/login');
    expect(login?.method).toBe('POST');
    expect(login?.data).toMatchObject({ username: 'admin', password: 'Admin#1234' });
    expect(useSession.getState().token).toBe('tkn');
  });

  it('with every human check off (LOGIN_CAPTCHA=off) shows no slider, and Enter signs in', async () => {
    renderLogin();
    expect(screen.queryByRole('slider', { name: '拖动滑块验证' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'Admin#1234{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/analysis'));
    expect(net.requests.filter((r) => r.url === '/sys/login')).toHaveLength(1);
  });

  it('with the captcha as the check shows no slider; a failed sign-in clears the code and fetches a new image', async () => {
    setAppConfigForTests({ captcha: true });
    net.restore();
    // Every login is answered 412 (wrong captcha) here.
    net = mockNetwork((req) => {
      if (req.url.startsWith('/sys/randomImage/')) return ok('data:image/jpg;base64,AAAA');
      return req.url === '/sys/login' ? fail('验证码错误', 412) : undefined;
    });
    renderLogin();
    expect(screen.queryByRole('slider', { name: '拖动滑块验证' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'Admin#1234');
    await screen.findByRole('img', { name: '验证码' }, { timeout: 5000 });
    const images = () => net.requests.filter((r) => r.url.startsWith('/sys/randomImage/')).length;
    const before = images();
    const code = screen.getByPlaceholderText('请输入验证码');
    await userEvent.type(code, 'ab3d{Enter}');
    await waitFor(() => expect(net.requests.filter((r) => r.url === '/sys/login')).toHaveLength(1));
    await waitFor(() => expect(code).toHaveValue(''));
    await waitFor(() => expect(images()).toBe(before + 1), { timeout: 5000 });
    expect(net.requests.find((r) => r.url === '/sys/login')?.data).toMatchObject({ captcha: 'ab3d' });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login');
  });

  it('asks for the image captcha before sending an SMS code, and spends it', async () => {
    setAppConfigForTests({ captcha: true });
    net.restore();
    net = network((req) => (req.url === '/sys/sms' ? ok(null) : undefined));
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/sys/sms')).toBe(false);
    const code = screen.getByPlaceholderText('请输入验证码');
    await userEvent.type(code, 'kp7w');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(net.requests.find((r) => r.url === '/sys/sms')?.data).toMatchObject({
      mobile: '13800138000',
      smsmode: '0',
      captcha: 'kp7w',
      checkKey: expect.any(String),
    });
    await waitFor(() => expect(code).toHaveValue(''));
  });

  it('sends the SMS code in login mode and starts the countdown', async () => {
    net.restore();
    net = network((req) => (req.url === '/sys/sms' ? ok(null) : undefined));
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(net.requests.find((r) => r.url === '/sys/sms')?.data).toEqual({
      mobile: '13800138000',
      smsmode: '0',
    });
  });
});

// jsdom has no PointerEvent: without it fireEvent.pointer* events carry no clientX.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: typeof PointerEventShim }).PointerEvent = PointerEventShim;
}

describe('drag slider human check', () => {
  let net: ReturnType<typeof network>;
  beforeEach(() => {
    setAppConfigForTests({ captcha: false, slider: true });
    net = network();
  });
  afterEach(() => {
    net.restore();
    resetAppConfigForTests();
    vi.restoreAllMocks();
  });

  it('resets when released early, passes at the end and then stays locked', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
      height: 40,
      top: 0,
      left: 0,
      right: 300,
      bottom: 40,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    renderDesktop(<LoginPage />, { path: '/user/login', routePath: '/user/login' });
    const handle = slider();
    expect(screen.getByText('拖动滑块验证')).toBeInTheDocument();

    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(handle, { clientX: 150, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');

    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    fireEvent.pointerDown(handle, { clientX: 60, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('验证通过')).toBeInTheDocument();

    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
  });
});

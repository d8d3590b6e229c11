import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../src/shared/config/app-config';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { fail, fakeApi, ok } from './support/fake-api';
import { TEST_USER, renderMobile } from './support/render-mobile';
import { installPointerEvent } from './support/pointer-event';

const loginResult = {
  token: 't1',
  userInfo: TEST_USER,
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
  tenantList: [],
};

describe('phone login page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    reloadSessionFromStorage();
    setAppConfigForTests({ captcha: false, registration: true });
    api = fakeApi({
      'POST /sys/login': () => ok(loginResult),
      'GET /sys/randomImage/': () => ok('data:image/png;base64,AAAA'),
    });
  });
  afterEach(() => {
    api.restore();
    resetAppConfigForTests();
  });

  it('shows the tabs, hides the captcha when it is off, and names the button 登录', async () => {
    renderMobile('/user/login');
    expect(await screen.findByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入验证码')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '刷新验证码' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url.startsWith('/sys/randomImage'))).toBe(false);
    expect(screen.getByRole('link', { name: '注册账户' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码' })).toBeInTheDocument();
  });

  it('shows the captcha image when captcha is on and hides 注册账户 when registration is off', async () => {
    setAppConfigForTests({ captcha: true, registration: false });
    renderMobile('/user/login');
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeInTheDocument();
    // The image is minted on the first interaction, not on page load.
    expect(screen.queryByRole('img', { name: '验证码' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByPlaceholderText('请输入用户名'));
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.queryByRole('link', { name: '注册账户' })).not.toBeInTheDocument();
  });

  it('with every human check off shows no slider, and Enter signs in', async () => {
    const user = userEvent.setup();
    const { router } = renderMobile('/user/login');
    await user.type(await screen.findByPlaceholderText('请输入用户名'), 'zhangsan');
    expect(screen.queryByRole('slider', { name: '拖动滑块验证' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Secret#123{Enter}');
    await waitFor(() => expect(api.called('POST', '/sys/login')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'));
  });

  it('with the captcha as the check: no slider, a failed sign-in clears the code, SMS needs the code', async () => {
    setAppConfigForTests({ captcha: true });
    api.restore();
    api = fakeApi({
      'POST /sys/login': () => fail('验证码错误', 412),
      'POST /sys/sms': () => ok(null),
      'GET /sys/randomImage/': () => ok('data:image/png;base64,AAAA'),
    });
    const user = userEvent.setup();
    renderMobile('/user/login');
    await user.type(await screen.findByPlaceholderText('请输入用户名'), 'zhangsan');
    expect(screen.queryByRole('slider', { name: '拖动滑块验证' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Secret#123');
    const images = () => api.calls.filter((c) => c.url.startsWith('/sys/randomImage')).length;
    await screen.findByRole('img', { name: '验证码' });
    const before = images();
    await user.type(screen.getByPlaceholderText('请输入验证码'), 'ab3d{Enter}');
    await waitFor(() => expect(api.called('POST', '/sys/login')).toHaveLength(1));
    await waitFor(() => expect(screen.getByPlaceholderText('请输入验证码')).toHaveValue(''));
    await waitFor(() => expect(images()).toBe(before + 1));

    await user.click(screen.getByRole('tab', { name: '手机号登录' }));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: /获取验证码/ }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(api.called('POST', '/sys/sms')).toHaveLength(0);
    await user.type(screen.getByPlaceholderText('请输入验证码'), 'kp7w');
    await user.click(screen.getByRole('button', { name: /获取验证码/ }));
    await waitFor(() => expect(api.called('POST', '/sys/sms')).toHaveLength(1));
    expect(api.called('POST', '/sys/sms')[0]?.body).toMatchObject({
      mobile: '13800138000',
      smsmode: '0',
      captcha: 'kp7w',
      checkKey: expect.any(String),
    });
    await waitFor(() => expect(screen.getByPlaceholderText('请输入验证码')).toHaveValue(''));
  });

  it('validates the account fields before anything is sent', async () => {
    const user = userEvent.setup();
    renderMobile('/user/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入用户名'), 'ab-c');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeInTheDocument();
    expect(api.called('POST', '/sys/login')).toHaveLength(0);
  });

  it('validates the phone number on the phone tab', async () => {
    const user = userEvent.setup();
    renderMobile('/user/login');
    await user.click(await screen.findByRole('tab', { name: '手机号登录' }));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
  });

  it('refuses to log in until the slider passes, then logs in and goes home', async () => {
    setAppConfigForTests({ captcha: false, slider: true });
    const user = userEvent.setup();
    const { router } = renderMobile('/user/login');
    await user.type(await screen.findByPlaceholderText('请输入用户名'), 'zhangsan');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    expect(api.called('POST', '/sys/login')).toHaveLength(0);

    const slider = await screen.findByRole('slider', { name: '拖动滑块验证' });
    slider.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api.called('POST', '/sys/login')).toHaveLength(1));
    expect(api.called('POST', '/sys/login')[0]?.body).toMatchObject({
      username: 'zhangsan',
      password: 'Secret#123',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'));
  });
});

describe('drag slider', () => {
  beforeEach(() => {
    installPointerEvent();
    reloadSessionFromStorage();
    setAppConfigForTests({ captcha: false, slider: true });
    // jsdom has no layout: give the track a width (the handle is 40px, so 200px of travel).
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 240 });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { offsetWidth?: number }).offsetWidth;
    resetAppConfigForTests();
  });

  it('snaps back when released early, passes at the end and then stays locked', async () => {
    renderMobile('/user/login');
    const handle = await screen.findByRole('slider', { name: '拖动滑块验证' });
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 120, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '60');
    fireEvent.pointerUp(handle, { clientX: 120, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('拖动滑块验证')).toBeInTheDocument();

    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 2 });
    fireEvent.pointerMove(handle, { clientX: 230, pointerId: 2 });
    fireEvent.pointerUp(handle, { clientX: 230, pointerId: 2 });
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-valuenow', '100');

    fireEvent.pointerDown(handle, { clientX: 200, pointerId: 3 });
    fireEvent.pointerMove(handle, { clientX: 0, pointerId: 3 });
    fireEvent.pointerUp(handle, { clientX: 0, pointerId: 3 });
    expect(screen.getByText('验证通过')).toBeInTheDocument();
  });
});

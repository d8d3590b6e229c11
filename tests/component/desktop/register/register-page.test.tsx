import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from '../../../../src/desktop/pages/register/register-page';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { mockNetwork, ok, renderDesktop } from '../desktop-test-utils';

/** The desktop registration page asks for the image captcha before it asks for an SMS code. */
describe('desktop register page', () => {
  let net: ReturnType<typeof mockNetwork> | undefined;
  afterEach(() => {
    net?.restore();
    resetAppConfigForTests();
  });

  function network() {
    net = mockNetwork((req) => {
      if (req.url.startsWith('/sys/randomImage/')) return ok('data:image/jpg;base64,AAAA');
      if (req.url === '/sys/sms') return ok(null);
      return undefined;
    });
    return net;
  }
  const renderRegister = () =>
    renderDesktop(<RegisterPage />, { path: '/user/register', routePath: '/user/register' });

  it('sends the code only with the captcha, sends it with its key, then asks for a new image', async () => {
    setAppConfigForTests({ captcha: true, registration: true });
    const n = network();
    renderRegister();
    const user = userEvent.setup();
    const captcha = screen.getByRole('textbox', { name: '验证码' });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(n.requests.some((r) => r.url === '/sys/sms')).toBe(false);
    expect(await screen.findByRole('img', { name: '验证码' })).toBeInTheDocument();
    const images = () => n.requests.filter((r) => r.url.startsWith('/sys/randomImage/')).length;
    const before = images();
    await user.type(captcha, 'kp7w');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(n.requests.filter((r) => r.url === '/sys/sms').map((r) => r.data)).toEqual([
      { mobile: '13800138000', smsmode: '1', captcha: 'kp7w', checkKey: expect.any(String) },
    ]);
    // The image is spent: the field is cleared and a new one is fetched.
    await waitFor(() => expect(captcha).toHaveValue(''));
    await waitFor(() => expect(images()).toBe(before + 1));
  });

  it('without a human check shows no captcha and sends the code with the number alone', async () => {
    setAppConfigForTests({ captcha: false, registration: true });
    const n = network();
    renderRegister();
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: '验证码' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(n.requests.filter((r) => r.url === '/sys/sms').map((r) => r.data)).toEqual([
      { mobile: '13800138000', smsmode: '1' },
    ]);
  });
});

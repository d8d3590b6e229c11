import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { reloadSessionFromStorage } from '../../../../src/shared/session/session-store';
import { fakeApi, ok } from '../support/fake-api';
import { renderMobile } from '../support/render-mobile';

/** The phone registration page asks for the image captcha before it asks for an SMS code. */
describe('phone register page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    reloadSessionFromStorage();
    api = fakeApi({
      'GET /sys/randomImage/': () => ok('data:image/png;base64,AAAA'),
      'POST /sys/sms': () => ok(null),
    });
  });
  afterEach(() => {
    api.restore();
    resetAppConfigForTests();
  });
  const smsCalls = () => api.calls.filter((c) => c.url === '/sys/sms');

  it('sends the code only with the captcha, sends it with its key, then asks for a new image', async () => {
    setAppConfigForTests({ captcha: true, registration: true });
    renderMobile('/user/register');
    const user = userEvent.setup();
    const captcha = await screen.findByRole('textbox', { name: '图形验证码' });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(smsCalls()).toHaveLength(0);
    expect(await screen.findByRole('img', { name: '验证码' })).toBeInTheDocument();
    const images = api.calls.filter((c) => c.url.startsWith('/sys/randomImage/')).length;
    await user.type(captcha, 'kp7w');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(smsCalls()).toHaveLength(1);
    expect(smsCalls()[0]?.body).toEqual({
      mobile: '13800138000',
      smsmode: '1',
      captcha: 'kp7w',
      checkKey: expect.any(String),
    });
    // The image is spent: the field is cleared and a new one is fetched.
    await waitFor(() => expect(captcha).toHaveValue(''));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.startsWith('/sys/randomImage/')).length).toBe(images + 1),
    );
  });

  it('without a human check shows no captcha and sends the code with the number alone', async () => {
    setAppConfigForTests({ captcha: false, registration: true });
    renderMobile('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    expect(screen.queryByRole('textbox', { name: '图形验证码' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(smsCalls().map((c) => c.body)).toEqual([{ mobile: '13800138000', smsmode: '1' }]);
  });
});

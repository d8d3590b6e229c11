import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/shared/api/query-client';
import { getDictOptions } from '../../../src/shared/dict/dict-cache';
import { smsSentNotice, useAlterationFlow } from '../../../src/shared/flows/alteration-flow';
import { useChangePassword } from '../../../src/shared/flows/change-password';
import { useDepartSwitch } from '../../../src/shared/flows/depart-switch';
import { useLoginFlow } from '../../../src/shared/flows/login-flow';
import { useRegisterFlow } from '../../../src/shared/flows/register-flow';
import { loginWithPassword, useSession } from '../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { depart, loginResult, userInfo, tenant } from './fixtures';
import { fail, ok } from './fake-server';
import { setupFakeBackend } from './fake-backend';

const backend = setupFakeBackend({ captcha: true });
let location: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationProbe() {
  location = useLocation();
  return null;
}

function wrapper(initial: string) {
  const client = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[initial]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <LocationProbe />
                  {children}
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}

describe('useLoginFlow', () => {
  beforeEach(() => {
    // The captcha key is the current time: pin it so the fake server can route the image.
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    backend.server.on('GET /sys/randomImage/1234', ok('data:image/jpg;base64,AAA', '', 0));
    backend.server.on('GET /sys/randomImage/12341', ok('data:image/jpg;base64,BBB', '', 0));
  });

  it('logs in and navigates to the redirect query', async () => {
    backend.server.on('POST /sys/login', ok(loginResult()));
    const { result } = renderHook(() => useLoginFlow(), {
      wrapper: wrapper('/user/login?redirect=%2Fisystem%2Fuser'),
    });
    // No captcha is minted until the user interacts with the page.
    await new Promise((r) => setTimeout(r, 20));
    expect(backend.server.requests.some((r) => r.url?.startsWith('/sys/randomImage'))).toBe(false);
    act(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await waitFor(() => expect(result.current.captcha.image).toBe('data:image/jpg;base64,AAA'));
    await act(() => result.current.submitPassword({ username: 'admin', password: 'p', captcha: 'abcd' }));
    expect(
      JSON.parse(backend.server.requests.find((r) => r.url === '/sys/login')!.data as string),
    ).toMatchObject({
      checkKey: '1234',
    });
    expect(location.pathname).toBe('/isystem/user');
  });

  it('without a redirect goes to /dashboard/analysis; a foreign redirect is ignored', async () => {
    backend.server.on('POST /sys/login', ok(loginResult()));
    const { result } = renderHook(() => useLoginFlow(), {
      wrapper: wrapper('/user/login?redirect=https%3A%2F%2Fevil.example'),
    });
    await act(() => result.current.submitPassword({ username: 'admin', password: 'p', captcha: 'abcd' }));
    expect(location.pathname).toBe('/dashboard/analysis');
  });

  it('code 412 refreshes the captcha and reports 登录失败', async () => {
    backend.server.on('POST /sys/login', fail('验证码错误', 412));
    const refreshCaptcha = vi.fn();
    const { result } = renderHook(() => useLoginFlow({ refreshCaptcha }), {
      wrapper: wrapper('/user/login'),
    });
    act(() => result.current.captcha.request());
    await waitFor(() => expect(result.current.captcha.image).toBe('data:image/jpg;base64,AAA'));
    let okFlag = true;
    await act(async () => {
      okFlag = await result.current.submitPassword({ username: 'admin', password: 'p', captcha: 'zzzz' });
    });
    expect(okFlag).toBe(false);
    expect(result.current.error).toBe('验证码错误');
    expect(backend.ui.notifyError).toHaveBeenCalledWith('登录失败', '验证码错误');
    expect(refreshCaptcha).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.captcha.image).toBe('data:image/jpg;base64,BBB'));
    expect(location.pathname).toBe('/user/login');
  });

  it('multi_depart 2 → department choice → tenant choice → home', async () => {
    const tenants = [tenant(1), tenant(2)];
    backend.server.on(
      'POST /sys/login',
      ok(
        loginResult({
          multi_depart: 2,
          departs: [depart('A01', '总部'), depart('A02', '分部')],
          tenantList: tenants,
        }),
      ),
    );
    backend.server.on('PUT /sys/selectDepart', ok({ userInfo: userInfo({ orgCode: 'A02' }) }, '', 0));
    const { result } = renderHook(() => useLoginFlow(), { wrapper: wrapper('/user/login') });
    await act(() => result.current.submitPassword({ username: 'admin', password: 'p', captcha: 'abcd' }));
    expect(result.current.pendingChoice).toMatchObject({ kind: 'depart' });
    expect(result.current.pendingChoice?.options).toHaveLength(2);
    expect(location.pathname).toBe('/user/login');
    await act(() => result.current.choose('A02'));
    expect(useSession.getState().userInfo?.orgCode).toBe('A02');
    expect(result.current.pendingChoice).toMatchObject({ kind: 'tenant' });
    await act(() => result.current.choose(2));
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('2');
    expect(result.current.pendingChoice).toBeNull();
    expect(location.pathname).toBe('/dashboard/analysis');
  });
});

describe('useRegisterFlow', () => {
  it('sends the code in mode 1 and goes to the result page on success', async () => {
    backend.server.on('POST /sys/sms', ok(null, '', 0));
    backend.server.on('POST /sys/user/register', ok(null, '注册成功'));
    const { result } = renderHook(() => useRegisterFlow(), { wrapper: wrapper('/user/register') });
    await act(async () => expect(await result.current.sendCode('13800138000')).toBe(true));
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      mobile: '13800138000',
      smsmode: '1',
    });
    await act(() =>
      result.current.submit({
        username: 'new_user',
        password: 'Abcdef1!',
        phone: '13800138000',
        smscode: '123456',
      }),
    );
    expect(`${location.pathname}${location.search}`).toBe('/user/register-result?username=new_user');
  });

  it('shows a refused code', async () => {
    backend.server.on('POST /sys/sms', fail(' 手机号已经注册，请直接登录！'));
    const { result } = renderHook(() => useRegisterFlow(), { wrapper: wrapper('/user/register') });
    await act(async () => expect(await result.current.sendCode('13800138000')).toBe(false));
    expect(backend.ui.error).toHaveBeenCalledWith(' 手机号已经注册，请直接登录！');
  });
});

describe('useAlterationFlow', () => {
  it('walks the four steps with the ticket', async () => {
    backend.server.on('POST /sys/sms', ok({ maskedPhone: '138****8000' }, '', 0));
    backend.server.on('POST /sys/user/phoneVerification', ok({ username: 'admin', ticket: 'T-1' }));
    backend.server.on('POST /sys/user/passwordChange', ok(null, '密码修改成功'));
    const { result } = renderHook(() => useAlterationFlow(), { wrapper: wrapper('/user/alteration') });
    expect(result.current.step).toBe(0);
    await act(() => result.current.requestCode({ username: 'admin', captcha: 'abcd', checkKey: 'k' }));
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      smsmode: '2',
      username: 'admin',
      captcha: 'abcd',
      checkKey: 'k',
    });
    expect(result.current).toMatchObject({ step: 1, username: 'admin', maskedPhone: '138****8000' });
    await act(() => result.current.verify('654321'));
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      username: 'admin',
      smscode: '654321',
    });
    expect(result.current.step).toBe(2);
    await act(() => result.current.change({ password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }));
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      username: 'admin',
      password: 'Abcdef1!',
      confirmpassword: 'Abcdef1!',
      ticket: 'T-1',
    });
    expect(result.current.step).toBe(3);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ step: 0, username: '', maskedPhone: '' });
  });

  it('says where the code went only when the server names the phone', async () => {
    // Our server answers null (naming the phone would tell which accounts exist).
    backend.server.on('POST /sys/sms', ok(null, '', 0));
    const { result } = renderHook(() => useAlterationFlow(), { wrapper: wrapper('/user/alteration') });
    await act(() => result.current.requestCode({ username: 'admin', captcha: 'abcd', checkKey: 'k' }));
    expect(result.current).toMatchObject({ step: 1, maskedPhone: '' });
    expect(smsSentNotice(result.current.maskedPhone)).toBe('如该账号已绑定手机，验证码已发送至该手机');
    expect(smsSentNotice('138****8000')).toBe('验证码已发送至手机：138****8000');
  });

  it('stays on the step and shows the message when the code is wrong', async () => {
    backend.server.on('POST /sys/sms', ok({ maskedPhone: '138****8000' }, '', 0));
    backend.server.on('POST /sys/user/phoneVerification', fail('短信验证码错误'));
    const { result } = renderHook(() => useAlterationFlow(), { wrapper: wrapper('/user/alteration') });
    await act(() => result.current.requestCode({ username: 'admin', captcha: 'abcd', checkKey: 'k' }));
    await act(() => result.current.verify('000000'));
    expect(result.current.step).toBe(1);
    expect(result.current.error).toBe('短信验证码错误');
    expect(backend.ui.error).toHaveBeenCalledWith('短信验证码错误');
  });
});

describe('useChangePassword and useDepartSwitch', () => {
  beforeEach(async () => {
    backend.server.on('POST /sys/login', ok(loginResult({ departs: [] })));
    await loginWithPassword({ username: 'admin', password: 'p' });
  });

  it('change password: success message, refusal warning, no user rejects', async () => {
    backend.server.on('PUT /sys/user/updatePassword', ok(null, '密码修改成功！'));
    const { result } = renderHook(() => useChangePassword(), { wrapper: wrapper('/') });
    await act(async () =>
      expect(
        await result.current.submit({ oldpassword: 'a', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }),
      ).toBe(true),
    );
    expect(backend.ui.success).toHaveBeenCalledWith('密码修改成功！');
    expect(useSession.getState().token).toBe('tok-login');
    backend.server.on('PUT /sys/user/updatePassword', fail('旧密码输入错误!'));
    await act(async () =>
      expect(
        await result.current.submit({ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }),
      ).toBe(false),
    );
    expect(backend.ui.warning).toHaveBeenCalledWith('旧密码输入错误!');
    useSession.setState({ userInfo: null });
    await act(() =>
      expect(
        result.current.submit({ oldpassword: 'x', password: 'y', confirmpassword: 'y' }),
      ).rejects.toThrow('当前系统无登录用户!'),
    );
    expect(backend.ui.error).toHaveBeenCalledWith('当前系统无登录用户!');
  });

  it('depart switch: warning without departments', async () => {
    backend.server.on('GET /sys/user/getCurrentUserDeparts', ok({ list: [], orgCode: null }, '', 0));
    const { result } = renderHook(() => useDepartSwitch(), { wrapper: wrapper('/') });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.open()).toBe(false);
    expect(backend.ui.warning).toHaveBeenCalledWith('您尚未设置部门信息!');
  });

  it('depart switch: lists departments and confirms a choice', async () => {
    backend.server.on(
      'GET /sys/user/getCurrentUserDeparts',
      ok({ list: [depart('A01', '总部'), depart('A02', '分部')], orgCode: 'A01' }, '', 0),
    );
    backend.server.on('PUT /sys/selectDepart', ok({ userInfo: userInfo({ orgCode: 'A02' }) }, '', 0));
    const { result } = renderHook(() => useDepartSwitch(), { wrapper: wrapper('/') });
    await waitFor(() => expect(result.current.departs).toHaveLength(2));
    expect(result.current.current).toBe('A01');
    let opened = false;
    act(() => {
      opened = result.current.open();
    });
    expect(opened).toBe(true);
    await act(async () => expect(await result.current.confirm('')).toBe(false));
    await act(async () => expect(await result.current.confirm('A02')).toBe(true));
    expect(localStore.get<{ orgCode: string }>(STORAGE_KEYS.USER_INFO)?.orgCode).toBe('A02');
  });
});

describe('dictionary cache', () => {
  it('empty code, login cache first, then the server; success false → no options', async () => {
    await expect(getDictOptions('')).rejects.toThrow('字典Code不能为空!');
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: [{ value: '1', text: '男', title: '男', label: '男' }] });
    expect(await getDictOptions('sex')).toHaveLength(1);
    expect(backend.server.requests).toHaveLength(0);
    backend.server.on(
      'GET /sys/dict/getDictItems/priority',
      ok([{ value: 'L', text: '低', title: '低', label: '低' }], '', 0),
    );
    expect((await getDictOptions('priority')).map((o) => o.text)).toEqual(['低']);
    expect(backend.server.requests.at(-1)!.headers.get('X-Sign')).toBeTruthy();
    backend.server.on('GET /sys/dict/getDictItems/bad', fail('字典Code格式不正确！'));
    expect(await getDictOptions('bad')).toEqual([]);
  });
});

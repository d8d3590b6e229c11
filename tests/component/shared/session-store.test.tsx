import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api/api-error';
import { MenuVersionError } from '../../../src/shared/domain/menu/build-routes';
import {
  EMPTY_MENU_MESSAGE,
  NoLoginUserError,
  changeOwnPassword,
  clearLocalCache,
  fetchPermissions,
  loginWithPassword,
  loginWithPhone,
  logout,
  reloadSessionFromStorage,
  selectDepart,
  selectTenant,
  useSession,
} from '../../../src/shared/session/session-store';
import { SEVEN_DAYS_MS, STORAGE_KEYS, localStore, sessionStore } from '../../../src/shared/session/storage';
import { MENU, depart, loginResult, permissionResult, userInfo, tenant } from './fixtures';
import { fail, ok } from './fake-server';
import { setupFakeBackend } from './fake-backend';

const backend = setupFakeBackend();

const rawLocal = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { value: unknown; expire: number | null } | null;

describe('storage', () => {
  it('expires values after their TTL and removes them', () => {
    localStore.set('k', { a: 1 }, SEVEN_DAYS_MS, 1_000);
    expect(localStore.get('k', 1_000 + SEVEN_DAYS_MS)).toEqual({ a: 1 });
    expect(localStore.get('k', 1_001 + SEVEN_DAYS_MS)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('ignores foreign or broken values', () => {
    localStorage.setItem('x', 'not json');
    localStorage.setItem('y', '"plain"');
    expect(localStore.get('x')).toBeNull();
    expect(localStore.get('y')).toBeNull();
  });
});

describe('login', () => {
  it('resolves on code 200 and stores token, user info, dictionaries for 7 days', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(5_000);
    backend.server.on('POST /sys/login', ok(loginResult(), '登录成功'));
    const outcome = await loginWithPassword({
      username: 'admin',
      password: 'p',
      captcha: 'abcd',
      checkKey: '1',
    });
    expect(outcome).toEqual({ needsDepart: false, needsTenant: false });
    expect(backend.server.requests[0]!.data).toBe(
      JSON.stringify({ username: 'admin', password: 'p', captcha: 'abcd', checkKey: '1' }),
    );
    expect(rawLocal(STORAGE_KEYS.ACCESS_TOKEN)).toEqual({ value: 'tok-login', expire: 5_000 + 604_800_000 });
    expect(rawLocal(STORAGE_KEYS.USER_INFO)?.expire).toBe(5_000 + 604_800_000);
    expect(rawLocal(STORAGE_KEYS.USER_NAME)?.value).toBe('admin');
    expect(rawLocal(STORAGE_KEYS.DICT_ALL)?.value).toEqual(loginResult().sysAllDictItems);
    expect(useSession.getState()).toMatchObject({
      token: 'tok-login',
      userInfo: { username: 'admin' },
      multiDepart: 1,
    });
  });

  it('rejects a success envelope whose code is not 200 (phone code mismatch quirk)', async () => {
    backend.server.on('POST /sys/phoneLogin', {
      body: { success: true, code: 0, message: '手机验证码错误', result: null, timestamp: 1 },
    });
    await expect(loginWithPhone({ mobile: '13800138000', captcha: '123456' })).rejects.toThrow(
      '手机验证码错误',
    );
    expect(useSession.getState().token).toBeNull();
  });

  it('rejects with the 412 code for a wrong captcha', async () => {
    backend.server.on('POST /sys/login', fail('验证码错误', 412));
    const error = await loginWithPassword({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(412);
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBeNull();
  });

  it('asks for a department (multi_depart 2) and a tenant (several tenants)', async () => {
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
    expect(await loginWithPassword({ username: 'admin', password: 'p' })).toEqual({
      needsDepart: true,
      needsTenant: true,
    });
    selectTenant(2);
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('2');
    expect(useSession.getState().tenantId).toBe('2');
  });

  it('a single tenant is chosen automatically', async () => {
    const tenant = {
      id: 9,
      name: 'T9',
      createBy: null,
      createTime: null,
      beginDate: null,
      endDate: null,
      status: 1,
    };
    backend.server.on('POST /sys/login', ok(loginResult({ tenantList: [tenant] })));
    expect((await loginWithPassword({ username: 'admin', password: 'p' })).needsTenant).toBe(false);
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('9');
  });

  it('state survives a reload from storage', async () => {
    backend.server.on(
      'POST /sys/login',
      ok(loginResult({ multi_depart: 2, departs: [depart('A01', '总部'), depart('A02', '分部')] })),
    );
    await loginWithPassword({ username: 'admin', password: 'p' });
    useSession.setState({ token: null, userInfo: null, departs: [] });
    reloadSessionFromStorage();
    expect(useSession.getState()).toMatchObject({ token: 'tok-login', multiDepart: 2, permissions: null });
    expect(useSession.getState().departs).toHaveLength(2);
  });
});

describe('permissions', () => {
  beforeEach(async () => {
    backend.server.on('POST /sys/login', ok(loginResult()));
    await loginWithPassword({ username: 'admin', password: 'p' });
  });

  it('stores auth lists in sessionStorage and builds routes; concurrent callers share one request', async () => {
    backend.server.on('GET /sys/permission/getUserPermissionByToken', {
      ...ok(permissionResult(), '', 0),
      delayMs: 5,
    });
    const [a, b] = await Promise.all([fetchPermissions(), fetchPermissions()]);
    expect(a).toBe(b);
    expect(backend.server.requests.filter((r) => r.url?.includes('getUserPermissionByToken'))).toHaveLength(
      1,
    );
    expect(sessionStore.get(STORAGE_KEYS.USER_AUTH)).toEqual(permissionResult().auth);
    expect(sessionStore.get(STORAGE_KEYS.SYS_BUTTON_AUTH)).toEqual(permissionResult().allAuth);
    expect(useSession.getState().routes.map((r) => r.path)).toEqual(['/dashboard/analysis', '/isystem']);
  });

  it.each([[[]], [null]])('rejects an empty menu (%j)', async (menu) => {
    backend.server.on(
      'GET /sys/permission/getUserPermissionByToken',
      ok({ ...permissionResult(), menu }, '', 0),
    );
    await expect(fetchPermissions()).rejects.toThrow(EMPTY_MENU_MESSAGE);
    expect(useSession.getState().permissions).toBeNull();
  });

  it('rejects the Vue3 menu table', async () => {
    const menu = [{ ...MENU[0]!, component: 'layouts/default/index' }];
    backend.server.on(
      'GET /sys/permission/getUserPermissionByToken',
      ok({ ...permissionResult(), menu }, '', 0),
    );
    await expect(fetchPermissions()).rejects.toBeInstanceOf(MenuVersionError);
  });
});

describe('logout', () => {
  beforeEach(async () => {
    backend.server.on('POST /sys/login', ok(loginResult()));
    await loginWithPassword({ username: 'admin', password: 'p' });
    localStore.set(STORAGE_KEYS.TENANT_ID, '3');
    localStore.set(STORAGE_KEYS.CACHE_INCLUDED_ROUTES, ['A']);
    sessionStore.set(STORAGE_KEYS.USER_AUTH, []);
    sessionStore.set(STORAGE_KEYS.SYS_BUTTON_AUTH, []);
  });

  function expectCleared() {
    for (const key of [
      STORAGE_KEYS.ACCESS_TOKEN,
      STORAGE_KEYS.USER_INFO,
      STORAGE_KEYS.USER_NAME,
      STORAGE_KEYS.DICT_ALL,
      STORAGE_KEYS.CACHE_INCLUDED_ROUTES,
      STORAGE_KEYS.TENANT_ID,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.USER_AUTH)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.SYS_BUTTON_AUTH)).toBeNull();
    expect(useSession.getState()).toMatchObject({
      token: null,
      userInfo: null,
      permissions: null,
      tenantId: null,
    });
  }

  it('clears everything and calls the server with the old token', async () => {
    backend.server.on('POST /sys/logout', ok('退出登录成功！'));
    await logout();
    expectCleared();
    expect(backend.server.requests.at(-1)!.headers.get('X-Access-Token')).toBe('tok-login');
    expect(backend.ui.error).not.toHaveBeenCalled();
  });

  it('finishes on a failed answer and shows the server message', async () => {
    backend.server.on('POST /sys/logout', fail('退出登录失败！'));
    await expect(logout()).resolves.toBeUndefined();
    expectCleared();
    expect(backend.ui.error).toHaveBeenCalledWith('退出登录失败！');
  });

  it('finishes on a transport failure', async () => {
    backend.server.on('POST /sys/logout', { timeout: true });
    await expect(logout()).resolves.toBeUndefined();
    expectCleared();
  });
});

describe('department, password, cache', () => {
  beforeEach(async () => {
    backend.server.on('POST /sys/login', ok(loginResult()));
    await loginWithPassword({ username: 'admin', password: 'p' });
  });

  it('selectDepart sends orgCode + username and stores the returned user info for 7 days', async () => {
    backend.server.on('PUT /sys/selectDepart', ok({ userInfo: userInfo({ orgCode: 'A02' }) }, '', 0));
    await selectDepart('A02');
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      orgCode: 'A02',
      username: 'admin',
    });
    expect(useSession.getState().userInfo?.orgCode).toBe('A02');
    expect(localStore.get<{ orgCode: string }>(STORAGE_KEYS.USER_INFO)?.orgCode).toBe('A02');
    expect(rawLocal(STORAGE_KEYS.USER_INFO)?.expire).not.toBeNull();
  });

  it('changeOwnPassword sends the username; rejects without a user', async () => {
    backend.server.on('PUT /sys/user/updatePassword', ok(null, '密码修改成功！'));
    await expect(
      changeOwnPassword({ oldpassword: 'a', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }),
    ).resolves.toBe('密码修改成功！');
    expect(JSON.parse(backend.server.requests.at(-1)!.data as string)).toEqual({
      username: 'admin',
      oldpassword: 'a',
      password: 'Abcdef1!',
      confirmpassword: 'Abcdef1!',
    });
    useSession.setState({ userInfo: null });
    await expect(
      changeOwnPassword({ oldpassword: 'a', password: 'b', confirmpassword: 'b' }),
    ).rejects.toBeInstanceOf(NoLoginUserError);
  });

  it('clearLocalCache refreshes the server cache then stores all items', async () => {
    backend.server.on('GET /sys/dict/refleshCache', ok(null, '', 0));
    backend.server.on('GET /sys/dict/queryAllDictItems', ok({ status: [] }));
    await expect(clearLocalCache()).resolves.toBe(true);
    expect(localStore.get(STORAGE_KEYS.DICT_ALL)).toEqual({ status: [] });
    expect(backend.ui.success).toHaveBeenCalledWith('刷新缓存完成！');
    backend.server.on('GET /sys/dict/refleshCache', fail('x'));
    await expect(clearLocalCache()).resolves.toBe(false);
    expect(backend.ui.warning).toHaveBeenCalledWith('刷新缓存失败！');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { setHttpAdapter } from '../../../../src/shared/api/http';
import {
  USER_ADMIN_TEXT,
  setUsersFrozen,
  toUserFormBody,
  userFormValuesOf,
} from '../../../../src/shared/flows/user-admin';

const ui = () => ({ warning: vi.fn<(t: string) => void>(), success: vi.fn<(t: string) => void>() });

describe('user form body', () => {
  it('sends the account and password on add only, lists as comma strings', () => {
    const values = {
      username: ' wangwu ',
      password: 'Abcdef1!',
      confirmpassword: 'Abcdef1!',
      realname: ' 王五 ',
      post: ['engineer', 'leader'],
      selectedroles: ['r1', 'r2'],
      selecteddeparts: ['d1'],
    };
    expect(toUserFormBody(values, 'add')).toMatchObject({
      username: 'wangwu',
      password: 'Abcdef1!',
      realname: '王五',
      post: 'engineer,leader',
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
      userIdentity: 1,
      departIds: '',
    });
    const edit = toUserFormBody(values, 'edit', 'u1');
    expect(edit).toMatchObject({ id: 'u1', realname: '王五' });
    expect(edit).not.toHaveProperty('username');
    expect(edit).not.toHaveProperty('password');
    expect(edit).not.toHaveProperty('confirmpassword');
  });

  it('keeps 负责部门 only for a 上级 and only among the own departments', () => {
    const base = { realname: 'x', selecteddeparts: ['d1', 'd2'], departIds: ['d2', 'd9'] };
    expect(toUserFormBody({ ...base, userIdentity: 2 }, 'edit', 'u1').departIds).toBe('d2');
    expect(toUserFormBody({ ...base, userIdentity: 1 }, 'edit', 'u1').departIds).toBe('');
  });

  it('reads a record back into form values (dictionary values as strings)', () => {
    const values = userFormValuesOf(
      { id: 'u1', username: 'a', realname: 'A', sex: 2, post: 'p1,p2', userIdentity: 2, departIds: 'd1' },
      { roleIds: ['r1'], departIds: ['d1'] },
    );
    expect(values).toMatchObject({
      sex: '2',
      post: ['p1', 'p2'],
      userIdentity: 2,
      departIds: ['d1'],
      selectedroles: ['r1'],
    });
  });
});

describe('freezing users', () => {
  afterEach(() => setHttpAdapter(undefined));

  it('refuses the administrator before any request', async () => {
    const adapter = vi.fn<AxiosAdapter>();
    setHttpAdapter(adapter);
    const spy = ui();
    const done = await setUsersFrozen(
      spy,
      [
        { id: 'u1', username: 'zhangsan', realname: '' },
        { id: 'u0', username: 'admin', realname: '' },
      ],
      true,
    );
    expect(done).toBe(false);
    expect(spy.warning).toHaveBeenCalledWith(USER_ADMIN_TEXT.adminRefused);
    expect(adapter).not.toHaveBeenCalled();
  });

  it('sends ids and status 2 / 1 and shows the server message', async () => {
    const bodies: unknown[] = [];
    setHttpAdapter(async (config) => {
      bodies.push(JSON.parse(String(config.data)));
      return {
        data: { success: true, code: 200, message: '操作成功!', result: null, timestamp: 1 },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    });
    const spy = ui();
    const users = [
      { id: 'u1', username: 'a', realname: '' },
      { id: 'u2', username: 'b', realname: '' },
    ];
    expect(await setUsersFrozen(spy, users, true)).toBe(true);
    expect(await setUsersFrozen(spy, users, false)).toBe(true);
    expect(bodies).toEqual([
      { ids: 'u1,u2', status: '2' },
      { ids: 'u1,u2', status: '1' },
    ]);
    expect(spy.success).toHaveBeenCalledWith('操作成功!');
  });
});

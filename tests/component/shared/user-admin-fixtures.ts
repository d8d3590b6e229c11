import type { InternalAxiosRequestConfig } from 'axios';
import type { SysUserRecord } from '../../../src/shared/api/sys/user-admin-api';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import type { FakeServer } from './fake-server';

/** The dictionaries the user pages read, in the login cache (no network needed for them). */
export function seedUserDicts(): void {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    sex: [item('1', '男'), item('2', '女')],
    user_status: [item('1', '正常'), item('2', '冻结')],
  });
}

export function sysUser(p: Partial<SysUserRecord> & { id: string; username: string }): SysUserRecord {
  return {
    realname: p.username,
    phone: null,
    sex: 1,
    status: 1,
    status_dictText: '正常',
    orgCodeTxt: '调度中心',
    createTime: '2024-01-01 08:00:00',
    ...p,
  };
}

export const USERS: SysUserRecord[] = [
  sysUser({ id: 'u-admin', username: 'admin', realname: '管理员', phone: '18611111111' }),
  sysUser({ id: 'u-zhang', username: 'zhangsan', realname: '张三', phone: '13800138000' }),
  sysUser({
    id: 'u-li',
    username: 'lisi',
    realname: '李四',
    phone: '13900139000',
    status: 2,
    status_dictText: '冻结',
    orgCodeTxt: '检修部',
  }),
];

const envelope = (result: unknown, message = '', success = true, code = success ? 200 : 500) => ({
  body: { success, message, code, result, timestamp: 1 },
});

type Params = Record<string, string | number | undefined>;
export const paramsOf = (config: InternalAxiosRequestConfig): Params => (config.params ?? {}) as Params;
export const bodyOf = <T = Record<string, unknown>>(config: InternalAxiosRequestConfig): T =>
  (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as T;

export const DEPART_TREE = [
  {
    id: 'd1',
    key: 'd1',
    value: 'd1',
    title: '调度中心',
    departName: '调度中心',
    orgCode: 'A01',
    parentId: null,
    orgCategory: '1',
    orgType: '1',
    status: '1',
    delFlag: '0',
    children: [
      {
        id: 'd2',
        key: 'd2',
        value: 'd2',
        title: '检修部',
        departName: '检修部',
        orgCode: 'A01A01',
        parentId: 'd1',
        orgCategory: '2',
        orgType: '2',
        status: '1',
        delFlag: '0',
        children: null,
      },
    ],
  },
];

/**
 * An in-memory user administration behind the fake server, answering like our server: list (paged,
 * departId filter), add, edit, frozenBatch, changePassword, checkOnlyUser, the recycle bin, the
 * department tree, roles and positions.
 */
export function fakeUserAdmin(server: FakeServer, initial: SysUserRecord[] = USERS) {
  const state = {
    users: initial.map((u) => ({ ...u })),
    deleted: [sysUser({ id: 'u-old', username: 'wangwu', realname: '王五' })],
    departUsers: { d2: ['u-li'] } as Record<string, string[]>,
  };
  server.on('GET /sys/user/list', (config) => {
    const p = paramsOf(config);
    const pageNo = Number(p.pageNo ?? 1);
    const pageSize = Number(p.pageSize ?? 10);
    let users = state.users;
    if (p.departId) users = users.filter((u) => (state.departUsers[String(p.departId)] ?? []).includes(u.id));
    if (p.username) {
      const needle = String(p.username).replace(/\*/g, '');
      users = users.filter((u) => u.username.includes(needle));
    }
    const records = users.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return envelope({ records, total: users.length, size: pageSize, current: pageNo, pages: 1 }, '', true, 0);
  });
  server.on('GET /sys/user/queryById', (config) => {
    const user = state.users.find((u) => u.id === paramsOf(config).id);
    return user ? envelope(user) : envelope(null, '未找到对应数据', false);
  });
  server.on('GET /sys/user/queryUserRole', () => envelope(['r1']));
  server.on('GET /sys/user/userDepartList', () => envelope([{ key: 'd1', value: 'd1', title: '调度中心' }]));
  server.on('GET /sys/user/checkOnlyUser', (config) => {
    const p = paramsOf(config);
    const taken = state.users.some(
      (u) => (p.username && u.username === p.username) || (p.phone && u.phone === p.phone),
    );
    return taken ? envelope(true, '用户账号已存在', false) : envelope(true, '', true, 0);
  });
  server.on('POST /sys/user/add', (config) => {
    const body = bodyOf<SysUserRecord>(config);
    state.users = [sysUser({ ...body, id: `u-new${state.users.length}` }), ...state.users];
    return envelope(null, '添加成功！');
  });
  server.on('PUT /sys/user/edit', (config) => {
    const body = bodyOf<SysUserRecord>(config);
    state.users = state.users.map((u) => (u.id === body.id ? { ...u, ...body } : u));
    return envelope(null, '修改成功!');
  });
  server.on('PUT /sys/user/frozenBatch', (config) => {
    const { ids, status } = bodyOf<{ ids: string; status: string }>(config);
    const list = ids.split(',');
    state.users = state.users.map((u) =>
      list.includes(u.id)
        ? { ...u, status: Number(status), status_dictText: status === '2' ? '冻结' : '正常' }
        : u,
    );
    return envelope(null, '操作成功!');
  });
  server.on('PUT /sys/user/changePassword', () => envelope(null, '密码修改成功!'));
  server.on('DELETE /sys/user/delete', (config) => {
    const id = String(paramsOf(config).id);
    state.deleted = [...state.deleted, ...state.users.filter((u) => u.id === id)];
    state.users = state.users.filter((u) => u.id !== id);
    return envelope(null, '删除用户成功');
  });
  server.on('GET /sys/user/recycleBin', () => envelope(state.deleted));
  server.on('PUT /sys/user/putRecycleBin', (config) => {
    const ids = bodyOf<{ userIds: string }>(config).userIds.split(',');
    state.users = [...state.users, ...state.deleted.filter((u) => ids.includes(u.id))];
    state.deleted = state.deleted.filter((u) => !ids.includes(u.id));
    return envelope(null, '还原成功');
  });
  server.on('DELETE /sys/user/deleteRecycleBin', (config) => {
    const ids = String(paramsOf(config).userIds).split(',');
    state.deleted = state.deleted.filter((u) => !ids.includes(u.id));
    return envelope(null, '删除成功!');
  });
  server.on('GET /sys/sysDepart/queryTreeList', () => envelope(DEPART_TREE));
  server.on('GET /sys/sysDepart/searchBy', () => envelope([DEPART_TREE[0]?.children?.[0]]));
  server.on('GET /sys/role/queryall', () =>
    envelope([
      { id: 'r1', roleName: '调度员', roleCode: 'dispatcher' },
      { id: 'r2', roleName: '检修员', roleCode: 'repairer' },
    ]),
  );
  server.on('GET /sys/position/list', () =>
    envelope({ records: [{ id: 'p1', code: 'engineer', name: '工程师' }], total: 1 }, '', true, 0),
  );
  return state;
}

/** Requests the fake server saw for "METHOD path", with their params and bodies. */
export function requestsTo(server: FakeServer, method: string, path: string) {
  return server.requests
    .filter((r) => (r.method ?? 'get').toUpperCase() === method && r.url === path)
    .map((r) => ({ params: paramsOf(r), body: r.data === undefined ? undefined : bodyOf(r) }));
}

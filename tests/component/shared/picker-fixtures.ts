import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../../src/shared/api/http';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';

/** A fake tenant for the picker tests: 12 users, a department tree, roles and positions. */
export const USERS = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    id: `u${n}`,
    username: `user${n}`,
    realname: `用户${n}`,
    // What the server answers a user without the user list code: no phone, no birthday.
    sex: (i % 2) + 1,
    orgCodeTxt: i < 3 ? '调度中心' : '总部',
    post_dictText: i < 3 ? '值班员' : '工程师',
  };
});

export const TREE = [
  {
    id: 'd1',
    key: 'd1',
    value: 'd1',
    title: '总部',
    departName: '总部',
    orgCode: 'A01',
    children: [
      {
        id: 'd2',
        key: 'd2',
        value: 'd2',
        title: '调度中心',
        departName: '调度中心',
        orgCode: 'A01A01',
        isLeaf: true,
      },
    ],
  },
];

export const ROLES = Array.from({ length: 13 }, (_, i) => ({
  id: `r${i + 1}`,
  roleName: i === 0 ? '管理员' : `角色${i + 1}`,
  roleCode: i === 0 ? 'admin' : `role${i + 1}`,
}));

export const POSITIONS = [
  { id: 'p1', code: 'engineer', name: '工程师', postRank: 'P5' },
  { id: 'p2', code: 'lead', name: '组长', postRank: 'P6' },
];

type Params = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** queryUserComponentData over USERS: username contains, sex, departId d2 = first three, paging. */
export function userPage(params: Params) {
  let list = USERS.filter((u) => u.username.includes(str(params.username)));
  if (params.sex) list = list.filter((u) => String(u.sex) === str(params.sex));
  if (params.departId === 'd2') list = list.slice(0, 3);
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 10);
  const records = list.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { records, total: list.length, size: pageSize, current: pageNo, pages: 1 };
}

/** getMultiUser: a bare array in the order of the trailing-comma list. */
export function multiUsers(params: Params) {
  const field = Object.keys(params).find((k) => k !== '_t') ?? 'username';
  const keys = str(params[field]).split(',').filter(Boolean);
  return keys
    .map((k) => USERS.find((u) => String((u as Record<string, unknown>)[field]) === k))
    .filter((u) => u !== undefined);
}

export function positionPage(params: Params) {
  const name = str(params.name).replace(/\*/g, '');
  const codes = str(params.code).split(',').filter(Boolean);
  const records = POSITIONS.filter(
    (p) => p.name.includes(name) && (codes.length === 0 || codes.includes(p.code)),
  );
  return { records, total: records.length, size: 10, current: 1, pages: 1 };
}

export function seedSexDict(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    sex: [
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ],
  });
}

export interface PickerRequest {
  url: string;
  params: Params;
}

const envelope = (result: unknown, success = true, message = '') => ({
  success,
  code: success ? 200 : 500,
  message,
  result,
  timestamp: Date.now(),
});

/**
 * The picker endpoints over the fixtures at the shared http client's adapter; `refuse` answers
 * queryUserComponentData with that message when it returns one. Records url + params.
 */
export function installPickerNetwork(refuse: (params: Params) => string | undefined = () => undefined) {
  const requests: PickerRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/^\/+/, '/');
    const params = (config.params ?? {}) as Params;
    requests.push({ url, params });
    let data: unknown;
    if (url === '/sys/user/queryUserComponentData') {
      const refused = refuse(params);
      data = refused ? envelope(null, false, refused) : envelope(userPage(params));
    } else if (url === '/sys/user/getMultiUser') data = multiUsers(params);
    else if (url === '/sys/sysDepart/queryTreeList') data = envelope(TREE);
    else if (url === '/sys/role/queryall') data = envelope(ROLES);
    else if (url === '/sys/position/list') data = envelope(positionPage(params));
    else data = envelope(null, false, `no fake for ${url}`);
    const response: AxiosResponse = { data, status: 200, statusText: 'OK', headers: {}, config };
    return response;
  };
  setHttpAdapter(adapter);
  return {
    requests,
    of: (url: string) => requests.filter((r) => r.url === url).map((r) => r.params),
    restore: () => setHttpAdapter(undefined),
  };
}

import { beforeEach, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AuthEntry } from '../../../../src/shared/domain/contract/permission';
import type { ResourceSchema } from '../../../../src/shared/domain/resources/types';
import { validateEmail, validateRequired } from '../../../../src/shared/domain/validation/rules';
import type { ListPageUi, ListRecord } from '../../../../src/shared/hooks/list-page/types';
import { useSession } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { setupFakeBackend, type FakeBackend } from '../fake-backend';
import type { FakeServer } from '../fake-server';

/** A small resource exercising every flag the widgets read. */
export const itemSchema: ResourceSchema = {
  name: 'testItem',
  title: '测试项',
  apiBase: '/test/item',
  permissionPrefix: 'test:item:',
  table: 'test_item',
  fields: [
    {
      key: 'name',
      title: '名称',
      kind: 'text',
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
      rules: [validateRequired('请输入名称!')],
    },
    {
      key: 'code',
      title: '编码',
      kind: 'text',
      list: true,
      search: 'eq',
      card: true,
      form: 'create',
      rules: [validateRequired('请输入编码!')],
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'item_status',
      list: true,
      search: 'eq',
      card: true,
      form: true,
    },
    { key: 'email', title: '邮箱', kind: 'text', list: true, form: true, rules: [validateEmail] },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, search: 'range', sort: true },
    {
      key: 'secretKey',
      title: '密钥',
      kind: 'password',
      secret: true,
      form: 'create',
      rules: [validateRequired('请输入密钥!')],
    },
  ],
};

export interface Item extends ListRecord {
  name: string;
  code: string;
  status: string;
  email: string | null;
  createTime: string;
}

export function makeItems(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `id${i + 1}`,
    name: `名称${i + 1}`,
    code: `C${String(i + 1).padStart(3, '0')}`,
    status: i % 2 === 0 ? '1' : '2',
    email: null,
    createTime: `2024-01-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
  }));
}

/** The dictionary the schema uses, in the login cache (so no network is needed for it). */
export function seedDicts(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    item_status: [
      { value: '1', text: '启用', title: '启用', label: '启用' },
      { value: '2', text: '停用', title: '停用', label: '停用' },
    ],
  });
}

/** Grants button codes (type 1 entries of the user's own list). */
export function grant(...codes: string[]): void {
  const auth: AuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action }));
  useSession.setState({ permissions: { menu: [], auth, allAuth: [], sysSafeMode: false } });
}

export const ALL_CODES = ['add', 'edit', 'delete', 'deleteBatch', 'export'].map((c) => `test:item:${c}`);

/** Per test: the fake backend, then the item dictionary and every item button granted. */
export function setupItemBackend(): FakeBackend {
  const backend = setupFakeBackend();
  beforeEach(() => {
    seedDicts();
    grant(...ALL_CODES);
  });
  return backend;
}

export const last = <T>(list: T[]): T => list[list.length - 1] as T;

type Params = Record<string, string | number | undefined>;

const paramsOf = (config: InternalAxiosRequestConfig): Params => (config.params ?? {}) as Params;

/**
 * An in-memory `/test/item` resource behind the fake server: list with paging (1-based pageNo),
 * delete, deleteBatch, add and edit, answering like JeecgBoot.
 */
export function fakeItems(server: FakeServer, initial: Item[]) {
  const state = { items: [...initial] };
  server.on('GET /test/item/list', (config) => {
    const p = paramsOf(config);
    const pageNo = Number(p.pageNo ?? 1);
    const pageSize = Number(p.pageSize ?? 10);
    const records = state.items.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return {
      body: {
        success: true,
        message: '',
        code: 0,
        result: {
          records,
          total: state.items.length,
          size: pageSize,
          current: pageNo,
          pages: Math.ceil(state.items.length / pageSize),
        },
        timestamp: 1,
      },
    };
  });
  server.on('DELETE /test/item/delete', (config) => {
    const id = String(paramsOf(config).id);
    state.items = state.items.filter((i) => i.id !== id);
    return { body: { success: true, message: '删除成功!', code: 200, result: null, timestamp: 1 } };
  });
  server.on('DELETE /test/item/deleteBatch', (config) => {
    const ids = String(paramsOf(config).ids).split(',');
    state.items = state.items.filter((i) => !ids.includes(i.id));
    return { body: { success: true, message: '批量删除成功!', code: 200, result: null, timestamp: 1 } };
  });
  server.on('POST /test/item/add', (config) => {
    const body = JSON.parse(String(config.data)) as Item;
    state.items = [{ ...body, id: `new${state.items.length + 1}` }, ...state.items];
    return { body: { success: true, message: '添加成功！', code: 200, result: null, timestamp: 1 } };
  });
  server.on('PUT /test/item/edit', (config) => {
    const body = JSON.parse(String(config.data)) as Item;
    state.items = state.items.map((i) => (i.id === body.id ? { ...i, ...body } : i));
    return { body: { success: true, message: '修改成功!', code: 200, result: null, timestamp: 1 } };
  });
  return state;
}

/** The list requests the fake server saw, with their params. */
export function listRequests(server: FakeServer, path = '/test/item/list'): Params[] {
  return server.requests.filter((r) => r.method === 'get' && r.url === path).map(paramsOf);
}

/** A ListPageUi spy; `confirm` answers `answer`. */
export function uiSpy(answer = true) {
  return {
    warning: vi.fn<(t: string) => void>(),
    error: vi.fn<(t: string) => void>(),
    success: vi.fn<(t: string) => void>(),
    confirm: vi.fn<ListPageUi['confirm']>(() => Promise.resolve(answer)),
  };
}

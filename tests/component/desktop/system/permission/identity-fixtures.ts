import type { InternalAxiosRequestConfig } from 'axios';
import type { AuthEntry } from '../../../../../src/shared/domain/contract/permission';
import type { PermissionTreeNode } from '../../../../../src/shared/domain/permission/tree';
import { useSession } from '../../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';

/** The signed-in user holds exactly these button codes. */
export function grantCodes(...codes: string[]): void {
  const auth: AuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action }));
  useSession.setState({ token: 'tok', permissions: { menu: [], auth, allAuth: [], sysSafeMode: false } });
}

/** Dictionaries the identity pages show, in the login cache (no network for them). */
export function seedIdentityDicts(): void {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    user_status: [item('1', '正常'), item('2', '冻结')],
    valid_status: [item('1', '有效'), item('0', '无效')],
    org_category: [item('1', '公司'), item('2', '部门'), item('3', '岗位')],
  });
}

export function page<T>(records: T[], current = 1, size = 10) {
  return {
    body: {
      success: true,
      code: 0,
      message: '',
      result: { records, total: records.length, size, current, pages: Math.ceil(records.length / size) },
      timestamp: 1,
    },
  };
}

export function okBody<T>(result: T, message = '') {
  return { body: { success: true, code: 200, message, result, timestamp: 1 } };
}

export function failBody(message: string) {
  return { body: { success: false, code: 500, message, result: null, timestamp: 1 } };
}

export function bodyOf<T = Record<string, unknown>>(config: InternalAxiosRequestConfig): T {
  return (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as T;
}

export function paramsOf(config: InternalAxiosRequestConfig): Record<string, string> {
  return (config.params ?? {}) as Record<string, string>;
}

/**
 * 系统管理 ─ 用户管理 (data rules) ─ 添加, 编辑 (buttons)
 *          └ 角色管理
 * 首页
 */
export const PERMISSION_TREE: PermissionTreeNode[] = [
  {
    key: 'sys',
    title: '系统管理',
    menuType: 0,
    children: [
      {
        key: 'user',
        title: '用户管理',
        menuType: 1,
        ruleFlag: 1,
        children: [
          { key: 'add', title: '添加用户', menuType: 2, isLeaf: true },
          { key: 'edit', title: '编辑用户', menuType: 2, isLeaf: true },
        ],
      },
      { key: 'role', title: '角色管理', menuType: 1, isLeaf: true },
    ],
  },
  { key: 'home', title: '首页', menuType: 0, isLeaf: true },
];

export const TREE_IDS = ['sys', 'user', 'add', 'edit', 'role', 'home'];

export const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三', phone: '13800000001', status: 1, orgCodeTxt: '总部' },
  { id: 'u2', username: 'lisi', realname: '李四', phone: '13800000002', status: 1, orgCodeTxt: '总部' },
];

/**
 * The dialog (modal or drawer) whose title reads `title`. antd gives every dialog the same
 * `aria-labelledby` id under NODE_ENV=test, so the accessible name cannot tell drawers apart.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const { screen, waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const titles = screen.getAllByText(title);
    const dialog = titles
      .filter((t) => t.closest('.ant-drawer-header, .ant-modal-header, .cwxt-modal-header'))
      .map((t) => t.closest<HTMLElement>('[role="dialog"]'))
      .find((d) => d !== null);
    if (!dialog) throw new Error(`no dialog titled ${String(title)}`);
    return dialog;
  });
}

// The pages the accessibility checks visit: every menu leaf the seeded admin sees (with an online
// form's auto list added first), plus the pages a user reaches outside the menu (sign-in pages,
// error pages, the message centre).
import { addOnlineFormMenu } from './online-form-menu';
import { ADMIN_PASSWORD } from './server';

export interface PageEntry {
  path: string;
  title: string;
}

interface MenuNode {
  path?: string;
  component?: string;
  hidden?: boolean;
  meta?: { title?: string };
  children?: MenuNode[];
}

interface Envelope<T> {
  success: boolean;
  message?: string;
  result: T;
}

/** Layout components are containers, not pages (spec 000 §2.2: keys containing "layouts"). */
function isLeafPage(node: MenuNode): boolean {
  return Boolean(
    node.path && node.component && !node.component.includes('layouts') && !node.path.startsWith('http'),
  );
}

function collect(nodes: readonly MenuNode[], out: PageEntry[]): void {
  for (const node of nodes) {
    if (isLeafPage(node)) out.push({ path: node.path as string, title: node.meta?.title ?? node.path ?? '' });
    if (node.children?.length) collect(node.children, out);
  }
}

/** Signs in through the API and returns every menu leaf with a component path, in menu order. */
export async function adminMenuPages(apiBase: string): Promise<PageEntry[]> {
  const login = await fetch(`${apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const signedIn = (await login.json()) as Envelope<{ token: string }>;
  if (!signedIn.success) throw new Error(`admin sign-in failed: ${signedIn.message ?? ''}`);
  const res = await fetch(`${apiBase}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': signedIn.result.token },
  });
  const body = (await res.json()) as Envelope<{ menu: MenuNode[] }>;
  if (!body.success) throw new Error(`menu fetch failed: ${body.message ?? ''}`);
  const pages: PageEntry[] = [];
  collect(body.result.menu, pages);
  // The same path can sit under two menu groups; one visit is enough.
  const seen = new Set<string>();
  return pages.filter((p) => (seen.has(p.path) ? false : (seen.add(p.path), true)));
}

/** Reachable without signing in (spec 000 §2.1). */
export const SIGNED_OUT_PAGES: readonly PageEntry[] = [
  { path: '/user/login', title: '登录' },
  { path: '/user/register', title: '注册' },
  { path: '/user/alteration', title: '忘记密码' },
  { path: '/403', title: '403' },
  { path: '/404', title: '404' },
  { path: '/500', title: '500' },
];

/** Signed-in pages outside the seeded menu: the bell's 查看更多 target and an unknown path (→ 404). */
export const SIGNED_IN_EXTRA_PAGES: readonly PageEntry[] = [
  { path: '/isps/userAnnouncement', title: '我的消息' },
  { path: '/no/such/page', title: '404' },
];

/**
 * Group `index` of `groups` near-equal slices: the test files declare a fixed number of `it`s
 * before the menu is known, and each slice stays well inside the 90 s per-test timeout.
 */
export function slice<T>(items: readonly T[], groups: number, index: number): T[] {
  const size = Math.ceil(items.length / groups);
  return items.slice(index * size, (index + 1) * size);
}

/**
 * What the signed-in checks visit: every menu page (after adding an online form's menu, so its
 * auto list is one of them) and the pages outside the menu.
 */
export async function signedInPages(apiBase: string): Promise<PageEntry[]> {
  const formPath = await addOnlineFormMenu(apiBase);
  const menu = await adminMenuPages(apiBase);
  if (!menu.some((p) => p.path === formPath))
    throw new Error(`the online form's menu ${formPath} is not in admin's menu`);
  return [...menu, ...SIGNED_IN_EXTRA_PAGES];
}

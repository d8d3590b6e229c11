import { createHash } from 'node:crypto';
import type { MenuItem, MenuMeta } from '../../../src/shared/domain/contract/permission';
import type { PermissionRow } from './repository';

const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

function routeName(row: PermissionRow): string {
  if (row.component_name) return row.component_name;
  return (row.url ?? '').replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
}

function metaOf(row: PermissionRow): MenuMeta {
  const url = row.url ?? '';
  const meta: MenuMeta = {
    keepAlive: row.keep_alive,
    internalOrExternal: row.internal_or_external,
    title: row.name,
  };
  if (row.component_name || row.component) {
    meta.componentName = row.component_name || (row.component ?? '').split('/').pop() || undefined;
  }
  if (row.icon) meta.icon = row.icon;
  if (isExternal(url)) meta.url = url;
  if (row.hidden) meta.hideMenu = true;
  if (row.hide_tab) meta.hideTab = true;
  return meta;
}

function itemOf(row: PermissionRow, topLevel: boolean, byParent: Map<string, PermissionRow[]>): MenuItem {
  const url = row.url ?? '';
  const item: MenuItem = {
    id: row.id,
    route: row.is_route ? '1' : '0',
    path: isExternal(url) ? createHash('md5').update(url).digest('hex') : url,
    name: routeName(row),
    ...(topLevel ? { redirect: row.redirect } : {}),
    component: row.component,
    ...(row.hidden ? { hidden: true } : {}),
    ...(row.always_show ? { alwaysShow: true } : {}),
    meta: metaOf(row),
  };
  // A row flagged leaf never gets children, even if some exist (JeecgBoot behaviour).
  const children = row.is_leaf ? [] : (byParent.get(row.id) ?? []).map((c) => itemOf(c, false, byParent));
  if (children.length > 0) item.children = children;
  return item;
}

/** Builds the route tree of CONTRACT §3.3 from menu rows (menu_type 0/1) already in sort order. */
export function buildMenuTree(rows: PermissionRow[]): MenuItem[] {
  const menus = rows.filter((r) => r.menu_type === 0 || r.menu_type === 1);
  const byParent = new Map<string, PermissionRow[]>();
  for (const row of menus) {
    if (!row.parent_id) continue;
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  }
  return menus
    .filter((r) => !r.parent_id)
    .map((r) => itemOf(r, true, byParent))
    .map((item) => {
      if (!item.children || !item.children.every((c) => c.hidden)) return item;
      // All children hidden: the parent is hidden and its meta is replaced (JeecgBoot quirk).
      // The contract's MenuMeta has required fields; this shape deliberately carries only hideMenu.
      return { ...item, hidden: true, meta: { hideMenu: true } as unknown as MenuMeta };
    });
}

import { formatDateTime } from '../../lib/time';
import type { PermissionRow } from './repository';

/** A sys_permission row as `SELECT *` returns it: the menu columns plus those only the admin reads. */
export interface MenuAdminRow extends PermissionRow {
  sort_no: number | string;
  description: string | null;
  create_by: string | null;
  create_time: Date | string | null;
  update_by: string | null;
  update_time: Date | string | null;
  del_flag: number;
  rule_flag: number;
}

/** JeecgBoot's SysPermissionTree: the menu row plus key/title and, on non-leaves, children. */
export interface MenuTreeJson {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  perms: string | null;
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number;
  menuType: number;
  isLeaf: boolean;
  route: boolean;
  keepAlive: boolean;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  hidden: boolean;
  hideTab: boolean;
  alwaysShow: boolean;
  status: string | null;
  internalOrExternal: boolean;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children: MenuTreeJson[] | null;
}

export function toMenuJson(row: MenuAdminRow): MenuTreeJson {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parent_id || null,
    name: row.name,
    perms: row.perms,
    permsType: row.perms_type,
    icon: row.icon,
    component: row.component,
    componentName: row.component_name,
    url: row.url,
    redirect: row.redirect,
    sortNo: Number(row.sort_no),
    menuType: Number(row.menu_type),
    isLeaf: row.is_leaf,
    route: row.is_route,
    keepAlive: row.keep_alive,
    description: row.description,
    delFlag: Number(row.del_flag),
    ruleFlag: Number(row.rule_flag),
    hidden: row.hidden,
    hideTab: row.hide_tab,
    alwaysShow: row.always_show,
    status: row.status,
    internalOrExternal: row.internal_or_external,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    children: row.is_leaf ? null : [],
  };
}

/**
 * Rows in sort order → the menu tree. Children hang under their parent; a row whose parent is
 * not among the rows (deleted, or filtered out by a data rule) is left out, as in JeecgBoot.
 */
export function buildMenuAdminTree(rows: readonly MenuAdminRow[]): MenuTreeJson[] {
  const nodes = new Map(rows.map((r) => [r.id, toMenuJson(r)]));
  const roots: MenuTreeJson[] = [];
  for (const node of nodes.values()) {
    if (!node.parentId) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(node.parentId);
    if (!parent) continue;
    parent.children = [...(parent.children ?? []), node];
    parent.isLeaf = false;
  }
  return roots;
}

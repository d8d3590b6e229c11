import type { Db, Row } from '../../db/db';

/**
 * The permission tree of the assignment screens (role, department, department role):
 * JeecgBoot's TreeModel `{key, title, slotTitle, value, parentId, isLeaf, icon, ruleFlag,
 * children}` plus `menuType`, with `ids` = every selectable id.
 */
export interface AssignTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  value: string;
  label: string;
  parentId: string | null;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: number;
  menuType: number;
  /** True on ancestors shown only to keep the tree whole: the actor cannot grant them. */
  disableCheckbox?: true;
  children: AssignTreeNode[] | null;
}

export interface AssignTree {
  treeList: AssignTreeNode[];
  ids: string[];
}

export interface AssignRow extends Row {
  id: string;
  parent_id: string | null;
  name: string;
  icon: string | null;
  rule_flag: number;
  menu_type: number;
}

/** Every live permission row in menu order. */
export function liveAssignRows(db: Db): Promise<AssignRow[]> {
  return db.query<AssignRow>(
    `SELECT id, parent_id, name, icon, rule_flag, menu_type FROM sys_permission
      WHERE del_flag = 0 ORDER BY sort_no ASC, id ASC`,
  );
}

/**
 * Builds the tree from rows in menu order. `selectable` = the ids that may be offered ('all' =
 * every row). Ancestors of a selectable row are kept (disabled) so the tree stays readable;
 * everything else is left out. Children hang under their parent whatever its stored is_leaf.
 */
export function buildAssignTree(
  rows: readonly AssignRow[],
  selectable: ReadonlySet<string> | 'all',
): AssignTree {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = new Set<string>();
  for (const row of rows) {
    if (selectable !== 'all' && !selectable.has(row.id)) continue;
    // Walk up to the root, keeping the ancestors (bounded: a corrupt cycle stops at a repeat).
    let current: AssignRow | undefined = row;
    while (current && !shown.has(current.id)) {
      shown.add(current.id);
      current = current.parent_id ? byId.get(current.parent_id) : undefined;
    }
  }
  const nodes = new Map<string, AssignTreeNode>();
  for (const row of rows) {
    if (!shown.has(row.id)) continue;
    const grantable = selectable === 'all' || selectable.has(row.id);
    nodes.set(row.id, {
      key: row.id,
      title: row.name,
      slotTitle: row.name,
      value: row.id,
      label: row.name,
      parentId: row.parent_id || null,
      isLeaf: true,
      icon: row.icon,
      ruleFlag: Number(row.rule_flag ?? 0),
      menuType: Number(row.menu_type),
      ...(grantable ? {} : { disableCheckbox: true as const }),
      children: null,
    });
  }
  const treeList: AssignTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children = [...(parent.children ?? []), node];
      parent.isLeaf = false;
    } else if (!node.parentId) {
      treeList.push(node);
    }
    // Otherwise the parent row is deleted: the row is unreachable and left out, as in JeecgBoot.
  }
  const ids: string[] = [];
  const walk = (list: readonly AssignTreeNode[]) => {
    for (const node of list) {
      if (!node.disableCheckbox) ids.push(node.key);
      if (node.children) walk(node.children);
    }
  };
  walk(treeList);
  return { treeList, ids };
}

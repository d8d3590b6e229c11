/**
 * The permission tree of the authorisation screens (role, department, department role):
 * JeecgBoot's `TreeModel` nodes (`/sys/role/queryTreeList`, `/sys/sysDepartPermission/
 * queryTreeListForDeptRole`) and the pure operations the screens need. The screens keep one
 * authoritative set of granted ids and derive what the tree shows from it, so the
 * "父子关联" (linked) and "取消关联" (strict) modes never lose a stored grant.
 */

/** One node of `treeList` (JeecgBoot TreeModel; `menuType` is sent by this project's server). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  slotTitle?: string | null;
  value?: string | null;
  parentId?: string | null;
  isLeaf?: boolean | null;
  icon?: string | null;
  /** 1 = the menu has data rules (the data-rule chooser applies). */
  ruleFlag?: number | null;
  /** 0 top-level menu, 1 sub-menu, 2 button/permission. */
  menuType?: number | null;
  /** An ancestor shown only to keep the tree whole: the actor cannot grant (or revoke) it. */
  disableCheckbox?: boolean | null;
  children?: PermissionTreeNode[] | null;
}

/** `result` of the tree endpoints: the nodes and every id in them. */
export interface PermissionTreeResult {
  treeList: PermissionTreeNode[];
  ids: string[];
}

export interface CheckedView {
  checked: string[];
  halfChecked: string[];
}

function childrenOf(node: PermissionTreeNode): PermissionTreeNode[] {
  return node.children ?? [];
}

/** Every node, depth first, parents before their children (tree order). */
export function flattenTree(nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] {
  const out: PermissionTreeNode[] = [];
  const walk = (list: readonly PermissionTreeNode[]) => {
    for (const n of list) {
      out.push(n);
      walk(childrenOf(n));
    }
  };
  walk(nodes);
  return out;
}

export function allKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return flattenTree(nodes).map((n) => n.key);
}

/** Keys of nodes that have children: what "展开所有" expands. */
export function parentKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return flattenTree(nodes)
    .filter((n) => childrenOf(n).length > 0)
    .map((n) => n.key);
}

export function isButtonNode(node: Pick<PermissionTreeNode, 'menuType'>): boolean {
  return Number(node.menuType) === 2;
}

/** Whether the actor may change this node's grant (the server marks the others). */
export function isGrantable(node: Pick<PermissionTreeNode, 'disableCheckbox'>): boolean {
  return node.disableCheckbox !== true;
}

export function hasDataRules(node: Pick<PermissionTreeNode, 'ruleFlag'>): boolean {
  return Number(node.ruleFlag) === 1;
}

/** key → node and key → parent key, built once per tree. */
export interface TreeIndex {
  byKey: Map<string, PermissionTreeNode>;
  parentOf: Map<string, string>;
}

export function indexTree(nodes: readonly PermissionTreeNode[]): TreeIndex {
  const byKey = new Map<string, PermissionTreeNode>();
  const parentOf = new Map<string, string>();
  const walk = (list: readonly PermissionTreeNode[], parent: string | null) => {
    for (const n of list) {
      byKey.set(n.key, n);
      if (parent !== null) parentOf.set(n.key, parent);
      walk(childrenOf(n), n.key);
    }
  };
  walk(nodes, null);
  return { byKey, parentOf };
}

function descendantKeys(node: PermissionTreeNode): string[] {
  return flattenTree(childrenOf(node)).map((n) => n.key);
}

function ancestorKeys(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  let p = index.parentOf.get(key);
  while (p !== undefined && !out.includes(p)) {
    out.push(p);
    p = index.parentOf.get(p);
  }
  return out;
}

function grantableKey(index: TreeIndex, key: string): boolean {
  const node = index.byKey.get(key);
  return node !== undefined && isGrantable(node);
}

/**
 * What the tree shows for a granted set.
 * - strict (取消关联): exactly the granted ids are checked.
 * - linked (父子关联): a node is checked when it and its whole subtree are granted; a node that is
 *   granted (or has a granted descendant) without its whole subtree is half-checked. A granted menu
 *   whose buttons are not all granted therefore reads as "partly", never as "all".
 */
export function checkedView(
  nodes: readonly PermissionTreeNode[],
  granted: ReadonlySet<string>,
  linked: boolean,
): CheckedView {
  const inTree = flattenTree(nodes);
  if (!linked)
    return { checked: inTree.filter((n) => granted.has(n.key)).map((n) => n.key), halfChecked: [] };
  const checked: string[] = [];
  const halfChecked: string[] = [];
  // Returns [fully granted, anything granted] for the subtree, filling the two lists on the way.
  const visit = (node: PermissionTreeNode): [boolean, boolean] => {
    let all = granted.has(node.key);
    let any = all;
    for (const c of childrenOf(node)) {
      const [cAll, cAny] = visit(c);
      all = all && cAll;
      any = any || cAny;
    }
    if (all) checked.push(node.key);
    else if (any) halfChecked.push(node.key);
    return [all, any];
  };
  for (const n of nodes) visit(n);
  const order = new Map(inTree.map((n, i) => [n.key, i]));
  const byTreeOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  return { checked: checked.sort(byTreeOrder), halfChecked: halfChecked.sort(byTreeOrder) };
}

/**
 * The granted set after the user (un)checks one node.
 * - strict: only that node changes.
 * - linked: checking grants the node, its subtree and its ancestors (a button is useless without
 *   its menu); unchecking revokes the node and its subtree, then every ancestor left with nothing
 *   granted below it.
 * Ids the tree does not contain (grants the actor cannot see) and nodes the actor cannot grant
 * (`disableCheckbox`) are never touched.
 */
export function toggleGrant(
  index: TreeIndex,
  granted: ReadonlySet<string>,
  key: string,
  checked: boolean,
  linked: boolean,
): Set<string> {
  const next = new Set(granted);
  const node = index.byKey.get(key);
  if (!node || !isGrantable(node)) return next;
  if (!linked) {
    if (checked) next.add(key);
    else next.delete(key);
    return next;
  }
  const subtree = [key, ...descendantKeys(node)].filter((k) => grantableKey(index, k));
  const ancestors = ancestorKeys(index, key).filter((k) => grantableKey(index, k));
  if (checked) {
    for (const k of [...subtree, ...ancestors]) next.add(k);
    return next;
  }
  for (const k of subtree) next.delete(k);
  for (const a of ancestors) {
    const ancestor = index.byKey.get(a);
    if (ancestor && !descendantKeys(ancestor).some((d) => next.has(d))) next.delete(a);
  }
  return next;
}

/**
 * 全部勾选 / 取消全选: every grantable tree id granted or none, keeping ids outside the tree and
 * nodes the actor cannot grant as they were.
 */
export function setAllGrants(
  nodes: readonly PermissionTreeNode[],
  granted: ReadonlySet<string>,
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  for (const k of flattenTree(nodes)
    .filter(isGrantable)
    .map((n) => n.key)) {
    if (checked) next.add(k);
    else next.delete(k);
  }
  return next;
}

/** Ids added and removed between the saved set and the edited one (in the given orders). */
export function diffIds(
  before: Iterable<string>,
  after: Iterable<string>,
): { added: string[]; removed: string[] } {
  const b = new Set(before);
  const a = new Set(after);
  return { added: [...a].filter((k) => !b.has(k)), removed: [...b].filter((k) => !a.has(k)) };
}

export function sameIds(before: Iterable<string>, after: Iterable<string>): boolean {
  const { added, removed } = diffIds(before, after);
  return added.length === 0 && removed.length === 0;
}

/**
 * The tree limited to nodes whose title contains `keyword` (case-insensitive), with their
 * ancestors (so a match keeps its path) and, for a matching node, its whole subtree.
 * An empty keyword returns the tree as it is.
 */
export function filterTree(nodes: readonly PermissionTreeNode[], keyword: string): PermissionTreeNode[] {
  const q = keyword.trim().toLowerCase();
  if (!q) return [...nodes];
  const out: PermissionTreeNode[] = [];
  for (const n of nodes) {
    if (n.title.toLowerCase().includes(q)) {
      out.push(n);
      continue;
    }
    const kids = filterTree(childrenOf(n), keyword);
    if (kids.length > 0) out.push({ ...n, children: kids });
  }
  return out;
}

/** Ids in a JeecgBoot comma list ("a,b,c," and empty parts tolerated). */
export function splitIds(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Granted ids in tree order first, then ids the tree does not show, as the comma list the server takes. */
export function joinIds(nodes: readonly PermissionTreeNode[], granted: ReadonlySet<string>): string {
  const inTree = allKeys(nodes);
  const shown = new Set(inTree);
  const ordered = [...inTree.filter((k) => granted.has(k)), ...[...granted].filter((k) => !shown.has(k))];
  return ordered.join(',');
}

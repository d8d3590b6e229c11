// Checking in the department select tree (spec 001 §2): multi mode with parent-child linked
// checking or strict (unlinked) checking, and single mode that keeps only the newly checked node.
// Pure: the shells keep one checked list and render antd's / their own tree from it.

/** The department tree node fields this model reads (SysDepartTreeModel, CONTRACT §10.4). */
export interface DepartNode {
  key: string;
  title: string;
  orgCode?: string | null;
  children?: readonly DepartNode[] | null;
}

export type CheckMode = 'linked' | 'strict' | 'single';

export interface DepartIndex {
  /** Every node in tree (pre-)order. */
  order: readonly DepartNode[];
  byKey: ReadonlyMap<string, DepartNode>;
  parentOf: ReadonlyMap<string, string>;
}

export function indexDeparts(nodes: readonly DepartNode[]): DepartIndex {
  const order: DepartNode[] = [];
  const byKey = new Map<string, DepartNode>();
  const parentOf = new Map<string, string>();
  const walk = (list: readonly DepartNode[], parent: string | null) => {
    for (const node of list) {
      if (byKey.has(node.key)) continue; // a malformed tree with a repeated key: first one wins
      order.push(node);
      byKey.set(node.key, node);
      if (parent !== null) parentOf.set(node.key, parent);
      if (node.children?.length) walk(node.children, node.key);
    }
  };
  walk(nodes, null);
  return { order, byKey, parentOf };
}

/** Keys of every node (check all, expand all). */
export function allDepartKeys(index: DepartIndex): string[] {
  return index.order.map((n) => n.key);
}

/** Keys of nodes with children (expand all). */
export function parentDepartKeys(index: DepartIndex): string[] {
  return index.order.filter((n) => (n.children?.length ?? 0) > 0).map((n) => n.key);
}

function descendants(node: DepartNode): string[] {
  const keys: string[] = [];
  const walk = (list: readonly DepartNode[] | null | undefined) => {
    for (const child of list ?? []) {
      keys.push(child.key);
      walk(child.children);
    }
  };
  walk(node.children);
  return keys;
}

function ancestors(index: DepartIndex, key: string): string[] {
  const keys: string[] = [];
  for (let p = index.parentOf.get(key); p !== undefined; p = index.parentOf.get(p)) keys.push(p);
  return keys;
}

/** Checked keys in tree order, keys not in the tree (an old value) kept at the end. */
function ordered(index: DepartIndex, set: ReadonlySet<string>): string[] {
  const inTree = index.order.filter((n) => set.has(n.key)).map((n) => n.key);
  const rest = [...set].filter((k) => !index.byKey.has(k));
  return [...inTree, ...rest];
}

/**
 * The checked keys after the user (un)checks `key`.
 * - linked: checking takes the whole subtree and every ancestor whose children are now all
 *   checked; unchecking drops the subtree and every ancestor.
 * - strict: only that key changes.
 * - single: checking keeps only that key; unchecking leaves nothing.
 */
export function toggleCheck(
  index: DepartIndex,
  checked: readonly string[],
  key: string,
  on: boolean,
  mode: CheckMode,
): string[] {
  const node = index.byKey.get(key);
  if (!node) return [...checked];
  if (mode === 'single') return on ? [key] : checked.filter((k) => k !== key);
  const set = new Set(checked);
  if (mode === 'strict') {
    if (on) set.add(key);
    else set.delete(key);
    return ordered(index, set);
  }
  const subtree = [key, ...descendants(node)];
  if (on) {
    for (const k of subtree) set.add(k);
    for (const a of ancestors(index, key)) {
      const kids = index.byKey.get(a)?.children ?? [];
      if (kids.every((c) => set.has(c.key))) set.add(a);
      else break;
    }
  } else {
    for (const k of subtree) set.delete(k);
    for (const a of ancestors(index, key)) set.delete(a);
  }
  return ordered(index, set);
}

/** Half-checked nodes for the linked display: some, not all, of the subtree is checked. */
export function halfCheckedKeys(index: DepartIndex, checked: readonly string[]): string[] {
  const set = new Set(checked);
  return index.order
    .filter((n) => !set.has(n.key) && descendants(n).some((k) => set.has(k)))
    .map((n) => n.key);
}

/** 全部勾选 / 取消全选: every node (not in single mode) or none. */
export function checkAll(index: DepartIndex, on: boolean, mode: CheckMode): string[] {
  return on && mode !== 'single' ? allDepartKeys(index) : [];
}

/** Switching 父子关联 / 取消关联 keeps the checked keys; linked mode completes fully checked parents. */
export function switchMode(index: DepartIndex, checked: readonly string[], mode: CheckMode): string[] {
  if (mode === 'single') return checked.slice(-1);
  if (mode === 'strict') return [...checked];
  let result = [...checked];
  for (const key of checked) result = toggleCheck(index, result, key, true, 'linked');
  return result;
}

export type ValueField = 'id' | 'orgCode';

/** The stored value of the checked nodes: ids (keys) or orgCodes, comma-joined in tree order. */
export function departValue(index: DepartIndex, checked: readonly string[], field: ValueField): string {
  return checked
    .map((k) => (field === 'id' ? k : (index.byKey.get(k)?.orgCode ?? '')))
    .filter((v) => v !== '')
    .join(',');
}

/** The checked keys of a stored value (ids, or orgCodes looked up in the tree). */
export function keysOfValue(
  index: DepartIndex,
  value: string | null | undefined,
  field: ValueField,
): string[] {
  const parts = splitValue(value);
  if (field === 'id') return parts;
  return parts.map((code) => index.order.find((n) => n.orgCode === code)?.key ?? code);
}

/** The department names of a stored value, in the value's order; unknown parts show as they are. */
export function departLabels(
  index: DepartIndex,
  value: string | null | undefined,
  field: ValueField,
): string {
  return keysOfValue(index, value, field)
    .map((k) => index.byKey.get(k)?.title ?? k)
    .join(',');
}

export function splitValue(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Nodes whose title contains the keyword, with their ancestors (for the search box). */
export function filterDeparts(nodes: readonly DepartNode[], keyword: string): DepartNode[] {
  const word = keyword.trim();
  if (!word) return [...nodes];
  const result: DepartNode[] = [];
  for (const node of nodes) {
    if (node.title.includes(word)) {
      result.push(node);
      continue;
    }
    const children = filterDeparts(node.children ?? [], word);
    if (children.length) result.push({ ...node, children });
  }
  return result;
}

export const DEPART_SELECT_TEXTS = {
  title: '选择部门',
  placeholder: '请选择部门',
  search: '请输入部门名称',
  treeMenu: '树操作',
  linked: '父子关联',
  strict: '取消关联',
  expandAll: '展开全部',
  collapseAll: '合并全部',
  checkAll: '全部勾选',
  uncheckAll: '取消全选',
  ok: '确定',
  cancel: '取消',
  empty: '没有查询到任何数据',
} as const;

/** Spec 001 §9: the department select dialog width. */
export const DEPART_MODAL_WIDTH = 500;

/**
 * Lazy tree data of the dictionary tree select (`loadTreeData`, TreeSelectModel) and the category
 * select (`loadTreeRoot` / `loadTreeChildren`): normalisation and immutable child insertion.
 */
export interface DictTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  /** undefined = not loaded yet; [] never stays (an empty answer marks the node a leaf). */
  children?: DictTreeNode[];
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

/** `isLeaf`/`leaf` may be boolean, 0/1 or '0'/'1' depending on the endpoint. */
function leafFlag(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

/**
 * One server row → node. The key (also the stored value, as the original set `value = key`) is
 * `key`, else `value`, else `id`; the shown text is `title`,
 * else `label`, else `name`, else `text`. A row already carrying `children` keeps them (a
 * synchronous tree). Rows without a key are dropped.
 */
export function normaliseTreeNode(raw: unknown): DictTreeNode | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const key = text(r.key) ?? text(r.value) ?? text(r.id);
  if (key === undefined || key === '') return null;
  const title = text(r.title) ?? text(r.label) ?? text(r.name) ?? text(r.text) ?? key;
  const children = Array.isArray(r.children) ? normaliseTreeNodes(r.children) : undefined;
  const leaf = leafFlag(r.isLeaf) ?? leafFlag(r.leaf) ?? (children ? children.length === 0 : false);
  const node: DictTreeNode = { key, value: key, title, isLeaf: leaf };
  if (children && children.length > 0) node.children = children;
  return node;
}

export function normaliseTreeNodes(rows: unknown): DictTreeNode[] {
  if (!Array.isArray(rows)) return [];
  const out: DictTreeNode[] = [];
  for (const row of rows as unknown[]) {
    const node = normaliseTreeNode(row);
    if (node) out.push(node);
  }
  return out;
}

/**
 * A new tree with `children` under the node `parentKey`; no children marks the node a leaf.
 * Unchanged branches keep their identity. An unknown parent returns the same tree.
 */
export function insertTreeChildren(
  tree: readonly DictTreeNode[],
  parentKey: string,
  children: readonly DictTreeNode[],
): DictTreeNode[] {
  let changed = false;
  const next = tree.map((node) => {
    if (changed) return node;
    if (node.key === parentKey) {
      changed = true;
      return children.length === 0
        ? { ...node, isLeaf: true, children: undefined }
        : { ...node, isLeaf: false, children: [...children] };
    }
    if (!node.children) return node;
    const inner = insertTreeChildren(node.children, parentKey, children);
    if (inner === node.children) return node;
    changed = true;
    return { ...node, children: inner };
  });
  return changed ? next : (tree as DictTreeNode[]);
}

/** Depth-first search by key. */
export function findTreeNode(tree: readonly DictTreeNode[], key: string): DictTreeNode | undefined {
  for (const node of tree) {
    if (node.key === key) return node;
    const inner = node.children ? findTreeNode(node.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

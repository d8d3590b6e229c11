import type { TreeRowValues } from './response-shape';

/**
 * The lazy tree of a tree table (JeecgBoot JTreeTable): the root level comes from the list URL with
 * the root pid, a row flagged as having children shows an expand control, and its children are
 * fetched with `pid = row key` the first time it is expanded. Pure: the hook holds the state.
 */

/** One loaded (or loading, or failed) level below a parent row. */
export type ChildLevel =
  { status: 'loading' } | { status: 'loaded'; rows: TreeRowValues[] } | { status: 'failed' };

export interface TreeTableState {
  /** Root rows; null until the first answer. */
  roots: TreeRowValues[] | null;
  /** Levels by parent key. */
  levels: Readonly<Record<string, ChildLevel>>;
  /** Expanded parent keys, in expansion order. */
  expanded: readonly string[];
}

export const EMPTY_TREE: TreeTableState = { roots: null, levels: {}, expanded: [] };

/** What a tree table shows: the row, whether it expands, and its children when known. */
export interface TreeNode {
  key: string;
  row: TreeRowValues;
  depth: number;
  expandable: boolean;
  /** A placeholder line shown while the children load. */
  loading: boolean;
  /** Children; [] for an expandable row not loaded yet (the UI still shows its control). */
  children?: TreeNode[];
}

export type HasChildren = (row: TreeRowValues) => boolean;

/**
 * The flags JeecgBoot lists use: `hasChild: '1'` (category, tree forms), `hasChildren: true`
 * (JTreeTable) and `isLeaf: false` (tree-select models such as queryDepartTreeSync).
 */
export const defaultHasChildren: HasChildren = (row) =>
  row.hasChild === '1' || row.hasChild === true || row.hasChildren === true || row.isLeaf === false;

export function rowKeyOf(row: TreeRowValues, rowKey: string): string {
  const value = row[rowKey];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** First expansion of a row not loaded yet: mark it loading. Returns whether a fetch is needed. */
export function expandRow(state: TreeTableState, key: string): { state: TreeTableState; fetch: boolean } {
  const expanded = state.expanded.includes(key) ? state.expanded : [...state.expanded, key];
  const level = state.levels[key];
  if (level && level.status !== 'failed') return { state: { ...state, expanded }, fetch: false };
  return {
    state: { ...state, expanded, levels: { ...state.levels, [key]: { status: 'loading' } } },
    fetch: true,
  };
}

export function collapseRow(state: TreeTableState, key: string): TreeTableState {
  return { ...state, expanded: state.expanded.filter((k) => k !== key) };
}

/** Children arrived (or failed: the row collapses so the next expansion retries). */
export function settleLevel(
  state: TreeTableState,
  key: string,
  rows: TreeRowValues[] | null,
): TreeTableState {
  if (rows) return { ...state, levels: { ...state.levels, [key]: { status: 'loaded', rows } } };
  return {
    ...state,
    expanded: state.expanded.filter((k) => k !== key),
    levels: { ...state.levels, [key]: { status: 'failed' } },
  };
}

/** The nested nodes to render. A loaded level with no rows makes its parent a leaf. */
export function buildTreeNodes(
  state: TreeTableState,
  options: { rowKey: string; hasChildren: HasChildren },
): TreeNode[] {
  const seen = new Set<string>();
  const build = (rows: readonly TreeRowValues[], depth: number): TreeNode[] =>
    rows.map((row, index) => {
      // A row without a key still renders; its expansion cannot be fetched, so it is a leaf.
      const raw = rowKeyOf(row, options.rowKey);
      const key = raw && !seen.has(raw) ? raw : `${raw || 'row'}#${depth}-${index}`;
      seen.add(key);
      const node: TreeNode = { key, row, depth, expandable: false, loading: false };
      if (!raw || !options.hasChildren(row)) return node;
      const level = state.levels[key];
      if (level?.status === 'loaded') {
        if (level.rows.length === 0) return node;
        return { ...node, expandable: true, children: build(level.rows, depth + 1) };
      }
      const children: TreeNode[] =
        level?.status === 'loading'
          ? [{ key: `${key}_loadChild`, row: {}, depth: depth + 1, expandable: false, loading: true }]
          : [];
      return { ...node, expandable: true, children };
    });
  return build(state.roots ?? [], 0);
}

/** The rows of these keys among the nodes (any depth), in the keys' order. */
export function rowsOfKeys(nodes: readonly TreeNode[], keys: readonly string[]): TreeRowValues[] {
  const byKey = new Map<string, TreeRowValues>();
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (!node.loading) byKey.set(node.key, node.row);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return keys.flatMap((k) => {
    const row = byKey.get(k);
    return row ? [row] : [];
  });
}

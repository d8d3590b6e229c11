import { describe, expect, it } from 'vitest';
import {
  EMPTY_TREE,
  buildTreeNodes,
  collapseRow,
  defaultHasChildren,
  expandRow,
  rowsOfKeys,
  settleLevel,
  type TreeTableState,
} from '../../../../../src/shared/domain/widgets/tree-table/tree-model';

const opts = { rowKey: 'id', hasChildren: defaultHasChildren };
const roots: TreeTableState = {
  ...EMPTY_TREE,
  roots: [
    { id: 'a', name: 'A', hasChild: '1' },
    { id: 'b', name: 'B', hasChild: '0' },
  ],
};

describe('tree table model', () => {
  it('recognises the JeecgBoot child flags', () => {
    expect(defaultHasChildren({ hasChild: '1' })).toBe(true);
    expect(defaultHasChildren({ hasChild: true })).toBe(true);
    expect(defaultHasChildren({ hasChildren: true })).toBe(true);
    expect(defaultHasChildren({ isLeaf: false })).toBe(true);
    expect(defaultHasChildren({ hasChild: '0' })).toBe(false);
    expect(defaultHasChildren({ isLeaf: true })).toBe(false);
    expect(defaultHasChildren({})).toBe(false);
  });

  it('a flagged row is expandable with no children yet; a leaf has none', () => {
    const [a, b] = buildTreeNodes(roots, opts);
    expect(a).toMatchObject({ key: 'a', expandable: true, children: [] });
    expect(b).toMatchObject({ key: 'b', expandable: false });
    expect(b?.children).toBeUndefined();
  });

  it('the first expansion fetches and shows a loading line; the answer replaces it', () => {
    const first = expandRow(roots, 'a');
    expect(first.fetch).toBe(true);
    expect(first.state.expanded).toEqual(['a']);
    expect(buildTreeNodes(first.state, opts)[0]?.children).toEqual([
      expect.objectContaining({ key: 'a_loadChild', loading: true, depth: 1 }),
    ]);
    const loaded = settleLevel(first.state, 'a', [{ id: 'a1', name: 'A1', hasChild: '1' }]);
    const a = buildTreeNodes(loaded, opts)[0];
    expect(a?.children).toEqual([
      expect.objectContaining({ key: 'a1', depth: 1, expandable: true, children: [] }),
    ]);
    // Collapsing keeps the children; expanding again does not fetch.
    const collapsed = collapseRow(loaded, 'a');
    expect(collapsed.expanded).toEqual([]);
    expect(expandRow(collapsed, 'a').fetch).toBe(false);
    expect(rowsOfKeys(buildTreeNodes(loaded, opts), ['a1', 'a', 'zz'])).toEqual([
      { id: 'a1', name: 'A1', hasChild: '1' },
      roots.roots![0],
    ]);
  });

  it('an empty level makes the parent a leaf; a failed level collapses and fetches again', () => {
    const empty = settleLevel(expandRow(roots, 'a').state, 'a', []);
    expect(buildTreeNodes(empty, opts)[0]).toMatchObject({ expandable: false });
    const failed = settleLevel(expandRow(roots, 'a').state, 'a', null);
    expect(failed.expanded).toEqual([]);
    expect(buildTreeNodes(failed, opts)[0]).toMatchObject({ expandable: true, children: [] });
    expect(expandRow(failed, 'a').fetch).toBe(true);
  });

  it('rows without a key or with a duplicate key still get unique keys and do not expand', () => {
    const state = { ...EMPTY_TREE, roots: [{ name: 'x', hasChild: '1' }, { id: 'd' }, { id: 'd' }] };
    const keys = buildTreeNodes(state, opts).map((n) => n.key);
    expect(new Set(keys).size).toBe(3);
    expect(buildTreeNodes(state, opts)[0]).toMatchObject({ expandable: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  findTreeNode,
  insertTreeChildren,
  normaliseTreeNode,
  normaliseTreeNodes,
  type DictTreeNode,
} from '../../../../../src/shared/domain/widgets/dict/tree-nodes';

describe('normaliseTreeNode', () => {
  it('reads TreeSelectModel rows (key, title, isLeaf) with value = key', () => {
    expect(normaliseTreeNode({ key: 'A01', title: '华东', isLeaf: false, parentId: '' })).toEqual({
      key: 'A01',
      value: 'A01',
      title: '华东',
      isLeaf: false,
    });
  });

  it('reads category rows (id / name / leaf 0|1) and strings or booleans as leaf flags', () => {
    expect(normaliseTreeNode({ id: 'c1', name: '水泵', leaf: 1 })).toMatchObject({
      key: 'c1',
      title: '水泵',
      isLeaf: true,
    });
    expect(normaliseTreeNode({ value: 'v', label: '标签', leaf: '0' })).toMatchObject({
      key: 'v',
      title: '标签',
      isLeaf: false,
    });
    expect(normaliseTreeNode({ key: 'k', text: 'T', isLeaf: 'true' })?.isLeaf).toBe(true);
  });

  it('keeps synchronous children; an empty children array makes a leaf; rows without a key are dropped', () => {
    const node = normaliseTreeNode({
      key: 'p',
      title: 'P',
      children: [{ key: 'c', title: 'C', isLeaf: true }],
    });
    expect(node?.children?.[0]?.key).toBe('c');
    expect(node?.isLeaf).toBe(false);
    expect(normaliseTreeNode({ key: 'e', title: 'E', children: [] })?.isLeaf).toBe(true);
    expect(normaliseTreeNodes([{ title: 'no key' }, null, { key: 'x' }])).toEqual([
      { key: 'x', value: 'x', title: 'x', isLeaf: false },
    ]);
    expect(normaliseTreeNodes('nope')).toEqual([]);
  });
});

describe('insertTreeChildren', () => {
  const tree: DictTreeNode[] = [
    { key: 'a', value: 'a', title: 'A', isLeaf: false },
    {
      key: 'b',
      value: 'b',
      title: 'B',
      isLeaf: false,
      children: [{ key: 'b1', value: 'b1', title: 'B1', isLeaf: false }],
    },
  ];

  it('puts children under a nested node and keeps untouched branches', () => {
    const kids = [{ key: 'b1x', value: 'b1x', title: 'B1X', isLeaf: true }];
    const next = insertTreeChildren(tree, 'b1', kids);
    expect(next).not.toBe(tree);
    expect(next[0]).toBe(tree[0]);
    expect(findTreeNode(next, 'b1')?.children).toEqual(kids);
    expect(findTreeNode(tree, 'b1')?.children).toBeUndefined();
  });

  it('no children marks the node a leaf; an unknown parent changes nothing', () => {
    const next = insertTreeChildren(tree, 'a', []);
    expect(findTreeNode(next, 'a')).toMatchObject({ isLeaf: true });
    expect(insertTreeChildren(tree, 'zzz', [])).toBe(tree);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkAll,
  departLabels,
  departValue,
  filterDeparts,
  halfCheckedKeys,
  indexDeparts,
  keysOfValue,
  parentDepartKeys,
  switchMode,
  toggleCheck,
  type DepartNode,
} from '../../../../../src/shared/domain/widgets/depart-select/tree-check';

const n = (key: string, title: string, children?: DepartNode[]): DepartNode => ({
  key,
  title,
  orgCode: key.toUpperCase(),
  ...(children ? { children } : {}),
});

// a ─┬─ a1 ─┬─ a1x
//    │      └─ a1y
//    └─ a2
// b
const tree = [
  n('a', '总公司', [n('a1', '营销部', [n('a1x', '一组'), n('a1y', '二组')]), n('a2', '调度中心')]),
  n('b', '电厂'),
];
const index = indexDeparts(tree);

describe('department tree checking', () => {
  it('linked: checking a parent takes its subtree; the last child completes the parents', () => {
    expect(toggleCheck(index, [], 'a1', true, 'linked')).toEqual(['a1', 'a1x', 'a1y']);
    const one = toggleCheck(index, ['a1', 'a1x', 'a1y'], 'a2', true, 'linked');
    expect(one).toEqual(['a', 'a1', 'a1x', 'a1y', 'a2']);
    expect(toggleCheck(index, ['a1x'], 'a1y', true, 'linked')).toEqual(['a1', 'a1x', 'a1y']);
  });

  it('linked: unchecking drops the subtree and every ancestor', () => {
    const all = ['a', 'a1', 'a1x', 'a1y', 'a2'];
    expect(toggleCheck(index, all, 'a1x', false, 'linked')).toEqual(['a1y', 'a2']);
    expect(toggleCheck(index, all, 'a', false, 'linked')).toEqual([]);
  });

  it('linked: half-checked parents of partly checked subtrees', () => {
    expect(halfCheckedKeys(index, ['a1x'])).toEqual(['a', 'a1']);
    expect(halfCheckedKeys(index, ['a1', 'a1x', 'a1y'])).toEqual(['a']);
  });

  it('strict: only the clicked node changes', () => {
    expect(toggleCheck(index, [], 'a', true, 'strict')).toEqual(['a']);
    expect(toggleCheck(index, ['a', 'a1'], 'a', false, 'strict')).toEqual(['a1']);
  });

  it('single: only the newly checked node is kept', () => {
    expect(toggleCheck(index, ['a1'], 'b', true, 'single')).toEqual(['b']);
    expect(toggleCheck(index, ['b'], 'b', false, 'single')).toEqual([]);
  });

  it('ignores unknown keys and keeps checked keys that are not in the tree', () => {
    expect(toggleCheck(index, ['old'], 'zz', true, 'linked')).toEqual(['old']);
    expect(toggleCheck(index, ['old'], 'b', true, 'strict')).toEqual(['b', 'old']);
  });

  it('check all / none, expand keys, switching modes', () => {
    expect(checkAll(index, true, 'linked')).toEqual(['a', 'a1', 'a1x', 'a1y', 'a2', 'b']);
    expect(checkAll(index, true, 'single')).toEqual([]);
    expect(checkAll(index, false, 'strict')).toEqual([]);
    expect(parentDepartKeys(index)).toEqual(['a', 'a1']);
    expect(switchMode(index, ['a1'], 'linked')).toEqual(['a1', 'a1x', 'a1y']);
    expect(switchMode(index, ['a1', 'b'], 'strict')).toEqual(['a1', 'b']);
    expect(switchMode(index, ['a1', 'b'], 'single')).toEqual(['b']);
  });

  it('value as ids or orgCodes, labels of an existing value', () => {
    expect(departValue(index, ['a1', 'b'], 'id')).toBe('a1,b');
    expect(departValue(index, ['a1', 'b'], 'orgCode')).toBe('A1,B');
    expect(keysOfValue(index, 'A1, B', 'orgCode')).toEqual(['a1', 'b']);
    expect(departLabels(index, 'b,a2', 'id')).toBe('电厂,调度中心');
    expect(departLabels(index, 'B,gone', 'orgCode')).toBe('电厂,gone');
    expect(departLabels(index, '', 'id')).toBe('');
  });

  it('search keeps matches with their ancestors', () => {
    const hit = filterDeparts(tree, '二组');
    expect(hit.map((x) => x.key)).toEqual(['a']);
    expect(hit[0]?.children?.[0]?.children?.map((x) => x.key)).toEqual(['a1y']);
    expect(filterDeparts(tree, ' ')).toHaveLength(2);
  });
});

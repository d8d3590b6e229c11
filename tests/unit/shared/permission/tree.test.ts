import { describe, expect, it } from 'vitest';
import {
  allKeys,
  checkedView,
  diffIds,
  filterTree,
  flattenTree,
  hasDataRules,
  indexTree,
  isButtonNode,
  joinIds,
  parentKeys,
  sameIds,
  setAllGrants,
  splitIds,
  toggleGrant,
  type PermissionTreeNode,
} from '../../../../src/shared/domain/permission/tree';

const n = (
  key: string,
  title: string,
  children?: PermissionTreeNode[],
  extra: Partial<PermissionTreeNode> = {},
) => ({
  key,
  title,
  ...(children ? { children } : {}),
  ...extra,
});

// 系统管理 ─ 用户管理 ─ 添加, 编辑
//          └ 角色管理
// 首页
const TREE: PermissionTreeNode[] = [
  n('sys', '系统管理', [
    n(
      'user',
      '用户管理',
      [n('add', '添加', undefined, { menuType: 2 }), n('edit', '编辑', undefined, { menuType: 2 })],
      {
        ruleFlag: 1,
        menuType: 1,
      },
    ),
    n('role', '角色管理', undefined, { menuType: 1 }),
  ]),
  n('home', '首页'),
];
const index = indexTree(TREE);

describe('tree walking', () => {
  it('flattens parents before children', () => {
    expect(flattenTree(TREE).map((x) => x.key)).toEqual(['sys', 'user', 'add', 'edit', 'role', 'home']);
    expect(allKeys(TREE)).toHaveLength(6);
  });
  it('lists the expandable nodes', () => {
    expect(parentKeys(TREE)).toEqual(['sys', 'user']);
  });
  it('reads button and data-rule flags, tolerating strings', () => {
    expect(isButtonNode({ menuType: 2 })).toBe(true);
    expect(isButtonNode({ menuType: 1 })).toBe(false);
    expect(isButtonNode({})).toBe(false);
    expect(hasDataRules({ ruleFlag: 1 })).toBe(true);
    expect(hasDataRules({ ruleFlag: '1' as unknown as number })).toBe(true);
    expect(hasDataRules({ ruleFlag: 0 })).toBe(false);
  });
});

describe('checkedView', () => {
  it('strict mode shows exactly the granted ids that are in the tree', () => {
    expect(checkedView(TREE, new Set(['user', 'gone']), false)).toEqual({
      checked: ['user'],
      halfChecked: [],
    });
  });
  it('linked mode: a granted menu without all its buttons is half-checked, not checked', () => {
    const v = checkedView(TREE, new Set(['sys', 'user', 'add']), true);
    expect(v.checked).toEqual(['add']);
    expect(v.halfChecked).toEqual(['sys', 'user']);
  });
  it('linked mode: a whole subtree granted reads as checked up the path', () => {
    const v = checkedView(TREE, new Set(['sys', 'user', 'add', 'edit', 'role']), true);
    expect(v.checked).toEqual(['sys', 'user', 'add', 'edit', 'role']);
    expect(v.halfChecked).toEqual([]);
  });
  it('linked mode: a granted child under an ungranted parent makes the parent half-checked', () => {
    expect(checkedView(TREE, new Set(['role']), true)).toEqual({ checked: ['role'], halfChecked: ['sys'] });
  });
});

describe('toggleGrant', () => {
  it('strict mode changes only the node', () => {
    expect([...toggleGrant(index, new Set(), 'add', true, false)]).toEqual(['add']);
    expect([...toggleGrant(index, new Set(['sys', 'user']), 'sys', false, false)]).toEqual(['user']);
  });
  it('linked check grants the subtree and the ancestors', () => {
    const next = toggleGrant(index, new Set(), 'user', true, true);
    expect([...next].sort()).toEqual(['add', 'edit', 'sys', 'user']);
    expect([...toggleGrant(index, new Set(), 'edit', true, true)].sort()).toEqual(['edit', 'sys', 'user']);
  });
  it('linked uncheck revokes the subtree and ancestors left empty, keeps ancestors with other grants', () => {
    const all = new Set(['sys', 'user', 'add', 'edit', 'role']);
    expect([...toggleGrant(index, all, 'user', false, true)].sort()).toEqual(['role', 'sys']);
    const onlyAdd = new Set(['sys', 'user', 'add']);
    expect([...toggleGrant(index, onlyAdd, 'add', false, true)]).toEqual([]);
  });
  it('never touches ids outside the tree and ignores unknown keys', () => {
    const next = toggleGrant(index, new Set(['hidden']), 'sys', false, true);
    expect([...next]).toEqual(['hidden']);
    expect([...toggleGrant(index, new Set(['hidden']), 'nope', true, true)]).toEqual(['hidden']);
  });
});

describe('nodes the actor cannot grant (disableCheckbox)', () => {
  const locked: PermissionTreeNode[] = [
    n('sys', '系统管理', [n('user', '用户管理', [n('add', '添加')]), n('role', '角色管理')], {
      disableCheckbox: true,
    }),
  ];
  const lockedIndex = indexTree(locked);
  it('are never toggled, neither directly nor through 父子关联', () => {
    expect([...toggleGrant(lockedIndex, new Set(), 'sys', true, true)]).toEqual([]);
    expect([...toggleGrant(lockedIndex, new Set(), 'add', true, true)].sort()).toEqual(['add', 'user']);
    // Revoking the last grant below keeps the locked ancestor's stored grant.
    expect([...toggleGrant(lockedIndex, new Set(['sys', 'user']), 'user', false, true)]).toEqual(['sys']);
  });
  it('are left as they were by 全部勾选 / 取消全选', () => {
    expect([...setAllGrants(locked, new Set(), true)].sort()).toEqual(['add', 'role', 'user']);
    expect([...setAllGrants(locked, new Set(['sys', 'role']), false)]).toEqual(['sys']);
  });
});

describe('check all / none', () => {
  it('keeps grants the tree does not show', () => {
    expect([...setAllGrants(TREE, new Set(['hidden']), true)]).toHaveLength(7);
    expect([...setAllGrants(TREE, new Set(['hidden', 'sys']), false)]).toEqual(['hidden']);
  });
});

describe('diff and wire lists', () => {
  it('diffs added and removed ids', () => {
    expect(diffIds(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
  it('splits comma lists tolerating empty parts and a trailing comma', () => {
    expect(splitIds('a,b,,c,')).toEqual(['a', 'b', 'c']);
    expect(splitIds(null)).toEqual([]);
    expect(splitIds('')).toEqual([]);
  });
  it('joins in tree order, unseen ids last', () => {
    expect(joinIds(TREE, new Set(['hidden', 'edit', 'sys']))).toBe('sys,edit,hidden');
    expect(joinIds(TREE, new Set())).toBe('');
  });
});

describe('filterTree', () => {
  it('keeps matches with their path and a matching node with its subtree', () => {
    expect(allKeys(filterTree(TREE, '编辑'))).toEqual(['sys', 'user', 'edit']);
    expect(allKeys(filterTree(TREE, '用户'))).toEqual(['sys', 'user', 'add', 'edit']);
  });
  it('an empty keyword keeps everything, no match gives nothing', () => {
    expect(allKeys(filterTree(TREE, '  '))).toEqual(allKeys(TREE));
    expect(filterTree(TREE, '不存在')).toEqual([]);
  });
  it('does not change the given tree', () => {
    filterTree(TREE, '编辑');
    expect(allKeys(TREE)).toHaveLength(6);
  });
});

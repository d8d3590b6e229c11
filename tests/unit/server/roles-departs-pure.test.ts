import { describe, expect, it } from 'vitest';
import { validateMenuByType } from '../../../src/shared/domain/resources/permission';
import {
  nextOrgCode,
  nextSegment,
  OrgCodeExhausted,
  siblingCodePattern,
} from '../../../server/modules/depart/org-code';
import { buildAssignTree, type AssignRow } from '../../../server/modules/permission/assign-tree';
import { grantChange, parseIdList } from '../../../server/modules/permission/grant-diff';
import { normaliseComponent, normaliseUrl } from '../../../server/modules/permission/menu-input';

describe('org codes', () => {
  it('counts A01 … A99, then B01, and stops after Z99', () => {
    expect(nextSegment(null)).toBe('A01');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(() => nextSegment('Z99')).toThrow(OrgCodeExhausted);
    expect(nextOrgCode('', null)).toBe('A01');
    expect(nextOrgCode('A01', null)).toBe('A01A01');
    expect(nextOrgCode('A01', 'A01A07')).toBe('A01A08');
  });

  it('matches exactly one segment below the parent', () => {
    const re = new RegExp(siblingCodePattern('A01'));
    expect(re.test('A01A02')).toBe(true);
    expect(re.test('A01A02A01')).toBe(false);
    expect(re.test('A02A01')).toBe(false);
    expect(new RegExp(siblingCodePattern('')).test('B07')).toBe(true);
  });
});

describe('grant diffs', () => {
  it('applies what the screen added and removed to the stored grants', () => {
    const stored = new Set(['a', 'b', 'x']);
    expect(grantChange(stored, ['a', 'c'], ['a', 'b'])).toEqual({ add: ['c'], remove: ['b'] });
    // x was granted meanwhile by someone else: the screen did not touch it, so it stays.
    expect(grantChange(stored, ['a'], ['a'])).toEqual({ add: [], remove: [] });
    // Without the last state the wanted list replaces the stored one.
    expect(grantChange(stored, ['a', 'c'], null)).toEqual({ add: ['c'], remove: ['b', 'x'] });
  });

  it('parses id lists strictly', () => {
    expect(parseIdList(' a, b,,a ')).toEqual(['a', 'b']);
    expect(parseIdList(undefined)).toEqual([]);
    expect(() => parseIdList("a,b'--")).toThrow('权限ID格式不正确');
  });
});

describe('assignment tree', () => {
  const row = (id: string, parent: string | null, menuType = 1): AssignRow => ({
    id,
    parent_id: parent,
    name: id.toUpperCase(),
    icon: null,
    rule_flag: 0,
    menu_type: menuType,
  });
  const rows = [
    row('root', null, 0),
    row('page', 'root'),
    row('btn', 'page', 2),
    row('other', 'root'),
    row('orphan', 'gone'),
  ];

  it('offers everything to super users and drops rows whose parent is gone', () => {
    const tree = buildAssignTree(rows, 'all');
    expect(tree.ids).toEqual(['root', 'page', 'btn', 'other']);
    expect(tree.treeList[0]!.children!.map((c) => c.key)).toEqual(['page', 'other']);
    expect(tree.treeList[0]!.children![0]!.children![0]).toMatchObject({
      key: 'btn',
      isLeaf: true,
      children: null,
    });
  });

  it('offers only held rows, keeping their ancestors disabled', () => {
    const tree = buildAssignTree(rows, new Set(['btn']));
    expect(tree.ids).toEqual(['btn']);
    expect(tree.treeList[0]).toMatchObject({ key: 'root', disableCheckbox: true });
    expect(tree.treeList[0]!.children!.map((c) => c.key)).toEqual(['page']);
  });
});

describe('menu input', () => {
  it('normalises components and urls like JeecgBoot', () => {
    expect(normaliseComponent('/src/views/system/UserList.vue')).toBe('system/UserList');
    expect(normaliseComponent('views/a/B')).toBe('a/B');
    expect(normaliseUrl('isystem/user')).toBe('/isystem/user');
    expect(normaliseUrl('https://x.example')).toBe('https://x.example');
  });

  it('checks the fields each menu type needs', () => {
    expect(validateMenuByType({ menuType: 0, url: '/a', component: 'a/B' })).toBeUndefined();
    expect(validateMenuByType({ menuType: 1, url: '/a', component: 'a/B' })).toBe('请选择上级菜单!');
    expect(validateMenuByType({ menuType: 2, parentId: 'p' })).toBe('请输入授权标识!');
    expect(
      validateMenuByType({ menuType: 1, parentId: 'p', url: 'JavaScript:alert(1)', component: 'a' }),
    ).toBe('菜单路径不能包含脚本');
    expect(validateMenuByType({ menuType: 1, parentId: 'p', url: 'ftp://x', internalOrExternal: '1' })).toBe(
      '外部链接必须以http://或https://开头',
    );
  });
});

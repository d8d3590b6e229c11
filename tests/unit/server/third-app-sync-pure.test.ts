import { describe, expect, it } from 'vitest';
import type { DirectoryDepart } from '../../../server/modules/third-app-sync/directory';
import { parentsFirst } from '../../../server/modules/third-app-sync/sync-departs';
import { syncSummaryText, validateThirdUserId } from '../../../src/shared/domain/resources/third-app';

const dep = (id: string, parentId: string | null): DirectoryDepart => ({
  id,
  name: `部门${id}`,
  parentId,
  order: 0,
});

describe('third-app sync, pure parts', () => {
  it('orders departments parents first, whatever order the provider used', () => {
    const out = parentsFirst([dep('3', '2'), dep('2', '1'), dep('1', null), dep('4', '1')]).map((d) => d.id);
    expect(out.indexOf('1')).toBeLessThan(out.indexOf('2'));
    expect(out.indexOf('2')).toBeLessThan(out.indexOf('3'));
    expect(out.indexOf('1')).toBeLessThan(out.indexOf('4'));
    expect(out).toHaveLength(4);
  });

  it('an unknown parent makes a top-level department; a parent cycle is cut, nothing is lost', () => {
    const orphan = parentsFirst([dep('9', 'missing')]);
    expect(orphan.map((d) => d.id)).toEqual(['9']);
    const cycle = parentsFirst([dep('a', 'b'), dep('b', 'a')]);
    expect(cycle.map((d) => d.id).sort()).toEqual(['a', 'b']);
    expect(cycle.filter((d) => d.parentId === null)).toHaveLength(1);
  });

  it('checks a binding field: optional, the allowed characters, at most 100', () => {
    const check = validateThirdUserId('企业微信UserId');
    expect(check('')).toBeUndefined();
    expect(check(null)).toBeUndefined();
    expect(check('zhang.san@corp-1_x')).toBeUndefined();
    expect(check('a'.repeat(100))).toBeUndefined();
    expect(check('a'.repeat(101))).toBe('企业微信UserId最长100位字符');
    expect(check('张三')).toBe('企业微信UserId只能包含字母、数字和 _ . @ -');
    expect(check('a b')).toBe('企业微信UserId只能包含字母、数字和 _ . @ -');
  });

  it('says the summary in one line', () => {
    expect(
      syncSummaryText({
        departsAdded: 1,
        departsUpdated: 2,
        usersAdded: 3,
        usersBound: 4,
        usersUpdated: 5,
        errors: [],
      }),
    ).toBe('新增部门 1 个，更新部门 2 个；新增用户 3 个，绑定已有用户 4 个，更新用户 5 个');
  });
});

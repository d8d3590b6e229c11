import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../src/shared/domain/contract/permission';
import { hasButtonPermission, isDisabledByPolicy } from '../../../src/shared/domain/permission/button';
import {
  buttonActionsForPrefix,
  hasDataPermission,
  toolbarExclusions,
  visibleToolbarButtons,
} from '../../../src/shared/domain/permission/data';
import { filterMenuByPermission } from '../../../src/shared/domain/permission/menu-filter';

const e = (action: string, type: string, status?: string): AuthEntry => ({
  action,
  type,
  describe: action,
  ...(status === undefined ? {} : { status }),
});

describe('hasButtonPermission (directive reading)', () => {
  it.each<[string, string, AuthEntry[], AuthEntry[], boolean]>([
    ['user has type 1', 'user:add', [e('user:add', '1')], [e('user:add', '1', '1')], true],
    ['user lacks it', 'user:add', [e('user:edit', '1')], [e('user:add', '1', '1')], false],
    ['type 2 never counts', 'user:add', [e('user:add', '2')], [e('user:add', '2', '1')], false],
    ['inactive rule is unrestricted', 'user:add', [], [e('user:add', '1', '0')], true],
    ['comma list in auth', 'user:del', [e('user:add,user:del', '1')], [], true],
    ['comma list with spaces', 'user:del', [e('user:add, user:del', '1')], [], true],
    ['comma list in allAuth status 0', 'user:del', [], [e('user:add,user:del', '1', '0')], true],
    ['empty lists', 'user:add', [], [], false],
    ['empty code', '', [], [], true],
  ])('%s', (_name, code, auth, allAuth, expected) => {
    expect(hasButtonPermission(code, auth, allAuth)).toBe(expected);
  });
});

describe('isDisabledByPolicy (type 2 disable policy)', () => {
  it.each<[string, AuthEntry[], AuthEntry[], boolean]>([
    ['active rule, user lacks it', [], [e('f:edit', '2', '1')], true],
    ['active rule, user has it', [e('f:edit', '2')], [e('f:edit', '2', '1')], false],
    ['active rule, user has only type 1', [e('f:edit', '1')], [e('f:edit', '2', '1')], true],
    ['inactive rule', [], [e('f:edit', '2', '0')], false],
    ['no rule', [], [], false],
    ['rule is type 1', [], [e('f:edit', '1', '1')], false],
  ])('%s', (_name, auth, allAuth, expected) => {
    expect(isDisabledByPolicy('f:edit', auth, allAuth)).toBe(expected);
  });
});

describe('hasDataPermission (second reading)', () => {
  it.each<[string, AuthEntry[], AuthEntry[], AuthEntry[], boolean]>([
    ['user type 2 allows', [e('d:view', '2')], [], [e('d:view', '2', '0')], true],
    ['session status 0 denies', [], [e('d:view', '2', '0')], [], false],
    ['allAuth status 0 denies', [], [], [e('d:view', '2', '0')], false],
    ['session status 1 allows', [], [], [e('d:view', '2', '1')], true],
    ['status 1 but user already has it (type 1)', [e('d:view', '1')], [], [e('d:view', '2', '1')], false],
    ['nothing configured denies', [], [], [], false],
    ['comma list', [e('d:a,d:view', '2')], [], [], true],
  ])('%s', (_name, user, sessionAuth, sessionAll, expected) => {
    expect(hasDataPermission('d:view', user, sessionAuth, sessionAll)).toBe(expected);
  });
});

describe('prefix helper and toolbar', () => {
  const session = [
    e('plant:add', '1', '1'),
    e('plant:batch_delete', '1', '1'),
    e('plant:export', '1', '1'),
    e('plant:import', '1', '0'),
    e('plant:secret', '2', '1'),
    e('other:add', '1', '1'),
  ];

  it.each<[string, AuthEntry[], string[]]>([
    ['user has none', [], ['add', 'batch_delete', 'export']],
    ['user has add', [e('plant:add', '1')], ['batch_delete', 'export']],
    ['user has all', [e('plant:add,plant:batch_delete,plant:export', '1')], []],
    ['user type 2 does not count', [e('plant:add', '2')], ['add', 'batch_delete', 'export']],
  ])('buttonActionsForPrefix: %s', (_name, user, expected) => {
    expect(buttonActionsForPrefix('plant:', session, user)).toEqual(expected);
  });

  it('toolbar: excluding batch_delete hides remove', () => {
    expect(toolbarExclusions('plant:', session, [e('plant:add', '1')])).toEqual([
      'batch_delete',
      'export',
      'remove',
    ]);
    expect(visibleToolbarButtons('plant:', session, [e('plant:add', '1')])).toEqual([
      'add',
      'clearSelection',
    ]);
    expect(visibleToolbarButtons('plant:', session, [])).toEqual(['clearSelection']);
    expect(visibleToolbarButtons(null, session, [])).toEqual(['add', 'remove', 'clearSelection']);
  });
});

describe('filterMenuByPermission', () => {
  interface R {
    path: string;
    meta: { permission?: string[] };
    children: R[];
  }
  const tree: R[] = [
    { path: '/a', meta: {}, children: [{ path: '/a/x', meta: { permission: ['x:view'] }, children: [] }] },
    { path: '/b', meta: { permission: ['b:view', 'b:list'] }, children: [] },
    { path: '/c', meta: { permission: [] }, children: [] },
  ];

  it.each<[string, AuthEntry[], string[]]>([
    ['no grants', [], ['/a', '/c']],
    ['x granted', [e('x:view', '1')], ['/a', '/a/x', '/c']],
    ['one of b', [e('q,b:list', '1')], ['/a', '/b', '/c']],
  ])('%s', (_name, auth, paths) => {
    const flat: string[] = [];
    const walk = (rs: R[]) => rs.forEach((r) => (flat.push(r.path), walk(r.children)));
    walk(filterMenuByPermission(tree, auth));
    expect(flat).toEqual(paths);
  });
});

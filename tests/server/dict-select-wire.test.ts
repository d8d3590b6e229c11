import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseDictOptions } from '../../src/shared/domain/widgets/dict/options';
import { normaliseTreeNodes } from '../../src/shared/domain/widgets/dict/tree-nodes';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The dictionary selects' demo configuration against the real server and seed: the answers the
 * widgets read (through the same normalisers) have the shapes and values they rely on.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(async () => t.close());

const USER_DICT = 'sys_user,realname,username';

describe('dictionary select wire shapes (seeded demo data)', () => {
  it('getDictItems sex → the select options', async () => {
    const res = await call(t.app, 'GET', '/sys/dict/getDictItems/sex', { token });
    expect(normaliseDictOptions(res.body.result)).toEqual([
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ]);
  });

  it('loadDict pages the user dictionary; loadDictItem answers labels in key order', async () => {
    const page = await call(t.app, 'GET', `/sys/dict/loadDict/${USER_DICT}`, {
      token,
      query: { keyword: 'admin', pageSize: '10' },
    });
    expect(page.body.success).toBe(true);
    expect(normaliseDictOptions(page.body.result).map((o) => o.value)).toContain('admin');

    const labels = await call<string[]>(t.app, 'GET', `/sys/dict/loadDictItem/${USER_DICT}`, {
      token,
      query: { key: 'nobody-here,admin', delNotExist: 'false' },
    });
    expect(labels.body.result).toHaveLength(2);
    expect(labels.body.result[0]).toBe('nobody-here');
  });

  it('loadTreeData on the department tree gives root nodes the tree select can expand', async () => {
    const res = await call(t.app, 'GET', '/sys/dict/loadTreeData', {
      token,
      query: {
        pid: '',
        pidField: 'parent_id',
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
        hasChildField: '',
        condition: '',
      },
    });
    expect(res.body.success).toBe(true);
    const roots = normaliseTreeNodes(res.body.result);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((n) => n.key && n.title)).toBe(true);
  });

  it('category B01: roots, children and loadOne give keys, titles and the label', async () => {
    const root = await call(t.app, 'GET', '/sys/category/loadTreeRoot', {
      token,
      query: { async: 'true', pcode: 'B01' },
    });
    const nodes = normaliseTreeNodes(root.body.result);
    expect(nodes.map((n) => n.title)).toEqual(['变压器', '断路器', '隔离开关', '发电机组']);
    expect(nodes.every((n) => n.isLeaf)).toBe(true);

    const top = await call(t.app, 'GET', '/sys/category/loadTreeRoot', {
      token,
      query: { async: 'true', pcode: '' },
    });
    const parents = normaliseTreeNodes(top.body.result);
    const devices = parents.find((n) => n.title === '设备类型');
    expect(devices?.isLeaf).toBe(false);
    const kids = await call(t.app, 'GET', '/sys/category/loadTreeChildren', {
      token,
      query: { pid: devices!.key },
    });
    expect(normaliseTreeNodes(kids.body.result).map((n) => n.key)).toEqual(nodes.map((n) => n.key));

    const one = await call<{ name: string }>(t.app, 'GET', '/sys/category/loadOne', {
      token,
      query: { field: 'id', val: nodes[0]!.key },
    });
    expect(one.body.result.name).toBe('变压器');
  });

  it('a bad pcode fails with a message the select shows as an error', async () => {
    const res = await call(t.app, 'GET', '/sys/category/loadTreeRoot', {
      token,
      query: { async: 'true', pcode: 'ZZZ' },
    });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/db/seed/ids';
import { listOfResult } from '../../src/shared/domain/widgets/tree-table/response-shape';
import {
  EMPTY_TREE,
  buildTreeNodes,
  defaultHasChildren,
  expandRow,
  settleLevel,
  type TreeTableState,
} from '../../src/shared/domain/widgets/tree-table/tree-model';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(async () => t.close());

/** The 子表与树表 demo's endpoints, as admin on the seeded data, through the client's shape rules. */
describe('子表与树表 demo endpoints', () => {
  it('the department tree loads lazily from queryDepartTreeSync?pid=', async () => {
    const root = await call(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: admin,
      query: { pid: '' },
    });
    const roots = listOfResult(root.body.result);
    if (!roots.ok) throw new Error(roots.message);
    const opts = { rowKey: 'id', hasChildren: defaultHasChildren };
    let state: TreeTableState = { ...EMPTY_TREE, roots: roots.rows };
    const top = buildTreeNodes(state, opts).find((n) => n.row.departName === '国网某省电力公司');
    expect(top).toMatchObject({ key: SEED.depart.A01, expandable: true, children: [] });
    expect(buildTreeNodes(state, opts).find((n) => n.row.departName === '华能某某电厂')?.expandable).toBe(
      false,
    );

    state = expandRow(state, SEED.depart.A01).state;
    const level = await call(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: admin,
      query: { pid: SEED.depart.A01 },
    });
    const children = listOfResult(level.body.result);
    if (!children.ok) throw new Error(children.message);
    state = settleLevel(state, SEED.depart.A01, children.rows);
    const names = buildTreeNodes(state, opts)
      .find((n) => n.key === SEED.depart.A01)
      ?.children?.map((n) => n.row.departName);
    expect(names).toEqual(['营销部', '调度控制中心']);
  });

  it('the grid rows and the users sub-table answer recognised lists', async () => {
    const departs = listOfResult(
      (await call(t.app, 'GET', '/sys/sysDepart/listAll', { token: admin })).body.result,
    );
    expect(departs.ok && departs.rows.map((r) => r.departName)).toContain('营销部');
    const users = await call(t.app, 'GET', '/sys/user/queryUserByDepId', {
      token: admin,
      query: { id: SEED.depart.A01A01 },
    });
    const shape = listOfResult(users.body.result);
    expect(shape.ok && shape.rows.map((r) => r.username)).toContain('admin');
  });
});

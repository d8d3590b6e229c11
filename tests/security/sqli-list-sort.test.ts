import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import {
  attack,
  expectRefused,
  expectRefusedOrNeutral,
  IDENTIFIER_SHAPES,
  isRefusal,
  totalOf,
  VALUE_SHAPES,
} from './support/injection-shapes';
import { expectUnchanged, fingerprint } from './support/data-snapshot';

// `column` and `order` on every list route (GET …/list, …/rootList), as the strongest caller.
let t: TestApp;
let token: string;
let listPaths: string[];

/** Lists whose content moves with every request (the request log, the online sessions). */
const VOLATILE = new Set(['/sys/log/list', '/sys/online/list']);

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  listPaths = t.app.routePolicies
    .filter((r) => r.method === 'GET' && /\/(list|rootList)$/.test(r.url))
    .map((r) => r.url.slice(API.length))
    .sort();
});
afterAll(() => t.close());

/** Per route: does it sort by `column` (an unknown column is refused), and its unsorted total. */
async function probe(path: string): Promise<{ sorts: boolean; total: number | null }> {
  const base = await attack(t.app, 'GET', path, { token, label: `${path} baseline` });
  const unknown = await attack(t.app, 'GET', path, {
    token,
    query: { column: 'no_such_column', order: 'asc' },
    label: `${path} unknown column`,
  });
  return {
    sorts: isRefusal(unknown),
    total: base.body.success && !VOLATILE.has(path) ? totalOf(base.body.result) : null,
  };
}

describe('SQL injection through column/order of every list', () => {
  it('finds the list routes', () => {
    expect(listPaths.length).toBeGreaterThan(30);
    expect(listPaths).toContain('/sys/user/list');
    expect(listPaths).toContain('/sys/category/rootList');
  });

  it('refuses every shape as a sort column, or ignores it where the list does not sort', async () => {
    const before = await fingerprint(t.db);
    let refused = 0;
    for (const path of listPaths) {
      const { sorts, total } = await probe(path);
      for (const shape of IDENTIFIER_SHAPES) {
        const r = await attack(t.app, 'GET', path, {
          token,
          query: { column: shape.value, order: 'desc' },
          label: `${path} column=${shape.name}`,
        });
        if (sorts) {
          expectRefused(r);
          refused += 1;
        } else {
          expectRefusedOrNeutral(r, (b) => total === null || totalOf(b.result) === total);
        }
      }
    }
    // The list engine refuses them on most lists; the test would be hollow if none sorted.
    expect(refused).toBeGreaterThan((listPaths.length * IDENTIFIER_SHAPES.length) / 2);
    expectUnchanged(before, await fingerprint(t.db), 'column');
  });

  it('pins the list engine message on the user list, for sensitive columns as well', async () => {
    for (const shape of IDENTIFIER_SHAPES) {
      const r = await attack(t.app, 'GET', '/sys/user/list', {
        token,
        query: { column: shape.value, order: 'desc' },
        label: `user column=${shape.name}`,
      });
      expectRefused(r, /^(请注意，将要排序的列字段不存在：|请求参数不正确)/);
    }
  });

  it('reads any order value as a direction only', async () => {
    const before = await fingerprint(t.db);
    for (const path of listPaths) {
      const { total } = await probe(path);
      for (const shape of VALUE_SHAPES) {
        const r = await attack(t.app, 'GET', path, {
          token,
          query: { column: 'createTime', order: shape.value },
          label: `${path} order=${shape.name}`,
        });
        // createTime may not be sortable on every list; the order value itself never is SQL.
        expectRefusedOrNeutral(r, (b) => total === null || totalOf(b.result) === total);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'order');
  });

  it('ignores double encoding sent raw on the wire', async () => {
    const before = await fingerprint(t.db);
    const raws = [
      'column=id%2527%2520or%25201%253d1&order=asc',
      'column=id%252f%252a%252a%252fdesc&order=desc',
      'column=id%25252527&order=asc',
      'column=id%00desc&order=asc',
      'column=%C0%A7&order=asc',
      'column=id&order=asc%27%3Bdrop%20table%20sys_role--',
    ];
    for (const path of listPaths) {
      const { total } = await probe(path);
      for (const rawQuery of raws) {
        const r = await attack(t.app, 'GET', path, { token, rawQuery, label: `${path} ?${rawQuery}` });
        expectRefusedOrNeutral(r, (b) => total === null || totalOf(b.result) === total);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'raw');
  });
});

// Lists at scale (docs/decisions.md, list speed): a list request issues at most 3 statements (the
// session, the count, the page), the permission and data-rule answers it reuses still follow every
// grant change on the next request, and a contains-search is served by a trigram index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantOrgCode } from '../../server/db/seed/business/ids';
import type { Row } from '../../server/db/db';
import { gridUser, plantUser, type SignedIn } from './support/business';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let grid: SignedIn;
let plant: SignedIn;
/** Every statement the app sends while `recording` (the one query hook: the Db handle). */
const statements: Array<{ sql: string; params: readonly unknown[] }> = [];
let recording = false;

beforeAll(async () => {
  t = await createTestApp();
  const query = t.db.query.bind(t.db);
  t.db.query = <T extends Row>(sql: string, params?: readonly unknown[]) => {
    if (recording) statements.push({ sql, params: params ?? [] });
    return query<T>(sql, params);
  };
  admin = await login(t.app);
  grid = await gridUser(t, 'stmt_grid');
  plant = await plantUser(t, 'stmt_plant', 1);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function listed<T = Record<string, unknown>>(
  path: string,
  token: string,
  query: Record<string, string> = {},
): Promise<{ status: number; records: T[]; statements: string[] }> {
  statements.length = 0;
  recording = true;
  try {
    const res = await call<{ records: T[] }>(t.app, 'GET', path, { token, query });
    return {
      status: res.status,
      records: res.body.success ? res.body.result.records : [],
      statements: statements.map((s) => s.sql),
    };
  } finally {
    recording = false;
  }
}

describe('a list request', () => {
  const lists: Array<[string, string, () => string, Record<string, string>]> = [
    ['invoice ledger', '/cwxt/invoice/list', () => grid.token, { view: 'ledger' }],
    ['invoice ledger of a plant user', '/cwxt/invoice/list', () => plant.token, { view: 'ledger' }],
    ['settlement tasks', '/cwxt/settlement/list', () => grid.token, {}],
    ['electricity ledger', '/cwxt/ledger/list', () => grid.token, {}],
    [
      'users with a keyword and a sort',
      '/sys/user/list',
      () => admin,
      { username: '*stmt*', column: 'username', order: 'asc' },
    ],
  ];

  it.each(lists)('%s issues at most 3 statements', async (_name, path, token, query) => {
    await listed(path, token(), query); // the first request of a grants version reads the grants
    const again = await listed(path, token(), query);
    expect(again.status).toBe(200);
    expect(again.records.length).toBeGreaterThan(0);
    expect(again.statements.length, again.statements.join('\n---\n')).toBeLessThanOrEqual(3);
  });

  it('counts without the joins that only add display columns', async () => {
    const res = await listed('/cwxt/invoice/list', grid.token, { view: 'ledger' });
    const count = res.statements.find((s) => s.includes('count(*)'));
    expect(count).toMatch(/FROM biz_invoice i WHERE/);
    expect(count).not.toMatch(/JOIN/);
  });

  it('still refuses on the next request after the role is taken away', async () => {
    const user = await gridUser(t, 'stmt_revoked');
    expect((await listed('/cwxt/settlement/list', user.token)).status).toBe(200);
    expect((await listed('/cwxt/settlement/list', user.token)).status).toBe(200);
    await t.db.query('DELETE FROM sys_user_role WHERE user_id = $1', [user.id]);
    expect((await listed('/cwxt/settlement/list', user.token)).status).toBe(403);
  });

  it("follows a plant user's move to another plant on the next request", async () => {
    const user = await plantUser(t, 'stmt_moving', 1);
    const before = await listed<{ plantId: string }>('/cwxt/settlement/list', user.token);
    const plants = new Set(before.records.map((r) => r.plantId));
    expect(plants.size).toBe(1);
    await t.db.query(
      `UPDATE sys_user_depart SET dep_id = (SELECT id FROM sys_depart WHERE org_code = $2) WHERE user_id = $1`,
      [user.id, demoPlantOrgCode(2)],
    );
    const after = await listed<{ plantId: string }>('/cwxt/settlement/list', user.token);
    expect(after.records.length).toBeGreaterThan(0);
    expect(after.records.every((r) => !plants.has(r.plantId))).toBe(true);
  });
});

describe('a contains-search', () => {
  it('is served by the trigram index of the searched column', async () => {
    // Enough users that a scan costs more than the index; maintained as after an import (the
    // vacuum also moves the GIN index's pending entries into the index proper).
    await t.db.query(
      `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids)
       SELECT 'trgm' || g, 'trgm_user_' || g, '用户' || g, 'x', 'x', 1, 0, '1000'
         FROM generate_series(1, 20000) g`,
    );
    await t.db.query('VACUUM ANALYZE sys_user');
    statements.length = 0;
    recording = true;
    const res = await call<{ total: number }>(t.app, 'GET', '/sys/user/list', {
      token: admin,
      query: { username: '*er_1234*' },
    });
    recording = false;
    expect(res.body.result.total).toBe(11); // 1234 and 12340…12349
    const count = statements.find((s) => s.sql.includes('count(*)'))!;
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${count.sql}`, count.params);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('idx_sys_user_username_trgm');
  });
});

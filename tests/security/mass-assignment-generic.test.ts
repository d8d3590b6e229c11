import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import { LEAK, MASS_FIELDS, storedMarkers } from './support/attack-mass';

/**
 * Mass assignment over EVERY write route (issue 10, attack corpus): each POST/PUT of the live
 * route table gets a JSON body of fields a client must never set (another row's id, tenant,
 * audit columns, delete flag, version, password/salt, plant). No answer may be a 5xx or leak SQL or
 * a stack, and afterwards no table may hold any of those values.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

// Routes that end the caller's own session: swept last, so the rest run signed in.
const ENDS_SESSION = /\/logout$|\/updatePassword$/;
// Multipart-only routes (uploads, imports) take no JSON body; their attacks live in upload-*.test.ts.
const MULTIPART = /\/upload$|\/importExcel$|\/importXls\/|\/import$/;

const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x').replace(/\*$/, 'x');

describe('mass assignment over every write route', () => {
  it('no write route stores a client-set id, tenant, audit column, flag, version, password or plant', async () => {
    const writes = t.app.routePolicies
      .filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith(API))
      .filter((r) => !MULTIPART.test(r.url))
      .sort((a, b) => Number(ENDS_SESSION.test(a.url)) - Number(ENDS_SESSION.test(b.url)));
    expect(writes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of writes) {
      const url = fill(route.url);
      let res = await t.app.inject({
        method: route.method,
        url,
        headers: { 'x-access-token': admin },
        payload: MASS_FIELDS,
      });
      if (res.statusCode === 401 && !ENDS_SESSION.test(url)) {
        // Something before this ended the session (a sweep must go on, signed in).
        admin = await login(t.app);
        res = await t.app.inject({
          method: route.method,
          url,
          headers: { 'x-access-token': admin },
          payload: MASS_FIELDS,
        });
      }
      if (res.statusCode >= 500)
        problems.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (LEAK.test(res.body)) problems.push(`${route.method} ${route.url}: leak ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await storedMarkers(t.db)).toEqual([]);
  });

  it('the marker sweep itself sees a stored marker (so the check above can fail)', async () => {
    await t.db.query(
      `UPDATE sys_dict SET description = 'mass_attacker' WHERE id = (SELECT id FROM sys_dict LIMIT 1)`,
    );
    expect((await storedMarkers(t.db)).some((m) => m.startsWith('sys_dict:'))).toBe(true);
    await t.db.query(`UPDATE sys_dict SET description = NULL WHERE description = 'mass_attacker'`);
  });
});

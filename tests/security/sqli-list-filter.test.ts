import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import {
  attack,
  expectRefused,
  expectRefusedOrNeutral,
  IDENTIFIER_SHAPES,
  isRefusal,
  SENSITIVE_NAME_SHAPES,
  rowsOf,
  totalOf,
  VALUE_SHAPES,
  type AttackResult,
} from './support/injection-shapes';

// superQueryParams (field, rule, value, type, match type) and the plain field parameters
// (`name=…`, `name_begin/_end`, `name_MultiString`) on every list route, as the strongest caller.
let t: TestApp;
let token: string;

interface ListRoute {
  path: string;
  /** Whether an unknown advanced-query field is refused (the list engine reads superQueryParams). */
  superQuery: boolean;
  /** Unfiltered total; null when the list moves between requests or did not answer. */
  total: number | null;
  /** A text column of the first row, used as the target of value attacks. */
  textKey: string | null;
}
let routes: ListRoute[];

const VOLATILE = new Set(['/sys/log/list', '/sys/online/list']);
const sq = (items: unknown[]) => JSON.stringify(items);

async function describeRoute(path: string): Promise<ListRoute> {
  const base = await attack(t.app, 'GET', path, { token, label: `${path} baseline` });
  const unknown = await attack(t.app, 'GET', path, {
    token,
    query: { superQueryParams: sq([{ field: 'no_such_field', rule: 'eq', val: '1' }]) },
    label: `${path} unknown field`,
  });
  const first = rowsOf(base.body.result)[0];
  const textKey =
    first && typeof first === 'object'
      ? (Object.entries(first).find(
          ([k, v]) =>
            typeof v === 'string' && k !== 'id' && !k.endsWith('_dictText') && !/time|date/i.test(k),
        )?.[0] ?? null)
      : null;
  return {
    path,
    superQuery: isRefusal(unknown),
    total: base.body.success && !VOLATILE.has(path) ? totalOf(base.body.result) : null,
    textKey,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  const paths = t.app.routePolicies
    .filter((r) => r.method === 'GET' && /\/(list|rootList)$/.test(r.url))
    .map((r) => r.url.slice(API.length))
    .sort();
  routes = [];
  for (const path of paths) routes.push(await describeRoute(path));
});
afterAll(() => t.close());

/** Empty, or the unfiltered list (the parameter was not a filter of this list). */
const emptyOrIgnored = (route: ListRoute) => (r: AttackResult) =>
  expectRefusedOrNeutral(r, (b) => route.total === null || [0, route.total].includes(totalOf(b.result)));

describe('SQL injection through superQueryParams of every list', () => {
  it('reads superQueryParams on most lists (else this file tests nothing)', () => {
    expect(routes.filter((r) => r.superQuery).length).toBeGreaterThan(routes.length / 2);
  });

  it('refuses every shape as an advanced-query field, with the field message on the user list', async () => {
    const before = await fingerprint(t.db);
    for (const shape of IDENTIFIER_SHAPES) {
      const r = await attack(t.app, 'GET', '/sys/user/list', {
        token,
        query: { superQueryParams: sq([{ field: shape.value, rule: 'eq', val: '1' }]) },
        label: `user superQuery field=${shape.name}`,
      });
      expectRefused(r, /^(高级查询字段不存在：|请求参数不正确)/);
    }
    for (const route of routes) {
      for (const shape of [...VALUE_SHAPES, ...SENSITIVE_NAME_SHAPES]) {
        const r = await attack(t.app, 'GET', route.path, {
          token,
          query: { superQueryParams: sq([{ field: shape.value, rule: 'eq', val: '1' }]) },
          label: `${route.path} superQuery field=${shape.name}`,
        });
        if (route.superQuery) expectRefused(r);
        else emptyOrIgnored(route)(r);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'superQuery field');
  });

  it('refuses every shape as a rule, with the rule message', async () => {
    const before = await fingerprint(t.db);
    for (const route of routes.filter((r) => r.superQuery && r.textKey)) {
      for (const shape of VALUE_SHAPES) {
        const r = await attack(t.app, 'GET', route.path, {
          token,
          query: { superQueryParams: sq([{ field: route.textKey, rule: shape.value, val: 'x' }]) },
          label: `${route.path} superQuery rule=${shape.name}`,
        });
        expectRefused(r);
        if (route.path === '/sys/user/list')
          expect(r.body.message).toMatch(/^(高级查询规则不正确：|请求参数不正确)/);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'superQuery rule');
  });

  it('binds every shape as a value, whatever the type, dbType and match type say', async () => {
    const before = await fingerprint(t.db);
    for (const route of routes.filter((r) => r.textKey)) {
      for (const shape of VALUE_SHAPES) {
        const r = await attack(t.app, 'GET', route.path, {
          token,
          query: {
            superQueryParams: sq([
              { field: route.textKey, rule: 'eq', val: shape.value, type: shape.value, dbType: shape.value },
              { field: route.textKey, rule: 'like', val: shape.value },
            ]),
            superQueryMatchType: shape.value,
          },
          label: `${route.path} superQuery val/matchType=${shape.name}`,
        });
        emptyOrIgnored(route)(r);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'superQuery value');
  });

  it('refuses a superQueryParams that is not the JSON list, raw or encoded', async () => {
    const before = await fingerprint(t.db);
    for (const route of routes.filter((r) => r.superQuery)) {
      for (const shape of VALUE_SHAPES) {
        const r = await attack(t.app, 'GET', route.path, {
          token,
          query: { superQueryParams: shape.value },
          label: `${route.path} superQueryParams=${shape.name}`,
        });
        expectRefused(r);
        if (route.path === '/sys/user/list')
          expect(r.body.message).toMatch(/^(高级查询条件格式不正确|请求参数不正确)/);
      }
      // Encoded three times: decoded at most twice, so it stays unreadable and is refused.
      const triple = encodeURIComponent(
        encodeURIComponent(encodeURIComponent(sq([{ field: 'password', rule: 'eq', val: '1' }]))),
      );
      const r = await attack(t.app, 'GET', route.path, {
        token,
        query: { superQueryParams: triple },
        label: `${route.path} triple-encoded`,
      });
      expectRefused(r);
    }
    expectUnchanged(before, await fingerprint(t.db), 'superQuery raw');
  });
});

describe('SQL injection through the plain field parameters of every list', () => {
  it('finds a text column to attack on most lists', () => {
    expect(routes.filter((r) => r.textKey).length).toBeGreaterThan(routes.length / 2);
  });

  it('binds every shape as a field value, a range and a multi-value list', async () => {
    const before = await fingerprint(t.db);
    for (const route of routes.filter((r) => r.textKey)) {
      const key = route.textKey ?? '';
      for (const shape of VALUE_SHAPES) {
        const queries: Array<[string, Record<string, string>]> = [
          ['eq', { [key]: shape.value }],
          // begin = end = the shape: only a row holding exactly the shape could match.
          ['range', { [`${key}_begin`]: shape.value, [`${key}_end`]: shape.value }],
          ['multi', { [`${key}_MultiString`]: shape.value }],
        ];
        for (const [kind, query] of queries) {
          const r = await attack(t.app, 'GET', route.path, {
            token,
            query,
            label: `${route.path} ${key} ${kind}=${shape.name}`,
          });
          emptyOrIgnored(route)(r);
        }
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'field values');
  });

  it('ignores shapes used as parameter names, and ranges on time columns', async () => {
    const before = await fingerprint(t.db);
    for (const route of routes) {
      for (const shape of VALUE_SHAPES) {
        const r = await attack(t.app, 'GET', route.path, {
          token,
          query: { [shape.value]: '1', [`${shape.value}_begin`]: '1', createTime_begin: shape.value },
          label: `${route.path} name=${shape.name}`,
        });
        emptyOrIgnored(route)(r);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'field names');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';

/**
 * XSS in plain text fields (issue 10, attack corpus): realnames, titles, remarks, dictionary texts
 * and department names may hold markup as text. They round-trip as text (React escapes them on
 * render) and no route ever serves them as text/html.
 */

const MARK = `<img src=x onerror=alert('pt')><script>alert("pt")</script>`;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

describe('XSS in plain text fields', () => {
  it('round-trips markup as text in dictionary, department, user, remark and title fields', async () => {
    const dict = await call(t.app, 'POST', '/sys/dict/add', {
      token: admin,
      body: { dictName: `字典${MARK}`, dictCode: 'xss_pt_dict', type: '0', description: `说明${MARK}` },
    });
    expect(dict.body.success, dict.body.message).toBe(true);
    const depart = await call(t.app, 'POST', '/sys/sysDepart/add', {
      token: admin,
      body: { departName: `部门${MARK}`, orgCategory: '1', memo: `备注${MARK}` },
    });
    expect(depart.body.success, depart.body.message).toBe(true);
    const user = await call(t.app, 'POST', '/sys/user/add', {
      token: admin,
      body: { username: 'xss_pt_user', realname: `姓名${MARK}`, password: 'XssPlain@2025' },
    });
    expect(user.body.success, user.body.message).toBe(true);

    const dicts = await call<{ records: Array<{ dictName: string; description: string }> }>(
      t.app,
      'GET',
      '/sys/dict/list',
      {
        token: admin,
        query: { dictCode: 'xss_pt_dict' },
      },
    );
    const d = dicts.body.result.records.find((r) => r.dictName.startsWith('字典'));
    // Stored and answered verbatim or with the tags stripped; never as live, half-escaped HTML.
    for (const text of [d?.dictName, d?.description])
      expect([`字典${MARK}`, `说明${MARK}`, '字典', '说明']).toContain(text);
    const rows = await t.db.query<{ realname: string }>(
      "SELECT realname FROM sys_user WHERE username = 'xss_pt_user'",
    );
    expect([`姓名${MARK}`, '姓名']).toContain(rows[0]?.realname);
  });

  it('no GET route answers the stored markup as text/html', async () => {
    const gets = t.app.routePolicies.filter((r) => r.method === 'GET' && r.url.startsWith(API));
    expect(gets.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    let echoed = 0;
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z_]+/g, 'x').replace(/\*$/, 'x');
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': admin },
        query: { pageSize: '500' },
      });
      if (!res.body.includes('onerror=alert')) continue;
      echoed += 1;
      const type = String(res.headers['content-type'] ?? '');
      if (!/^application\/json/.test(type)) offenders.push(`${route.url}: ${type}`);
    }
    // Some list did answer the markup (so the sweep looked at something) …
    expect(echoed).toBeGreaterThan(0);
    // … and each such answer was JSON, which a browser never renders.
    expect(offenders).toEqual([]);
  });
});

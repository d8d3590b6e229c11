import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/test-app';
import { call } from './support/helpers';
import { announcementCalls, notifyWorld, type NotifyWorld } from './support/notify-world';

/**
 * JeecgBoot's announcement detail page (`/sys/annountCement/show/{id}?token=`, loaded in an iframe
 * by 系统通告 and 我的消息) and the bell refresh (`syncNotic`), as the Vue 2 client calls them.
 */

let w: NotifyWorld;
let calls: ReturnType<typeof announcementCalls>;
let published: string;
let draft: string;
let addressed: string;

const show = (id: string, token: string | null) =>
  w.t.app.inject({
    method: 'GET',
    url: `${API}/sys/annountCement/show/${id}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
  });

beforeAll(async () => {
  w = await notifyWorld();
  calls = announcementCalls(w.t);
  const base = { msgCategory: '1', priority: 'M', msgAbstract: '摘要' };
  await calls.add(w.admin, { ...base, titile: '兼容公告', msgContent: '<p>正文</p>', msgType: 'ALL' });
  await calls.add(w.admin, { ...base, titile: '兼容草稿', msgContent: '<p>草稿</p>', msgType: 'ALL' });
  await calls.add(w.admin, {
    ...base,
    titile: '兼容定向',
    msgContent: '<p>定向</p>',
    msgType: 'USER',
    userIds: `${w.reader.id},`,
  });
  published = await calls.idOf('兼容公告');
  draft = await calls.idOf('兼容草稿');
  addressed = await calls.idOf('兼容定向');
  expect((await calls.release(w.admin, published)).body.success).toBe(true);
  expect((await calls.release(w.admin, addressed)).body.success).toBe(true);
  // Stored as an older version or a direct import would have left it: the page sanitises again.
  await w.t.db.query(
    `UPDATE sys_announcement SET titile = '兼容公告<b>!</b>',
       msg_content = '<p>正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>'
     WHERE id = $1`,
    [published],
  );
  // The first file of a worker migrates and seeds the shared snapshot: slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await w?.t.close();
});

describe('the announcement page in an iframe', () => {
  it('renders a published announcement for a reader of its tenant, sanitised, under a strict policy', async () => {
    const res = await show(published, w.reader.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('script-src');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<p>正文</p>');
    expect(res.body).toContain('兼容公告&lt;b&gt;!&lt;/b&gt;');
    expect(res.body).toContain('发布人：admin');
    for (const bad of ['onerror', '<script', 'javascript:', 'alert(']) expect(res.body).not.toContain(bad);
  });

  it('shows a USER announcement to its addressee only', async () => {
    expect((await show(addressed, w.reader.token)).body).toContain('<p>定向</p>');
    const other = await show(addressed, w.reader2.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('未找到对应实体');
    expect(other.body).not.toContain('定向');
  });

  it('shows a draft to the administrator of 系统通告, never to a reader', async () => {
    expect((await show(draft, w.admin)).body).toContain('<p>草稿</p>');
    expect((await show(draft, w.plain.token)).statusCode).toBe(404);
  });

  it('never shows another tenant announcement, even to its administrator', async () => {
    const res = await show(published, w.t2.token);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('正文');
  });

  it('answers a missing, forged or ended token with the expired-session page', async () => {
    for (const token of [null, '', 'forged.token.value']) {
      const res = await show(published, token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Token失效，请重新登录!');
      expect(res.body).not.toContain('正文');
    }
    const ended = await call(w.t.app, 'POST', '/sys/logout', { token: w.plain.token });
    expect(ended.body.success).toBe(true);
    expect((await show(published, w.plain.token)).statusCode).toBe(401);
  });

  it('accepts the token in the query on this route alone', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `${API}/sys/annountCement/listByUser?pageSize=5&token=${encodeURIComponent(w.reader.token)}`,
    });
    expect(res.statusCode).toBe(401);
    const query = await w.t.app.inject({
      method: 'GET',
      url: `${API}/sys/annountCement/queryById?id=${published}&token=${encodeURIComponent(w.admin)}`,
    });
    expect(query.statusCode).toBe(401);
  });
});

describe('syncNotic after reading, releasing or revoking', () => {
  it('tells the caller own sockets to reload, with the announcement it names', async () => {
    w.push.clear();
    const res = await call(w.t.app, 'GET', '/sys/annountCement/syncNotic', {
      token: w.reader.token,
      query: { _t: '1700000000', anntId: published },
    });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(w.push.calls).toEqual([
      {
        kind: 'users',
        userIds: [w.reader.id],
        message: { cmd: 'topic', msgId: published, msgTxt: '兼容公告<b>!</b>' },
      },
    ]);
  });

  it('after 全部已读 (no id) reloads the caller bell only', async () => {
    w.push.clear();
    const res = await call(w.t.app, 'GET', '/sys/annountCement/syncNotic', {
      token: w.reader2.token,
      query: { _t: '1700000000' },
    });
    expect(res.body.success).toBe(true);
    expect(w.push.calls).toEqual([
      { kind: 'users', userIds: [w.reader2.id], message: { cmd: 'topic', msgTxt: '批量设置已读' } },
    ]);
  });

  it('refuses an announcement the caller may not read and pushes nothing', async () => {
    w.push.clear();
    const res = await call(w.t.app, 'GET', '/sys/annountCement/syncNotic', {
      token: w.reader2.token,
      query: { anntId: addressed },
    });
    expect(res.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect(w.push.calls).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '../../src/shared/domain/resources/news';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import { FORM_MESSAGES } from '../../server/modules/user/form-values';
import { BIZ_PASSWORD, gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { addTenant2User } from './support/second-tenant';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 资讯动态: administration (CRUD, publish / unpublish with their state checks, sanitising, bad
 * input), the readers' feed and detail (published only, own tenant only, PERM.news.read).
 */

interface NewsRecord {
  id: string;
  title: string;
  category: string;
  summary: string | null;
  content?: string | null;
  coverImage: string | null;
  isTop: 'Y' | 'N';
  status: string;
  publishTime: string | null;
  viewCount: number;
}

interface FeedItem {
  id: string;
  title: string;
  category: string;
  isTop: boolean;
  publishTime: string | null;
}

interface PageOf<T> {
  records: T[];
  total: number;
}

let t: TestApp;
let grid: SignedIn;
let plant: SignedIn;
let leader: SignedIn;
let noRoleToken: string;
const OTHER_TENANT_NEWS = 'news-tenant2-published';

const newsCount = async () =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM biz_news`))[0]!.n);

async function findByTitle(title: string): Promise<NewsRecord> {
  const res = await call<PageOf<NewsRecord>>(t.app, 'GET', '/cwxt/news/list', {
    token: grid.token,
    query: { title: `*${title}*`, pageSize: '50' },
  });
  expect(res.body.success).toBe(true);
  const found = res.body.result.records.find((r) => r.title === title);
  if (!found) throw new Error(`no news titled ${title}`);
  return found;
}

async function addNews(body: Record<string, unknown>) {
  return call(t.app, 'POST', '/cwxt/news/add', { token: grid.token, body });
}

async function feed(token: string, query: Record<string, string> = {}) {
  return call<PageOf<FeedItem>>(t.app, 'GET', '/cwxt/news/feed', {
    token,
    query: { pageSize: '50', ...query },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  grid = await gridUser(t, 'news_grid');
  plant = await plantUser(t, 'news_plant', 1);
  leader = await leaderUser(t, 'news_leader');
  await createUser(t, { username: 'news_norole', password: BIZ_PASSWORD });
  noRoleToken = await login(t.app, 'news_norole', BIZ_PASSWORD);
  await addTenant2User(t, 'news_t2');
  await t.db.query(
    `INSERT INTO biz_news (id, tenant_id, title, category, content, status, publish_time, is_top)
     VALUES ($1, 2000, '第二租户的资讯', 'policy', '<p>别家的</p>', 'published', now(), true)`,
    [OTHER_TENANT_NEWS],
  );
});

afterAll(async () => {
  await t?.close();
});

describe('seeded demo news', () => {
  it('has a year of news in every category: 2 top, 1 draft, 1 unpublished, the rest published', async () => {
    const rows = await t.db.query<{ category: string; status: string; is_top: boolean }>(
      `SELECT category, status, is_top FROM biz_news WHERE tenant_id = 1000`,
    );
    expect(rows.length).toBe(20);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['policy', 'market', 'notice', 'industry']));
    expect(rows.filter((r) => r.is_top)).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'draft')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'unpublished')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'published')).toHaveLength(18);
  });
});

describe('资讯管理', () => {
  it('adds a draft with sanitised content and plain-text title and summary', async () => {
    const res = await addNews({
      title: '<b>结算</b>新规解读',
      category: 'policy',
      summary: '<i>摘要</i>内容',
      coverImage: 'news/cover_1.png',
      content:
        '<p onclick="x()">正文</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
      isTop: 'N',
    });
    expect(res.body.success).toBe(true);
    const row = await findByTitle('结算新规解读');
    expect(row).toMatchObject({
      status: 'draft',
      summary: '摘要内容',
      isTop: 'N',
      coverImage: 'news/cover_1.png',
    });
    expect(row.content).toBeUndefined(); // the list leaves the article out
    const byId = await call<NewsRecord>(t.app, 'GET', '/cwxt/news/queryById', {
      token: grid.token,
      query: { id: row.id },
    });
    const content = byId.body.result.content ?? '';
    expect(content).toContain('正文');
    expect(content).toContain('链接');
    expect(content).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:/i);
  });

  it('edits (also sanitising), searches by title, category, status, top and publish date, sorts', async () => {
    await addNews({ title: '检索用资讯甲', category: 'market', content: '<p>甲</p>' });
    const row = await findByTitle('检索用资讯甲');
    const edit = await call(t.app, 'PUT', '/cwxt/news/edit', {
      token: grid.token,
      body: {
        id: row.id,
        title: '检索用资讯乙',
        isTop: 'Y',
        content: '<p>乙</p><iframe src="//evil"></iframe>',
      },
    });
    expect(edit.body.success).toBe(true);
    const edited = await call<NewsRecord>(t.app, 'GET', '/cwxt/news/queryById', {
      token: grid.token,
      query: { id: row.id },
    });
    expect(edited.body.result).toMatchObject({ title: '检索用资讯乙', isTop: 'Y', category: 'market' });
    expect(edited.body.result.content).toBe('<p>乙</p>');
    // A JSON boolean works like the switch's Y/N.
    const topOf = async () =>
      (await t.db.query<{ is_top: boolean }>(`SELECT is_top FROM biz_news WHERE id = $1`, [row.id]))[0]!
        .is_top;
    await call(t.app, 'PUT', '/cwxt/news/edit', { token: grid.token, body: { id: row.id, isTop: false } });
    expect(await topOf()).toBe(false);
    await call(t.app, 'PUT', '/cwxt/news/edit', { token: grid.token, body: { id: row.id, isTop: true } });
    expect(await topOf()).toBe(true);

    const list = (query: Record<string, string>) =>
      call<PageOf<NewsRecord>>(t.app, 'GET', '/cwxt/news/list', { token: grid.token, query });
    const top = await list({ isTop: 'Y', category: 'market', status: 'draft' });
    expect(top.body.result.records.map((r) => r.id)).toEqual([row.id]);
    const notTop = await list({ isTop: 'N', title: '*检索用*' });
    expect(notTop.body.result.records).toHaveLength(0);
    // Advanced query on the same fields.
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'title', rule: 'like', val: '检索用资讯乙', type: 'string' }]),
    );
    const advanced = await list({ superQueryParams: superQuery, superQueryMatchType: 'and' });
    expect(advanced.body.result.records.map((r) => r.id)).toEqual([row.id]);
    // Seeded published items carry a publish date within the demo year; drafts have none.
    const dated = await list({
      publishTime_begin: '2000-01-01',
      publishTime_end: '2999-12-31',
      pageSize: '100',
    });
    expect(dated.body.result.records.length).toBeGreaterThanOrEqual(19);
    expect(dated.body.result.records.every((r) => r.publishTime !== null)).toBe(true);
    const sorted = await list({ column: 'viewCount', order: 'desc', pageSize: '100' });
    const views = sorted.body.result.records.map((r) => r.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('publishes a draft, refuses a second publish, unpublishes, refuses a second unpublish, republishes', async () => {
    await addNews({ title: '发布流程资讯', category: 'notice', content: '<p>流程</p>' });
    const { id } = await findByTitle('发布流程资讯');
    const post = (path: string) =>
      call(t.app, 'POST', `/cwxt/news/${path}`, { token: grid.token, body: { id } });
    expect((await post('unpublish')).body.message).toBe(NEWS_MESSAGES.unpublishOnlyPublished);
    expect((await post('publish')).body).toMatchObject({ success: true, message: NEWS_MESSAGES.published });
    const published = await findByTitle('发布流程资讯');
    expect(published.status).toBe('published');
    expect(published.publishTime).not.toBeNull();
    expect((await post('publish')).body.message).toBe(NEWS_MESSAGES.publishOnlyDraft);
    expect((await post('unpublish')).body).toMatchObject({
      success: true,
      message: NEWS_MESSAGES.unpublished,
    });
    expect((await findByTitle('发布流程资讯')).status).toBe('unpublished');
    expect((await post('unpublish')).body.message).toBe(NEWS_MESSAGES.unpublishOnlyPublished);
    expect((await post('publish')).body.success).toBe(true);
    expect((await findByTitle('发布流程资讯')).status).toBe('published');
  });

  it('deletes one and a batch', async () => {
    await addNews({ title: '待删资讯一', category: 'industry' });
    await addNews({ title: '待删资讯二', category: 'industry' });
    await addNews({ title: '待删资讯三', category: 'industry' });
    const [a, b, c] = await Promise.all(['一', '二', '三'].map((n) => findByTitle(`待删资讯${n}`)));
    const one = await call(t.app, 'DELETE', '/cwxt/news/delete', { token: grid.token, query: { id: a!.id } });
    expect(one.body.success).toBe(true);
    const batch = await call(t.app, 'DELETE', '/cwxt/news/deleteBatch', {
      token: grid.token,
      query: { ids: `${b!.id},${c!.id}` },
    });
    expect(batch.body.success).toBe(true);
    const left = await t.db.query(`SELECT 1 FROM biz_news WHERE id = ANY($1::text[])`, [
      [a!.id, b!.id, c!.id],
    ]);
    expect(left).toHaveLength(0);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await newsCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '', category: 'policy' }, NEWS_MESSAGES.titleRequired],
      [{ title: '<script>alert(1)</script>', category: 'policy' }, NEWS_MESSAGES.titleRequired],
      [{ title: '类别不对', category: 'weather' }, FORM_MESSAGES.badChoice('类别')],
      [{ title: '没有类别' }, NEWS_MESSAGES.categoryRequired],
      [
        { title: '封面脚本', category: 'policy', coverImage: 'javascript:alert(1)' },
        NEWS_MESSAGES.coverInvalid,
      ],
      [
        { title: '封面越级', category: 'policy', coverImage: '../../etc/passwd.png' },
        NEWS_MESSAGES.coverInvalid,
      ],
      [
        { title: '封面外链', category: 'policy', coverImage: 'https://evil.example/a.png' },
        NEWS_MESSAGES.coverInvalid,
      ],
      [{ title: '封面非图', category: 'policy', coverImage: 'news/a.html' }, NEWS_MESSAGES.coverInvalid],
      [{ title: '置顶不对', category: 'policy', isTop: 'maybe' }, NEWS_MESSAGES.topInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await addNews(body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await newsCount()).toBe(before);

    await addNews({ title: '坏编辑目标', category: 'policy', content: '<p>原文</p>' });
    const target = await findByTitle('坏编辑目标');
    // On edit an absent key keeps its column, so the 没有类别 case is an add-only one.
    for (const [body, message] of cases.filter(([b]) => 'category' in b)) {
      const res = await call(t.app, 'PUT', '/cwxt/news/edit', {
        token: grid.token,
        body: { ...body, id: target.id },
      });
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    const after = await call<NewsRecord>(t.app, 'GET', '/cwxt/news/queryById', {
      token: grid.token,
      query: { id: target.id },
    });
    expect(after.body.result).toMatchObject({
      title: '坏编辑目标',
      category: 'policy',
      content: '<p>原文</p>',
    });
  });

  it('keeps another tenant’s news out of reach: list, queryById, edit, publish, delete', async () => {
    const list = await call<PageOf<NewsRecord>>(t.app, 'GET', '/cwxt/news/list', {
      token: grid.token,
      query: { title: '*第二租户*' },
    });
    expect(list.body.result.records).toHaveLength(0);
    const q = { token: grid.token, query: { id: OTHER_TENANT_NEWS } };
    expect((await call(t.app, 'GET', '/cwxt/news/queryById', q)).body.message).toBe(SCOPE_MESSAGES.notFound);
    const edit = await call(t.app, 'PUT', '/cwxt/news/edit', {
      token: grid.token,
      body: { id: OTHER_TENANT_NEWS, title: '改掉' },
    });
    expect(edit.body.success).toBe(false);
    const unpublish = await call(t.app, 'POST', '/cwxt/news/unpublish', {
      token: grid.token,
      body: { id: OTHER_TENANT_NEWS },
    });
    expect(unpublish.body.message).toBe(SCOPE_MESSAGES.notFound);
    expect((await call(t.app, 'DELETE', '/cwxt/news/delete', q)).body.success).toBe(false);
    const [row] = await t.db.query<{ title: string; status: string }>(
      `SELECT title, status FROM biz_news WHERE id = $1`,
      [OTHER_TENANT_NEWS],
    );
    expect(row).toEqual({ title: '第二租户的资讯', status: 'published' });
  });

  it('is refused to roles without the codes (plant user, leader)', async () => {
    const before = await newsCount();
    for (const token of [plant.token, leader.token]) {
      expect((await call(t.app, 'GET', '/cwxt/news/list', { token })).status).toBe(403);
      const add = await call(t.app, 'POST', '/cwxt/news/add', {
        token,
        body: { title: '越权', category: 'policy' },
      });
      expect(add.status).toBe(403);
    }
    const seededDraft = (
      await t.db.query<{ id: string }>(`SELECT id FROM biz_news WHERE status = 'draft' LIMIT 1`)
    )[0]!;
    const publish = await call(t.app, 'POST', '/cwxt/news/publish', {
      token: plant.token,
      body: { id: seededDraft.id },
    });
    expect(publish.status).toBe(403);
    expect(await newsCount()).toBe(before);
  });
});

describe('资讯动态 (readers)', () => {
  it('lists only published news of the own tenant, top first then newest, to every staff role', async () => {
    for (const token of [plant.token, leader.token, grid.token]) {
      const res = await feed(token);
      expect(res.body.success).toBe(true);
      const items = res.body.result.records;
      const ids = items.map((i) => i.id);
      expect(ids).not.toContain(OTHER_TENANT_NEWS);
      const statuses = await t.db.query<{ status: string; tenant_id: number }>(
        `SELECT status, tenant_id FROM biz_news WHERE id = ANY($1::text[])`,
        [ids],
      );
      expect(statuses.every((s) => s.status === 'published' && s.tenant_id === 1000)).toBe(true);
      const published = await t.db.query(
        `SELECT 1 FROM biz_news WHERE tenant_id = 1000 AND status = 'published'`,
      );
      expect(res.body.result.total).toBe(published.length);
      // Top items first, then by publish time, newest first.
      const firstNotTop = items.findIndex((i) => !i.isTop);
      expect(items.slice(firstNotTop).some((i) => i.isTop)).toBe(false);
      const times = items.slice(firstNotTop).map((i) => i.publishTime ?? '');
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('filters by category, pages, and refuses an unknown category', async () => {
    const policy = await feed(plant.token, { category: 'policy' });
    expect(policy.body.result.records.length).toBeGreaterThan(0);
    expect(policy.body.result.records.every((i) => i.category === 'policy')).toBe(true);
    const page = await feed(plant.token, { pageSize: '3', pageNo: '2' });
    expect(page.body.result.records).toHaveLength(3);
    expect((await feed(plant.token, { category: 'weather' })).body.message).toBe(
      NEWS_MESSAGES.categoryUnknown,
    );
  });

  it('opens a published article and counts the view; never a draft, unpublished or other tenant’s one', async () => {
    const [first] = (await feed(plant.token, { pageSize: '1' })).body.result.records;
    const before = (
      await t.db.query<{ v: number }>(`SELECT view_count AS v FROM biz_news WHERE id = $1`, [first!.id])
    )[0]!.v;
    const open = await call<{ content: string; title: string }>(t.app, 'GET', '/cwxt/news/detail', {
      token: plant.token,
      query: { id: first!.id },
    });
    expect(open.body.result.title).toBe(first!.title);
    expect(open.body.result.content).toContain('<p>');
    const afterRows = await t.db.query<{ v: number }>(`SELECT view_count AS v FROM biz_news WHERE id = $1`, [
      first!.id,
    ]);
    expect(afterRows[0]!.v).toBe(before + 1);

    const hidden = await t.db.query<{ id: string }>(
      `SELECT id FROM biz_news WHERE status <> 'published' OR tenant_id <> 1000`,
    );
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const { id } of hidden) {
      const res = await call(t.app, 'GET', '/cwxt/news/detail', { token: plant.token, query: { id } });
      expect(res.body).toMatchObject({ success: false, message: NEWS_MESSAGES.notFound });
    }
    const views = await t.db.query<{ v: number }>(`SELECT view_count AS v FROM biz_news WHERE id = $1`, [
      OTHER_TENANT_NEWS,
    ]);
    expect(views[0]!.v).toBe(0);
  });

  it('refuses a user without PERM.news.read', async () => {
    const [first] = (await feed(plant.token, { pageSize: '1' })).body.result.records;
    expect((await feed(noRoleToken)).status).toBe(403);
    const detail = await call(t.app, 'GET', '/cwxt/news/detail', {
      token: noRoleToken,
      query: { id: first!.id },
    });
    expect(detail.status).toBe(403);
  });
});

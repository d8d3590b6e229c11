import type { NewsFeedItem, NewsRecord } from '../../../../../src/shared/api/cwxt/news-api';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { fail, ok } from '../../../shared/fake-server';
import { bodyOf, paramsOf } from '../../../shared/user-admin-fixtures';

/** The news dictionaries in the login cache (the business seed's values). */
export function seedNewsDicts(): void {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    cwxt_news_category: [
      item('policy', '政策法规'),
      item('market', '市场动态'),
      item('notice', '通知公告'),
      item('industry', '行业资讯'),
    ],
    cwxt_news_status: [item('draft', '草稿'), item('published', '已发布'), item('unpublished', '已下线')],
  });
}

export const DRAFT_NEWS: NewsRecord = {
  id: 'n1',
  title: '电费结算新规解读',
  category: 'policy',
  category_dictText: '政策法规',
  summary: '新规要点',
  content: '<p>草稿正文</p>',
  isTop: 'N',
  status: 'draft',
  status_dictText: '草稿',
  publishTime: null,
  viewCount: 0,
  createTime: '2026-11-20 08:00:00',
};

export const PUBLISHED_NEWS: NewsRecord = {
  id: 'n2',
  title: '现货市场连续结算试运行',
  category: 'market',
  category_dictText: '市场动态',
  summary: '试运行开始',
  content: '<p>市场正文</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  isTop: 'Y',
  status: 'published',
  status_dictText: '已发布',
  publishTime: '2026-11-20 09:00:00',
  viewCount: 12,
  createTime: '2026-11-20 08:30:00',
};

const toFeedItem = (r: NewsRecord): NewsFeedItem => ({
  id: r.id,
  title: r.title,
  coverImage: r.coverImage ?? null,
  category: r.category ?? '',
  category_dictText: r.category_dictText ?? null,
  summary: r.summary ?? null,
  isTop: r.isTop === 'Y',
  publishTime: r.publishTime ?? null,
  viewCount: r.viewCount ?? 0,
});

/** A fake `/cwxt/news` over a mutable list: admin calls, and the feed/detail of the published rows. */
export function fakeNews(server: FakeServer, rows: NewsRecord[] = [DRAFT_NEWS, PUBLISHED_NEWS]) {
  const data = rows.map((r) => ({ ...r }));
  const find = (id: unknown) => data.find((r) => r.id === id);
  server.on('GET /cwxt/news/list', () => ok({ records: data, total: data.length }, '', 0));
  server.on('GET /cwxt/news/queryById', (c) => {
    const row = find(paramsOf(c).id);
    return row ? ok(row, '', 0) : fail('记录不存在或无权访问');
  });
  server.on('POST /cwxt/news/publish', (c) => {
    const row = find(bodyOf<{ id: string }>(c).id);
    if (row)
      Object.assign(row, {
        status: 'published',
        status_dictText: '已发布',
        publishTime: '2026-11-21 10:00:00',
      });
    return ok(null, '发布成功');
  });
  server.on('POST /cwxt/news/unpublish', (c) => {
    const row = find(bodyOf<{ id: string }>(c).id);
    if (row) Object.assign(row, { status: 'unpublished', status_dictText: '已下线' });
    return ok(null, '下线成功');
  });
  server.on('POST /cwxt/news/add', () => ok(null, '添加成功！'));
  server.on('PUT /cwxt/news/edit', () => ok(null, '编辑成功!'));
  server.on('GET /cwxt/news/feed', (c) => {
    const p = paramsOf(c);
    const pageNo = Number(p.pageNo ?? 1);
    const pageSize = Number(p.pageSize ?? 10);
    const published = data
      .filter((r) => r.status === 'published' && (!p.category || r.category === p.category))
      .sort((a, b) => Number(b.isTop === 'Y') - Number(a.isTop === 'Y'));
    const records = published.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(toFeedItem);
    return ok({ records, total: published.length, size: pageSize, current: pageNo }, '', 0);
  });
  server.on('GET /cwxt/news/detail', (c) => {
    const row = find(paramsOf(c).id);
    if (!row || row.status !== 'published') return fail('资讯不存在或未发布');
    row.viewCount = (row.viewCount ?? 0) + 1;
    return ok({ ...toFeedItem(row), content: row.content ?? '', publishBy: 'admin' }, '', 0);
  });
  return data;
}

/** `count` published items for paging tests (newest first, none top). */
export function manyPublished(count: number): NewsRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    ...PUBLISHED_NEWS,
    id: `p${i + 1}`,
    title: `资讯第${i + 1}条`,
    isTop: 'N',
    category: i % 2 === 0 ? 'policy' : 'market',
    category_dictText: i % 2 === 0 ? '政策法规' : '市场动态',
    content: `<p>第${i + 1}条正文</p>`,
  }));
}

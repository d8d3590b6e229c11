import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import NewsFeed from '../../../../../src/mobile/pages/cwxt/zxdt/news-feed';
import { BIZ_PATHS } from '../../../../../src/shared/domain/routes/business-paths';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import {
  DRAFT_NEWS,
  PUBLISHED_NEWS,
  fakeNews,
  manyPublished,
  seedNewsDicts,
} from '../../../desktop/cwxt/zxdt/news-fixtures';
import { renderPhone } from '../../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderFeed(limit?: number) {
  return renderPhone(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <Routes>
        <Route path="/dashboard/analysis" element={<NewsFeed limit={limit} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('资讯动态 on the phone home (NewsFeed)', { timeout: 30_000 }, () => {
  beforeEach(() => seedNewsDicts());

  it('shows the latest published items, top first, with no drafts, asking for `limit` items', async () => {
    fakeNews(backend.server, [DRAFT_NEWS, ...manyPublished(2), PUBLISHED_NEWS]);
    renderFeed(3);
    expect(screen.getByRole('heading', { name: '资讯动态' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /现货市场连续结算试运行/ });
    expect(within(first).getByText('置顶')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toContainElement(first);
    expect(screen.queryByText(DRAFT_NEWS.title)).toBeNull();
    expect(requestsTo(backend.server, 'GET', '/cwxt/news/feed')[0]!.params).toMatchObject({
      pageNo: 1,
      pageSize: 3,
    });
  });

  it('opens the article full screen, sanitised, and closes it', async () => {
    fakeNews(backend.server);
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: /现货市场连续结算试运行/ }));
    const dialog = await screen.findByRole('dialog', { name: '资讯详情' });
    const content = await within(dialog).findByRole('document', { name: '资讯正文' });
    expect(content).toHaveTextContent('市场正文');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(requestsTo(backend.server, 'GET', '/cwxt/news/detail')[0]!.params.id).toBe(PUBLISHED_NEWS.id);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '资讯详情' })).toBeNull());
  });

  it('更多 goes to the news page; an empty feed says so', async () => {
    fakeNews(backend.server, [DRAFT_NEWS]);
    renderFeed();
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(BIZ_PATHS.newsIndex);
  });

  it('shows the server message when the feed is refused', async () => {
    backend.server.on('GET /cwxt/news/feed', () => ({
      body: { success: false, code: 500, message: '请先选择租户', result: null, timestamp: 1 },
    }));
    renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('请先选择租户');
  });

  it('keeps the home light: no UI kit or editor among the static imports of the feed', () => {
    const root = resolve(__dirname, '../../../../../src');
    for (const file of [
      'mobile/pages/cwxt/zxdt/news-feed.tsx',
      'mobile/pages/cwxt/zxdt/news-list-items.tsx',
      'shared/api/cwxt/news-api.ts',
    ]) {
      const source = readFileSync(resolve(root, file), 'utf8');
      const imports = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);
      expect(imports.length, file).toBeGreaterThan(0);
      for (const spec of imports) expect(spec, file).not.toMatch(/^antd|editors|tinymce|news-article-screen/);
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import NewsIndexPage from '../../../../../src/desktop/pages/cwxt/zxdt/news-index-page';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_NEWS, PUBLISHED_NEWS, fakeNews, manyPublished, seedNewsDicts } from './news-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

describe('资讯动态 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedNewsDicts());

  it('lists the published news with the top mark, never a draft, and opens the article', async () => {
    fakeNews(backend.server);
    renderAdminPage(<NewsIndexPage route={null} />);
    const link = await screen.findByText(PUBLISHED_NEWS.title);
    expect(screen.queryByText(DRAFT_NEWS.title)).toBeNull();
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('置顶')).toBeInTheDocument();
    expect(within(item).getByText('市场动态', { selector: '.ant-tag' })).toBeInTheDocument();
    await userEvent.click(link);
    const dialog = await findDialog('资讯详情');
    const content = await within(dialog).findByRole('document', { name: '资讯正文' });
    expect(content).toHaveTextContent('市场正文');
    expect(content.querySelector('script')).toBeNull();
    expect(requestsTo(backend.server, 'GET', '/cwxt/news/detail')[0]!.params.id).toBe(PUBLISHED_NEWS.id);
  });

  it('filters by category tab and pages through the feed', async () => {
    fakeNews(backend.server, manyPublished(23));
    renderAdminPage(<NewsIndexPage route={null} />);
    await screen.findByText('资讯第1条');
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await screen.findByText('资讯第21条');
    expect(screen.queryByText('资讯第1条')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '市场动态' }));
    await waitFor(() => expect(screen.queryByText('资讯第1条')).toBeNull());
    await screen.findByText('资讯第2条');
    const last = requestsTo(backend.server, 'GET', '/cwxt/news/feed').at(-1)!;
    expect(last.params).toMatchObject({ category: 'market', pageNo: 1 });
  });
});

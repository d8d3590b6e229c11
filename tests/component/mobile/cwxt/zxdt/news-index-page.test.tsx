import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileNewsIndexPage from '../../../../../src/mobile/pages/cwxt/zxdt/news-index-page';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import {
  DRAFT_NEWS,
  PUBLISHED_NEWS,
  fakeNews,
  seedNewsDicts,
} from '../../../desktop/cwxt/zxdt/news-fixtures';
import { renderPhone } from '../../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

// A card is named by its content, the title first.
const cardName = new RegExp(`^${PUBLISHED_NEWS.title}`);

describe('资讯动态 page (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => seedNewsDicts());

  it('shows published cards, filters by category tab, opens the article full screen', async () => {
    fakeNews(backend.server);
    renderPhone(<MobileNewsIndexPage route={null} />);
    const card = await screen.findByRole('button', { name: cardName });
    expect(within(card).getByText('试运行开始')).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_NEWS.title)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '政策法规' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: cardName })).toBeNull());
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/cwxt/news/feed').at(-1)!.params).toMatchObject({
      category: 'policy',
    });

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(await screen.findByRole('button', { name: cardName }));
    const dialog = await screen.findByRole('dialog', { name: '资讯详情' });
    expect(await within(dialog).findByRole('document', { name: '资讯正文' })).toHaveTextContent('市场正文');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderPhone } from '../../support/render-phone';
import {
  DRAFT_NEWS,
  PUBLISHED_NEWS,
  fakeNews,
  seedNewsDicts,
} from '../../../desktop/cwxt/zxdt/news-fixtures';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { default: MobileNewsManagePage } =
  await import('../../../../../src/mobile/pages/cwxt/zxdt/news-manage-page');

const backend = setupFakeBackend();

// The advanced query button reads the route (its saved queries are per page).
const renderPage = () =>
  renderPhone(
    <MemoryRouter initialEntries={['/zxdt/manage']}>
      <MobileNewsManagePage route={null} />
    </MemoryRouter>,
  );
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

function card(title: string): HTMLElement {
  const item = screen
    .getAllByText(title)
    .map((el) => el.closest('[role="listitem"]'))
    .find(Boolean);
  if (!item) throw new Error(`no card ${title}`);
  return item as HTMLElement;
}

async function confirm() {
  const dialog = await screen.findByRole('dialog', { name: /提示/ }).catch(() => null);
  await userEvent.click(await within(dialog ?? document.body).findByRole('button', { name: '确定' }));
}

describe('资讯管理 (phone)', { timeout: 60_000 }, () => {
  beforeEach(() => seedNewsDicts());

  it('shows 发布 on a draft card and 下线 on a published one, none without the code', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    const { unmount } = renderPage();
    await screen.findByText(DRAFT_NEWS.title);
    expect(within(card(DRAFT_NEWS.title)).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(card(PUBLISHED_NEWS.title)).getByRole('button', { name: '下线' })).toBeInTheDocument();
    unmount();

    grant(PERM.news.list);
    renderPage();
    await screen.findByText(DRAFT_NEWS.title);
    expect(within(card(DRAFT_NEWS.title)).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(card(PUBLISHED_NEWS.title)).queryByRole('button', { name: '下线' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('下线 from the card: confirmation, unpublish with the id, the card turns to 发布', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderPage();
    await screen.findByText(PUBLISHED_NEWS.title);
    await userEvent.click(within(card(PUBLISHED_NEWS.title)).getByRole('button', { name: '下线' }));
    expect(await screen.findByText('确定下线吗?')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/news/unpublish')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/news/unpublish')[0]!.body).toEqual({
      id: PUBLISHED_NEWS.id,
    });
    await waitFor(() =>
      expect(within(card(PUBLISHED_NEWS.title)).getByRole('button', { name: '发布' })).toBeInTheDocument(),
    );
  });

  it('编辑 (swipe) loads the article and saves the changed title with PUT', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderPage();
    await screen.findByText(DRAFT_NEWS.title);
    await userEvent.click(within(card(DRAFT_NEWS.title)).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(requestsTo(backend.server, 'GET', '/cwxt/news/queryById')).toHaveLength(1));
    const title = await screen.findByDisplayValue(DRAFT_NEWS.title);
    await userEvent.clear(title);
    await userEvent.type(title, '电费结算新规解读（修订）');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/cwxt/news/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/cwxt/news/edit')[0]!.body).toMatchObject({
      id: DRAFT_NEWS.id,
      title: '电费结算新规解读（修订）',
      category: 'policy',
      content: '<p>草稿正文</p>',
    });
  });
});

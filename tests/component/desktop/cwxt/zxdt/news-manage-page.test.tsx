import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_NEWS, PUBLISHED_NEWS, fakeNews, seedNewsDicts } from './news-fixtures';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { default: NewsManagePage } =
  await import('../../../../../src/desktop/pages/cwxt/zxdt/news-manage-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(title: string): HTMLElement {
  return screen.getByText(title, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

async function confirmPopover() {
  const ok = await waitFor(() => lastOf(screen.getAllByRole('button', { name: '确定' })));
  await userEvent.click(ok);
}

const editorReady = () =>
  waitFor(() => expect(screen.getByRole('group', { name: '内容' })).toHaveAttribute('aria-busy', 'false'));

describe('资讯管理 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedNewsDicts();
    loader.fake?.editors.splice(0);
  });

  it('shows status and 置顶, 发布 on a draft, 下线 on a published item, none without the code', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(DRAFT_NEWS.title);
    const draft = row(DRAFT_NEWS.title);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: '下线' })).toBeNull();
    const published = row(PUBLISHED_NEWS.title);
    expect(within(published).getByText('置顶')).toBeInTheDocument();
    expect(within(published).getByRole('button', { name: '下线' })).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: '发布' })).toBeNull();
    // The advanced query sits in the toolbar.
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /高级查询/ }),
    ).toBeInTheDocument();
  });

  it('hides 发布 / 下线 / 编辑 from a user who only lists', async () => {
    grant(PERM.news.list);
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(DRAFT_NEWS.title);
    for (const name of ['编辑', '发布', '下线']) {
      expect(within(row(DRAFT_NEWS.title)).queryByRole('button', { name })).toBeNull();
      expect(within(row(PUBLISHED_NEWS.title)).queryByRole('button', { name })).toBeNull();
    }
  });

  it('发布 asks, posts the id, shows the answer and the row turns into 下线', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(DRAFT_NEWS.title);
    await userEvent.click(within(row(DRAFT_NEWS.title)).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('确定发布吗?')).toBeInTheDocument();
    await confirmPopover();
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/news/publish')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/news/publish')[0]!.body).toEqual({ id: DRAFT_NEWS.id });
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row(DRAFT_NEWS.title)).getByRole('button', { name: '下线' })).toBeInTheDocument(),
    );
  });

  it('新增 requires title and category, then posts the form with the rich text and 置顶 off', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(DRAFT_NEWS.title);
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await editorReady();
    expect(within(dialog).getByRole('list', { name: '封面图片' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标题!')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择类别!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/news/add')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('标题'), '年度清算通知');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '类别' }));
    await userEvent.click(lastOf(await screen.findAllByTitle('通知公告')));
    await userEvent.type(within(dialog).getByLabelText('摘要'), '请按期完成');
    loader.fake!.editors.at(-1)!.type('<p>年底前完成</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/news/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/news/add')[0]!.body).toMatchObject({
      title: '年度清算通知',
      category: 'notice',
      summary: '请按期完成',
      content: '<p>年底前完成</p>',
      isTop: 'N',
    });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it('编辑 loads the article by id and saves with PUT', async () => {
    grant(...Object.values(PERM.news));
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(DRAFT_NEWS.title);
    await userEvent.click(within(row(DRAFT_NEWS.title)).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue(DRAFT_NEWS.title));
    expect(requestsTo(backend.server, 'GET', '/cwxt/news/queryById')[0]!.params.id).toBe(DRAFT_NEWS.id);
    await editorReady();
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/cwxt/news/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/cwxt/news/edit')[0]!.body).toMatchObject({
      id: DRAFT_NEWS.id,
      title: DRAFT_NEWS.title,
      isTop: 'Y',
      content: '<p>草稿正文</p>',
    });
  });

  it('预览 of a published item shows the article without its script shapes', async () => {
    grant(PERM.news.list);
    fakeNews(backend.server);
    renderAdminPage(<NewsManagePage route={null} />);
    await screen.findByText(PUBLISHED_NEWS.title);
    await userEvent.click(within(row(PUBLISHED_NEWS.title)).getByRole('button', { name: /更多/ }));
    await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: '预览' })));
    const dialog = await findDialog('资讯详情');
    const content = await within(dialog).findByRole('document', { name: '资讯正文' });
    expect(content).toHaveTextContent('市场正文');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

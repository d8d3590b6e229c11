import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { mockTinymceSideModules } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { lastOf, renderAdminPage } from '../../system/render-admin-page';
import { DRAFT, PUBLISHED, RECEIVED, fakeNotices, seedOfficeDicts } from './office-fixtures';

vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  return { default: create() };
});
mockTinymceSideModules();

const { default: NoticeListPage } =
  await import('../../../../../src/desktop/pages/cwxt/gzxt/notice-list-page');
const { default: NoticeFeedbackPage } =
  await import('../../../../../src/desktop/pages/cwxt/gzxt/notice-feedback-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const row = (title: string) => screen.getByText(title, { selector: 'td, td *' }).closest('tr') as HTMLElement;

describe('通知公文 and 通知反馈 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedOfficeDicts());

  it('drafts offer 编辑 / 发布, published notices 回执 with the read/reply matrix and 催办', async () => {
    grant(...Object.values(PERM.notice));
    fakeNotices(backend.server);
    renderAdminPage(<NoticeListPage route={null} />);
    await screen.findByText(DRAFT.title);
    expect(within(row(DRAFT.title)).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(row(DRAFT.title)).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row(DRAFT.title)).queryByRole('button', { name: '回执' })).toBeNull();
    const published = row(PUBLISHED.title);
    expect(within(published).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(published).getAllByText('1/2')).toHaveLength(2);

    await userEvent.click(within(published).getByRole('button', { name: '回执' }));
    const matrix = await screen.findByRole('table', { name: '回执明细' });
    expect(within(matrix).getByText('张三：2026-11-20 11:00:00')).toBeInTheDocument();
    expect(within(matrix).getByText('逾期回复')).toBeInTheDocument();
    expect(within(matrix).getByRole('link', { name: 'a.pdf' })).toBeInTheDocument();
    expect(within(matrix).getByText('未回复')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '催办' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/notice/remind')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/notice/remind')[0]!.body).toEqual({ id: PUBLISHED.id });
    expect(await screen.findByText('催办成功')).toBeInTheDocument();
  });

  it('without 催办 and 发布 rights only 回执 remains', async () => {
    grant(PERM.notice.list);
    fakeNotices(backend.server);
    renderAdminPage(<NoticeListPage route={null} />);
    await screen.findByText(DRAFT.title);
    expect(within(row(DRAFT.title)).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(row(DRAFT.title)).queryByRole('button', { name: '编辑' })).toBeNull();
    await userEvent.click(within(row(PUBLISHED.title)).getByRole('button', { name: '回执' }));
    await screen.findByRole('table', { name: '回执明细' });
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
  });

  it('a plant user sees unread and overdue, opens the notice (read receipt) and replies', async () => {
    grant(PERM.notice.reply);
    fakeNotices(backend.server);
    renderAdminPage(<NoticeFeedbackPage route={null} />);
    await screen.findByText(RECEIVED.title);
    const line = row(RECEIVED.title);
    expect(within(line).getByText('未读')).toBeInTheDocument();
    expect(within(line).getByText('已逾期')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();

    await userEvent.click(within(line).getByRole('button', { name: '查看' }));
    const body = await screen.findByRole('document', { name: '通知正文' });
    expect(body).toHaveTextContent('请按期完成清算');
    expect(body.querySelector('script')).toBeNull();
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/notice/read')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/notice/read')[0]!.body).toEqual({
      id: 'n1',
      plantId: 'p1',
    });

    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    expect(await screen.findByText('请输入回复内容!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/notice/reply')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: '回复内容' }), '已安排清算');
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/notice/reply')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/notice/reply')[0]!.body).toMatchObject({
      noticeId: 'n1',
      plantId: 'p1',
      content: '已安排清算',
    });
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/cwxt/notice/receivedDetail')).toHaveLength(2),
    );
    expect(await screen.findByText('已安排清算')).toBeInTheDocument();
    expect(lastOf(screen.getAllByText('逾期回复'))).toBeInTheDocument();
  });
});

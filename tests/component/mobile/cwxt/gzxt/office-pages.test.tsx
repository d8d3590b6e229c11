import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderPhone } from '../../support/render-phone';
import {
  FEEDBACK_ROW,
  RECEIVED,
  fakeFeedback,
  fakeNotices,
  seedOfficeDicts,
} from '../../../desktop/cwxt/gzxt/office-fixtures';

const { default: MobileNoticeFeedbackPage } =
  await import('../../../../../src/mobile/pages/cwxt/gzxt/notice-feedback-page');
const { default: MobileFeedbackListPage } =
  await import('../../../../../src/mobile/pages/cwxt/info-manage/feedback-list-page');

const backend = setupFakeBackend();
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

function card(title: string): HTMLElement {
  const item = screen
    .getAllByText(title)
    .map((el) => el.closest('[role="listitem"]'))
    .find(Boolean);
  if (!item) throw new Error(`no card ${title}`);
  return item as HTMLElement;
}

describe('通知反馈 and 信息反馈 (phone)', { timeout: 60_000 }, () => {
  beforeEach(() => seedOfficeDicts());

  it('a plant user taps an unread notice, reads it full screen and replies', async () => {
    grant(PERM.notice.reply);
    fakeNotices(backend.server);
    renderPhone(
      <MemoryRouter initialEntries={['/gzxt/feedback']}>
        <MobileNoticeFeedbackPage route={null} />
      </MemoryRouter>,
    );
    await screen.findByText(RECEIVED.title);
    const item = card(RECEIVED.title);
    expect(within(item).getByText('未读')).toBeInTheDocument();
    expect(within(item).getByText('已逾期')).toBeInTheDocument();
    await userEvent.click(within(item).getByText(RECEIVED.title));
    const body = await screen.findByRole('document', { name: '通知正文' });
    expect(body).toHaveTextContent('请按期完成清算');
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/notice/read')).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: '回复内容' }), '手机上回复');
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/notice/reply')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/notice/reply')[0]!.body).toMatchObject({
      noticeId: 'n1',
      content: '手机上回复',
    });
    expect(await screen.findByText('手机上回复')).toBeInTheDocument();
  });

  it('a feedback card opens its thread full screen with the reply box', async () => {
    grant(PERM.feedback.list, PERM.feedback.add, PERM.feedback.reply);
    fakeFeedback(backend.server);
    renderPhone(
      <MemoryRouter initialEntries={['/gzxt/info']}>
        <MobileFeedbackListPage route={null} />
      </MemoryRouter>,
    );
    await screen.findByText(FEEDBACK_ROW.title);
    await userEvent.click(within(card(FEEDBACK_ROW.title)).getByText(FEEDBACK_ROW.title));
    expect(await screen.findByText('本月电量少了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '办结' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '回复内容' }), '补充照片');
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/reply')).toHaveLength(1));
    expect(await screen.findByText('补充照片')).toBeInTheDocument();
  });
});

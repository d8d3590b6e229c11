import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../../system/render-admin-page';
import { FEEDBACK_ROW, fakeFeedback, seedOfficeDicts } from '../gzxt/office-fixtures';

const { default: FeedbackListPage } =
  await import('../../../../../src/desktop/pages/cwxt/info-manage/feedback-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const row = (title: string) => screen.getByText(title, { selector: 'td, td *' }).closest('tr') as HTMLElement;

describe('信息反馈 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedOfficeDicts());

  it('grid staff answer in the thread and close the item', async () => {
    grant(PERM.feedback.list, PERM.feedback.reply, PERM.feedback.handle);
    fakeFeedback(backend.server);
    renderAdminPage(<FeedbackListPage route={null} />);
    await screen.findByText(FEEDBACK_ROW.title);
    expect(within(row(FEEDBACK_ROW.title)).getByText('待处理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();

    await userEvent.click(within(row(FEEDBACK_ROW.title)).getByRole('button', { name: '处理记录' }));
    await screen.findByText('本月电量少了');
    expect(screen.getByText('暂无回复')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '回复内容' }), '已核实，将补结');
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/reply')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/reply')[0]!.body).toMatchObject({
      feedbackId: 'f1',
      content: '已核实，将补结',
    });
    expect(await screen.findByText('已核实，将补结')).toBeInTheDocument();
    expect(screen.getByText('电网')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '办结' }));
    await userEvent.click(lastOf(await screen.findAllByRole('button', { name: '确定' })));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/handle')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/handle')[0]!.body).toEqual({
      id: 'f1',
      status: 'done',
    });
    expect(await screen.findByRole('button', { name: '重新打开' })).toBeInTheDocument();
    // A done item takes no more replies.
    expect(screen.queryByRole('textbox', { name: '回复内容' })).toBeNull();
  });

  it('a plant user may reply but not handle', async () => {
    grant(PERM.feedback.list, PERM.feedback.add, PERM.feedback.reply);
    fakeFeedback(backend.server);
    renderAdminPage(<FeedbackListPage route={null} />);
    await screen.findByText(FEEDBACK_ROW.title);
    await userEvent.click(within(row(FEEDBACK_ROW.title)).getByRole('button', { name: '处理记录' }));
    await screen.findByText('本月电量少了');
    expect(screen.queryByRole('button', { name: '办结' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '回复内容' })).toBeInTheDocument();
  });

  it('a plant user of one plant reports without choosing it', async () => {
    grant(PERM.feedback.list, PERM.feedback.add, PERM.feedback.reply);
    fakeFeedback(backend.server);
    renderAdminPage(<FeedbackListPage route={null} />);
    await screen.findByText(FEEDBACK_ROW.title);
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    expect(within(dialog).queryByRole('combobox', { name: '电厂' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标题!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/add')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('标题'), '表计故障');
    await userEvent.type(within(dialog).getByLabelText('反馈内容'), '2号关口表无读数');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/feedback/add')).toHaveLength(1));
    const body = requestsTo(backend.server, 'POST', '/cwxt/feedback/add')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'problem', title: '表计故障', content: '2号关口表无读数' });
    expect(body.plantId ?? null).toBeNull();
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import QuartzJobListPage from '../../../../src/desktop/pages/monitor/quartz/quartz-job-list-page';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';
import { fakeQuartzBackend } from './quartz-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

async function confirmPopover() {
  const buttons = await screen.findAllByRole('button', { name: '确定' });
  await userEvent.click(lastOf(buttons));
}

async function fromMore(rowText: string, item: string) {
  await userEvent.click(within(row(rowText)).getByRole('button', { name: /更多/ }));
  await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: item })));
}

async function renderPage() {
  renderAdminPage(<QuartzJobListPage route={null} />);
  await screen.findByText('cleanExpiredSessions');
}

describe('定时任务 (desktop)', { timeout: 60_000 }, () => {
  it('lists handler titles, status tags, the next run and the last run', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    const running = row('cleanExpiredSessions');
    expect(await within(running).findByText('清理过期会话')).toBeInTheDocument();
    expect(within(running).getByText('正常')).toBeInTheDocument();
    expect(within(running).getByText('2026-11-21 18:50:00')).toBeInTheDocument();
    expect(within(running).getByText('成功')).toBeInTheDocument();
    expect(within(running).getByText('850 ms')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: '停止' })).toBeInTheDocument();

    const stopped = row('sampleJob');
    expect(within(stopped).getByText('停止', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(stopped).getByText('未执行')).toBeInTheDocument();
    expect(within(stopped).getByText('—')).toBeInTheDocument();
    expect(within(stopped).getByRole('button', { name: '启动' })).toBeInTheDocument();
  });

  it('停止 and 启动 ask first, call pause/resume with the id and reload the row', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await userEvent.click(within(row('cleanExpiredSessions')).getByRole('button', { name: '停止' }));
    expect(await screen.findByText('确定停止吗?')).toBeInTheDocument();
    await confirmPopover();
    expect(await screen.findByText('停止定时任务成功')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/pause')[0]!.params).toMatchObject({ id: 'j1' });
    await waitFor(() =>
      expect(within(row('cleanExpiredSessions')).getByRole('button', { name: '启动' })).toBeInTheDocument(),
    );

    await userEvent.click(within(row('sampleJob')).getByRole('button', { name: '启动' }));
    await confirmPopover();
    expect(await screen.findByText('启动定时任务成功')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/resume')[0]!.params).toMatchObject({ id: 'j2' });
    await waitFor(() =>
      expect(within(row('sampleJob')).getByText('2026-11-21 19:00:00')).toBeInTheDocument(),
    );
  });

  it('立即执行 confirms and says 执行成功!; 日志 shows runs with trigger, duration, status and error; 清空日志 empties it', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await fromMore('cleanExpiredSessions', '立即执行');
    expect(await screen.findByText('确定立即执行吗?')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/execute')).toHaveLength(0);
    await confirmPopover();
    expect(await screen.findByText('执行成功!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/execute')[0]!.params).toMatchObject({
      id: 'j1',
    });

    await fromMore('cleanExpiredSessions', '日志');
    const drawer = (await screen.findByText('执行日志：cleanExpiredSessions')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const manual = (await within(drawer).findByText('手动执行')).closest('tr') as HTMLElement;
    expect(within(manual).getByText('12 ms')).toBeInTheDocument();
    expect(within(manual).getByText('手动运行完成')).toBeInTheDocument();
    const failed = within(drawer).getByText('数据库连接中断').closest('tr') as HTMLElement;
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('2.3 s')).toBeInTheDocument();
    expect(within(failed).getByText('定时触发')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: '清空日志' }));
    expect(await screen.findByText('确定清空该任务的全部执行日志吗?')).toBeInTheDocument();
    await confirmPopover();
    expect(await screen.findByText('清空成功!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'DELETE', '/sys/quartzJob/cleanLog')[0]!.params).toMatchObject({
      jobId: 'j1',
    });
    await waitFor(() => expect(within(drawer).queryByText('数据库连接中断')).not.toBeInTheDocument());
  });

  it('新增: a handler with its hint, a bad expression is refused, the builder writes one and the dialog previews 10 runs', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await fromMore('sampleJob', '删除');
    await confirmPopover();
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('sampleJob', { selector: 'td, td *' })).not.toBeInTheDocument(),
    );

    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    // Before anything is typed the dialog shows no error: the preview waits for an expression.
    const blankPreview = await within(dialog).findByRole('region', { name: '近十次执行时间（不含年）' });
    expect(await within(blankPreview).findByText('输入 Cron 表达式后显示')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-typography-danger, .ant-form-item-explain-error')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择任务处理器!')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入Cron表达式!')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: '任务处理器' }));
    await userEvent.click(lastOf(await screen.findAllByText('示例任务（sampleJob）')));
    expect(await within(dialog).findByText('任意文本；填 fail 时本次执行失败')).toBeInTheDocument();

    const cron = await within(dialog).findByRole('textbox', { name: 'Cron表达式' });
    await userEvent.type(cron, '0 0 25 * * ? *');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findAllByText(/^Cron表达式不正确：/)).length).toBeGreaterThan(0);
    expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')).toHaveLength(0);

    await userEvent.clear(cron);
    await userEvent.click(within(dialog).getByRole('button', { name: /选择/ }));
    const builder = await findDialog('cron表达式');
    const seconds = within(builder).getByRole('tabpanel', { name: '秒' });
    fireEvent.click(within(seconds).getByRole('radio', { name: '每隔' }));
    fireEvent.change(within(seconds).getByRole('spinbutton', { name: '间隔秒数' }), {
      target: { value: '5' },
    });
    fireEvent.change(within(seconds).getByRole('spinbutton', { name: '开始秒' }), {
      target: { value: '0' },
    });
    await waitFor(() =>
      expect(within(builder).getByLabelText('表达式')).toHaveTextContent('0/5 * * * * ? *'),
    );
    await userEvent.click(within(builder).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cron).toHaveValue('0/5 * * * * ? *'));
    const preview = within(dialog).getByRole('region', { name: '近十次执行时间（不含年）' });
    await waitFor(() => expect(within(preview).getAllByRole('listitem')).toHaveLength(10), { timeout: 3000 });

    await userEvent.type(within(dialog).getByRole('textbox', { name: '参数' }), 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')[0]!.body).toEqual({
      jobClassName: 'sampleJob',
      cronExpression: '0/5 * * * * ? *',
      parameter: 'hello',
      description: '',
      status: 0,
    });
    expect(await screen.findByText('创建定时任务成功')).toBeInTheDocument();
  });

  it('编辑 opens with the job values and saves with PUT and the id', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await userEvent.click(within(row('cleanExpiredSessions')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    expect(await within(dialog).findByRole('textbox', { name: 'Cron表达式' })).toHaveValue(
      '0 0/10 * * * ? *',
    );
    expect(within(dialog).getByRole('textbox', { name: '描述' })).toHaveValue('每十分钟清理会话');
    await userEvent.click(within(dialog).getByRole('radio', { name: '停止' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/quartzJob/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/quartzJob/edit')[0]!.body).toEqual({
      id: 'j1',
      jobClassName: 'cleanExpiredSessions',
      cronExpression: '0 0/10 * * * ? *',
      parameter: '',
      description: '每十分钟清理会话',
      status: -1,
    });
    expect(await screen.findByText('更新定时任务成功!')).toBeInTheDocument();
  });

  it('a refused save shows the server message and keeps the dialog open', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '任务处理器' }));
    await userEvent.click(lastOf(await screen.findAllByText('清理过期会话（cleanExpiredSessions）')));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Cron表达式' }), '0 0 1 * * ? *');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该定时任务类名已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('shows only the buttons the user holds codes for', async () => {
    grant(PERM.quartzJob.list);
    fakeQuartzBackend(backend.server);
    await renderPage();
    const running = row('cleanExpiredSessions');
    expect(within(running).queryByRole('button', { name: '停止' })).not.toBeInTheDocument();
    expect(within(running).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(running).queryByRole('button', { name: /更多/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MobileQuartzJobListPage from '../../../../src/mobile/pages/monitor/quartz/quartz-job-list-page';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { fakeQuartzBackend } from '../../desktop/quartz-job/quartz-fixtures';
import { renderPhone } from '../support/render-phone';

const backend = setupFakeBackend();
// antd-mobile's popup layers set pointer-events on wrappers jsdom cannot lay out.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-record-id="${id}"]`)!;

async function renderPage() {
  renderPhone(<MobileQuartzJobListPage route={null} />);
  await screen.findByText('清理过期会话', {}, { timeout: 10_000 });
}

async function confirmDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '确定' }));
}

describe('定时任务 (phone)', { timeout: 120_000 }, () => {
  it('cards show the handler title, status and next run; 停止 and 立即执行 ask first', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    const running = cardOf('j1');
    expect(within(running).getByText('正常')).toBeInTheDocument();
    expect(within(running).getByText('2026-11-21 18:50:00')).toBeInTheDocument();
    expect(within(running).getByText('0 0/10 * * * ? *')).toBeInTheDocument();
    expect(within(cardOf('j2')).getByText('示例任务')).toBeInTheDocument();
    expect(within(cardOf('j2')).getByRole('button', { name: '启动' })).toBeInTheDocument();

    await userEvent.click(within(running).getByRole('button', { name: '立即执行' }));
    expect(await screen.findByText('确定立即执行吗?')).toBeInTheDocument();
    await confirmDialog();
    await waitFor(() => expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/execute')).toHaveLength(1));
    expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/execute')[0]!.params).toMatchObject({
      id: 'j1',
    });
    expect(await screen.findByText('执行成功!')).toBeInTheDocument();

    await userEvent.click(within(cardOf('j1')).getByRole('button', { name: '停止' }));
    await confirmDialog();
    await waitFor(() => expect(requestsTo(backend.server, 'GET', '/sys/quartzJob/pause')).toHaveLength(1));
    await waitFor(() =>
      expect(within(cardOf('j1')).getByRole('button', { name: '启动' })).toBeInTheDocument(),
    );
  });

  it('日志 lists the runs newest first with trigger, duration and error; 清空日志 empties it', async () => {
    grant(...Object.values(PERM.quartzJob));
    fakeQuartzBackend(backend.server);
    await renderPage();
    await userEvent.click(within(cardOf('j1')).getByRole('button', { name: '日志' }));
    const log = await screen.findByRole('dialog', { name: '执行日志' });
    expect(await within(log).findByText('数据库连接中断')).toBeInTheDocument();
    expect(within(log).getByText('定时触发 · 耗时 850 ms')).toBeInTheDocument();
    expect(within(log).getByText('删除 3 个会话')).toBeInTheDocument();
    expect(within(log).getByText('失败')).toBeInTheDocument();

    await userEvent.click(within(log).getByRole('button', { name: '清空日志' }));
    expect(await screen.findByText('确定清空该任务的全部执行日志吗?')).toBeInTheDocument();
    await confirmDialog();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', '/sys/quartzJob/cleanLog')).toHaveLength(1),
    );
    expect(await within(log).findByText('暂无执行记录')).toBeInTheDocument();
  });

  it('新增 full screen: required fields, a bad expression is refused, then the job is saved', async () => {
    grant(...Object.values(PERM.quartzJob));
    const state = fakeQuartzBackend(backend.server);
    state.jobs = state.jobs.filter((j) => j.jobClassName !== 'sampleJob');
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.click(within(form).getByRole('button', { name: /保存|确定|提交/ }));
    expect(await within(form).findByText('请选择任务处理器!')).toBeInTheDocument();
    expect(within(form).getByText('请输入Cron表达式!')).toBeInTheDocument();

    await userEvent.click(await within(form).findByText('示例任务'));
    expect(await within(form).findByText('任意文本；填 fail 时本次执行失败')).toBeInTheDocument();
    // The cron field loads on demand: wait for it to replace its disabled placeholder.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'cron表达式' })).toBeEnabled());
    const cron = within(form).getByRole('textbox', { name: 'cron表达式' });
    await userEvent.type(cron, '0 0 25 * * ? *');
    await userEvent.click(within(form).getByRole('button', { name: /保存|确定|提交/ }));
    expect((await within(form).findAllByText(/^Cron表达式不正确：/)).length).toBeGreaterThan(0);
    expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')).toHaveLength(0);

    await userEvent.clear(cron);
    await userEvent.type(cron, '0/5 * * * * ? *');
    const runs = await within(form).findByRole('region', { name: '近十次执行时间' }, { timeout: 3000 });
    expect(within(runs).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(form).getByRole('button', { name: /保存|确定|提交/ }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/quartzJob/add')[0]!.body).toEqual({
      jobClassName: 'sampleJob',
      cronExpression: '0/5 * * * * ? *',
      parameter: '',
      description: '',
      status: 0,
    });
  });

  it('shows no action buttons without their codes', async () => {
    grant(PERM.quartzJob.list);
    fakeQuartzBackend(backend.server);
    await renderPage();
    const card = cardOf('j1');
    for (const name of ['停止', '立即执行', '日志']) {
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});

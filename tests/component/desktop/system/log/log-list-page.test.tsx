import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LogListPage from '../../../../../src/desktop/pages/system/log/log-list-page';
import type { LogRecord } from '../../../../../src/shared/api/sys/log-api';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { paramsOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { renderAdminPage } from '../render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const LOGIN: LogRecord[] = [
  {
    id: 'l1',
    logContent: '用户名: zhangsan,登录成功！',
    username: 'zhangsan',
    ip: '10.0.0.2',
    createTime: '2024-05-01 08:00:00',
  },
];
const OPERATION: LogRecord[] = [
  {
    id: 'o1',
    logContent: '冻结用户',
    username: 'admin',
    ip: '10.0.0.1',
    method: 'PUT /sys/user/frozenBatch',
    requestUrl: '/sys/user/frozenBatch',
    requestType: 'PUT',
    requestParam: '{"ids":"u-zhang","status":"2"}',
    costTime: 12,
    operateType: 3,
    createTime: '2024-05-01 09:00:00',
  },
];

function fakeLogs() {
  backend.server.on('GET /sys/log/list', (config) => {
    const records = Number(paramsOf(config).logType) === 2 ? OPERATION : LOGIN;
    return {
      body: { success: true, code: 0, message: '', result: { records, total: records.length }, timestamp: 1 },
    };
  });
}

describe('日志管理 (desktop)', () => {
  it('shows the login log first, then the operation log in its tab, each searchable', async () => {
    fakeLogs();
    renderAdminPage(<LogListPage route={null} />);
    expect(await screen.findByText('用户名: zhangsan,登录成功！')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/log/list')[0]?.params).toMatchObject({ logType: 1 });

    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await screen.findByText('冻结用户')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: '操作日志' });
    for (const title of ['操作人', '操作内容', '请求方法', 'IP', '耗时(毫秒)', '时间']) {
      expect(
        within(panel).getByRole('columnheader', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    }
    expect(within(panel).getByText('PUT /sys/user/frozenBatch')).toBeInTheDocument();

    const search = within(panel).getByRole('search', { name: '查询条件' });
    await userEvent.type(within(search).getByLabelText('操作内容'), '冻结');
    await userEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/log/list').at(-1)?.params).toMatchObject({
        logType: 2,
        logContent: '*冻结*',
        pageNo: 1,
      }),
    );
  });
});

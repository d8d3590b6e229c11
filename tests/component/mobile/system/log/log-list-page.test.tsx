import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../../../../src/shared/api/sys/log-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { paramsOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { menuItem, permissionResult, renderMobile, signIn } from '../../support/render-mobile';

const backend = setupFakeBackend();
const MENU = [
  menuItem('/dashboard/analysis', '首页'),
  menuItem('/isystem/log', '日志管理', { component: 'system/LogList' }),
];

const LOGS: Record<number, LogRecord[]> = {
  1: [
    {
      id: 'l1',
      logContent: '用户名: zhangsan,登录成功！',
      username: 'zhangsan',
      ip: '10.0.0.2',
      createTime: '2024-05-01 08:00:00',
    },
  ],
  2: [
    {
      id: 'o1',
      logContent: '冻结用户',
      username: 'admin',
      ip: '10.0.0.1',
      operateType: 3,
      operateType_dictText: '更新',
      requestParam: '{"ids":"u-zhang","status":"2"}',
      createTime: '2024-05-01 09:00:00',
    },
  ],
};

describe('日志 (phone)', () => {
  const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
  beforeEach(() => {
    signIn();
    backend.server.on('GET /sys/permission/getUserPermissionByToken', () => ({
      body: {
        success: true,
        code: 200,
        message: '',
        result: { ...permissionResult(MENU), auth: [{ action: PERM.log.list, type: '1', describe: '' }] },
        timestamp: 1,
      },
    }));
    backend.server.on('GET /sys/log/list', (config) => {
      const records = LOGS[Number(paramsOf(config).logType)] ?? [];
      return {
        body: {
          success: true,
          code: 0,
          message: '',
          result: { records, total: records.length },
          timestamp: 1,
        },
      };
    });
  });

  it('shows login log cards, switches to the operation log, searches and opens a detail', async () => {
    renderMobile('/isystem/log');
    expect(
      await screen.findByText('用户名: zhangsan,登录成功！', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await screen.findByText('冻结用户')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/log/list').at(-1)?.params).toMatchObject({ logType: 2 });

    const search = within(screen.getByRole('search')).getByRole('searchbox');
    await userEvent.type(search, '冻结{Enter}');
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/log/list').at(-1)?.params).toMatchObject({
        logType: 2,
        logContent: '*冻结*',
      }),
    );

    await userEvent.click(await screen.findByText('冻结用户'));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    expect(within(detail).getByText('{"ids":"u-zhang","status":"2"}')).toBeInTheDocument();
    expect(within(detail).getByText('更新')).toBeInTheDocument();
  });
});

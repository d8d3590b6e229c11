import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MobileDiskMonitorPage from '../../../../src/mobile/pages/monitor/disk-monitor-page';
import MobileServerMonitorPage from '../../../../src/mobile/pages/monitor/server-monitor-page';
import MobileTraceMonitorPage from '../../../../src/mobile/pages/monitor/trace-monitor-page';
import type { ViewProps } from '../../../../src/shared/router/view-by-key';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import type { DiskEntry } from '../../../../src/shared/domain/monitor/types';
import { HISTORY, SERVER, TRACE } from '../../desktop/monitor/monitor-fixtures';
import { grant } from '../../shared/list-page/list-fixtures';
import { fakeApi, ok } from '../support/fake-api';
import { renderPhone } from '../support/render-phone';

vi.mock('../../../../src/shared/charts/load-echarts', () => import('../../shared/fake-echarts'));

const props: ViewProps = { route: null };
let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const DISKS: DiskEntry[] = [
  {
    key: 'data',
    label: '数据目录',
    path: '/srv/cwxt/data',
    total: 100 * 1024 ** 3,
    used: 40 * 1024 ** 3,
    free: 60 * 1024 ** 3,
    percent: 40,
    error: null,
  },
  {
    key: 'upload',
    label: '上传目录',
    path: '/srv/cwxt/data/upload',
    total: null,
    used: null,
    free: null,
    percent: null,
    error: '目录尚不存在（首次写入后创建）',
  },
];

describe('phone 服务器监控', () => {
  it('shows gauges, the facts as a list and the history charts', async () => {
    grant(PERM.monitor.server);
    api = fakeApi({
      'GET /sys/monitor/server': () => ok(SERVER),
      'GET /sys/monitor/history': () => ok(HISTORY),
    });
    renderPhone(<MobileServerMonitorPage {...props} />);
    expect(await screen.findByRole('img', { name: 'CPU 使用率：37.5%（4 核）' })).toBeInTheDocument();
    expect(screen.getByText('3 人')).toBeInTheDocument();
    expect(screen.getByText('0.52 / 0.40 / 0.31')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: '内存使用率（近 10 分钟）：最新 70%' }),
    ).toBeInTheDocument();
  });
});

describe('phone 磁盘监控', () => {
  it('shows a gauge per readable disk and the reason for one that is not', async () => {
    api = fakeApi({ 'GET /sys/monitor/disk': () => ok(DISKS) });
    renderPhone(<MobileDiskMonitorPage {...props} />);
    expect(await screen.findByRole('img', { name: '数据目录使用率：40%（剩余 60 GB）' })).toBeInTheDocument();
    expect(screen.getByText('目录尚不存在（首次写入后创建）')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /上传目录使用率/ })).not.toBeInTheDocument();
  });
});

describe('phone 请求追踪', () => {
  it('lists the requests and narrows them by method chip; 刷新 reloads', async () => {
    api = fakeApi({ 'GET /sys/monitor/httpTrace': () => ok(TRACE) });
    renderPhone(<MobileTraceMonitorPage {...props} />);
    const list = await screen.findByRole('region', { name: '请求列表' });
    await within(list).findByText('/jeecg-boot/sys/user/list');
    expect(screen.getByText('显示 3 / 3 条')).toBeInTheDocument();
    expect(within(list).getByText(/未登录/)).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: '请求方法' })).getByText('POST'));
    expect(screen.getByText('显示 1 / 3 条')).toBeInTheDocument();
    expect(within(list).queryByText('/jeecg-boot/sys/user/list')).not.toBeInTheDocument();
    expect(within(list).getByText('/jeecg-boot/sys/login')).toBeInTheDocument();

    const before = api.called('GET', '/sys/monitor/httpTrace').length;
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(api?.called('GET', '/sys/monitor/httpTrace').length).toBe(before + 1));
  });
});

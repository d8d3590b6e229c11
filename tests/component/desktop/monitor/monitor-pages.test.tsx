import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DatabaseMonitorPage from '../../../../src/desktop/pages/monitor/database-monitor-page';
import ProcessMonitorPage from '../../../../src/desktop/pages/monitor/process-monitor-page';
import ServerMonitorPage from '../../../../src/desktop/pages/monitor/server-monitor-page';
import TraceMonitorPage from '../../../../src/desktop/pages/monitor/trace-monitor-page';
import type { ViewProps } from '../../../../src/shared/router/view-by-key';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { MONITOR_REFRESH_MS } from '../../../../src/shared/hooks/monitor/use-monitor';
import { fail, mockNetwork, ok } from '../desktop-test-utils';
import { grant } from '../../shared/list-page/list-fixtures';
import { renderAdminPage } from '../system/render-admin-page';
import { DATABASE_PGLITE, HISTORY, PROCESS, SERVER, TRACE } from './monitor-fixtures';

vi.mock('../../../../src/shared/charts/load-echarts', () => import('../../shared/fake-echarts'));

const props: ViewProps = { route: null };
let net: ReturnType<typeof mockNetwork>;
let failServer = false;

beforeEach(() => {
  failServer = false;
  net = mockNetwork((req) => {
    if (req.url === '/sys/monitor/server')
      return failServer ? fail('没有权限，请联系管理员授权', 510) : ok(SERVER);
    if (req.url === '/sys/monitor/history') return ok(HISTORY);
    if (req.url === '/sys/monitor/httpTrace') return ok(TRACE);
    if (req.url === '/sys/monitor/database') return ok(DATABASE_PGLITE);
    if (req.url === '/sys/monitor/process') return ok(PROCESS);
    return undefined;
  });
});
afterEach(() => net.restore());

const calls = (url: string) => net.requests.filter((r) => r.url === url).length;

describe('desktop 服务器监控', () => {
  it('shows the machine, gauges, online users and the history charts; 刷新 reloads', async () => {
    grant(PERM.monitor.server);
    renderAdminPage(<ServerMonitorPage {...props} />);
    expect(await screen.findByText('plant-srv-01')).toBeInTheDocument();
    expect(screen.getByText('v22.11.0')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'CPU 使用率：37.5%（4 核）' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '内存使用率：75%（6 GB / 8 GB）' })).toBeInTheDocument();
    expect(screen.getByText('1天2小时3分')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'CPU 使用率（近 10 分钟）：最新 14%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '每分钟请求数（近 10 分钟）：最新 24/分' })).toBeInTheDocument();
    const before = calls('/sys/monitor/server');
    await userEvent.click(screen.getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(calls('/sys/monitor/server')).toBe(before + 1));
  });

  it('leaves the history out without the server code and shows a failure', async () => {
    grant();
    failServer = true;
    renderAdminPage(<ServerMonitorPage {...props} />);
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    expect(calls('/sys/monitor/history')).toBe(0);
  });

  it('refreshes every 10 s while the tab is shown and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    try {
      grant();
      renderAdminPage(<ServerMonitorPage {...props} />);
      await screen.findByText('plant-srv-01');
      const first = calls('/sys/monitor/server');
      await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS + 100));
      await waitFor(() => expect(calls('/sys/monitor/server')).toBe(first + 1));

      state = 'hidden';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const hidden = calls('/sys/monitor/server');
      await act(() => vi.advanceTimersByTimeAsync(3 * MONITOR_REFRESH_MS));
      expect(calls('/sys/monitor/server')).toBe(hidden);
    } finally {
      vi.useRealTimers();
      if (visibility) Object.defineProperty(document, 'visibilityState', visibility);
      else Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});

describe('desktop 请求追踪', () => {
  it('lists the requests newest first, sorts by duration and filters by path', async () => {
    renderAdminPage(<TraceMonitorPage {...props} />);
    const table = await screen.findByRole('table');
    await within(table).findByText('/jeecg-boot/sys/user/list');
    const paths = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(paths()).toEqual([
      '/jeecg-boot/sys/user/list',
      '/jeecg-boot/sys/login',
      '/jeecg-boot/sys/user/delete',
    ]);
    expect(screen.getByText('显示 3 / 3 条')).toBeInTheDocument();

    await userEvent.click(screen.getByText('按耗时'));
    expect(paths()).toEqual([
      '/jeecg-boot/sys/login',
      '/jeecg-boot/sys/user/delete',
      '/jeecg-boot/sys/user/list',
    ]);

    await userEvent.type(screen.getByRole('searchbox', { name: '路径' }), 'user{Enter}');
    expect(paths()).toEqual(['/jeecg-boot/sys/user/delete', '/jeecg-boot/sys/user/list']);
    expect(screen.getByText('显示 2 / 3 条')).toBeInTheDocument();
  });
});

describe('desktop 数据库监控', () => {
  it('names the engine, the largest tables and what PGlite does not offer', async () => {
    renderAdminPage(<DatabaseMonitorPage {...props} />);
    expect(await screen.findByText('PGlite（嵌入式）')).toBeInTheDocument();
    expect(screen.getByText(/不提供正在执行的语句/)).toBeInTheDocument();
    const tables = screen.getByRole('list', { name: '最大的表' });
    expect(
      within(tables)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['sys_log：2 MB · 约 5000 行', 'sys_user：512 KB']);
    expect(screen.queryByText('正在执行超过 1 秒的语句')).not.toBeInTheDocument();
  });
});

describe('desktop 进程监控', () => {
  it('shows the heap against its limit, event-loop delay and handles; no history without the server code', async () => {
    grant(PERM.monitor.process);
    renderAdminPage(<ProcessMonitorPage {...props} />);
    expect(
      await screen.findByRole('img', { name: '堆内存占上限：25%（64 MB / 256 MB）' }),
    ).toBeInTheDocument();
    expect(screen.getByText('21 ms')).toBeInTheDocument();
    const handles = screen.getByRole('list', { name: '活动句柄' });
    expect(
      within(handles)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Timeout：3', 'TCPServerWrap：2']);
    expect(screen.queryByRole('img', { name: /堆内存（近 10 分钟）/ })).not.toBeInTheDocument();
    expect(calls('/sys/monitor/history')).toBe(0);
  });
});

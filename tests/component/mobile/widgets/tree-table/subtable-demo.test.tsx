import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import SubtableDemo from '../../../../../src/mobile/pages/demo/sections/subtable-demo';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';

const renderPhone = (ui: ReactNode) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);
const backend = setupFakeBackend();

describe('phone 子表与树表 demo', () => {
  it('lists the root departments and loads a department’s children on first tap', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /sys/sysDepart/queryDepartTreeSync', (config) =>
      ok(
        config.params.pid === 'A01'
          ? { records: [{ id: 'A01A01', departName: '营销部', orgCode: 'A01A01', isLeaf: true }] }
          : [{ id: 'A01', departName: '国网某省电力公司', orgCode: 'A01', isLeaf: false }],
      ),
    );
    renderPhone(<SubtableDemo />);
    await screen.findByText('部门树（点击展开下级）');
    const list = within(document.querySelector<HTMLElement>('[aria-label="部门树"]')!);
    await user.click(list.getByText('国网某省电力公司'));
    expect(await screen.findByText('营销部')).toBeInTheDocument();
    const pids = backend.server.requests.map((r) => (r.params as { pid?: string }).pid);
    expect(pids).toEqual(['', 'A01']);
    expect(screen.getByRole('status', { name: '已展开的部门' })).toHaveTextContent('国网某省电力公司');
    // Closing hides the children without a new request.
    await user.click(list.getByText('国网某省电力公司'));
    expect(screen.queryByText('营销部')).not.toBeInTheDocument();
    expect(backend.server.requests).toHaveLength(2);
  });

  it('an unrecognised answer shows 返回数据类型不识别', async () => {
    backend.server.on('GET /sys/sysDepart/queryDepartTreeSync', ok({ rows: [] }));
    renderPhone(<SubtableDemo />);
    expect(await screen.findByText('返回数据类型不识别')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import type { GridSubTable } from '../../../../../src/shared/domain/grid/sub-table';
import { EditableGrid } from '../../../../../src/desktop/widgets/editable-grid/editable-grid';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';

const backend = setupFakeBackend();

const columns: GridColumn[] = [{ key: 'departName', title: '部门名称', type: 'input' }];
const rows = [
  { id: 'd1', departName: '营销部' },
  { id: 'd2', departName: '调度控制中心' },
];
const subTable: GridSubTable = {
  title: '部门用户',
  url: '/sys/user/queryUserByDepId',
  params: (row) => ({ id: String(row.id) }),
  columns: [
    { key: 'username', title: '账号', type: 'input' },
    { key: 'realname', title: '姓名', type: 'input' },
  ],
};

const userRequests = () => backend.server.requests.filter((r) => r.url?.includes('queryUserByDepId'));
const requestedIds = () => userRequests().map((r) => (r.params as { id?: string }).id);

function renderGrid() {
  renderDesktop(
    <EditableGrid label="部门" columns={columns} dataSource={rows} subTable={subTable} toolbar={false} />,
  );
}

describe('EditableGrid sub-table popover', () => {
  it('the expand control opens a popover with the row’s sub-rows, read-only; again closes it', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /sys/user/queryUserByDepId', (config) =>
      ok(
        config.params.id === 'd1'
          ? [
              { id: 'u1', username: 'admin', realname: '管理员' },
              { id: 'u2', username: 'zhangsan', realname: '张三' },
            ]
          : [],
      ),
    );
    renderGrid();
    expect(screen.getByRole('columnheader', { name: '子表' })).toBeInTheDocument();
    const expand = screen.getByRole('button', { name: '展开第1行子表' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const sub = await screen.findByRole('grid', { name: '部门用户' });
    expect(within(sub).getByText('admin')).toBeInTheDocument();
    expect(within(sub).getByText('张三')).toBeInTheDocument();
    expect(
      within(sub)
        .getAllByRole('gridcell')
        .every((c) => c.getAttribute('aria-readonly') === 'true'),
    ).toBe(true);
    expect(requestedIds()).toEqual(['d1']);
    await user.click(screen.getByRole('button', { name: '收起第1行子表' }));
    await waitFor(() => expect(screen.queryByRole('grid', { name: '部门用户' })).not.toBeInTheDocument());
    // Opening again fetches afresh.
    await user.click(screen.getByRole('button', { name: '展开第1行子表' }));
    await screen.findByRole('grid', { name: '部门用户' });
    expect(requestedIds()).toEqual(['d1', 'd1']);
  });

  it('another row moves the popover there and loads that row', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /sys/user/queryUserByDepId', (config) =>
      ok(config.params.id === 'd2' ? { records: [{ id: 'u3', username: 'lisi', realname: '李四' }] } : []),
    );
    renderGrid();
    await user.click(screen.getByRole('button', { name: '展开第1行子表' }));
    await screen.findByRole('grid', { name: '部门用户' });
    await user.click(screen.getByRole('button', { name: '展开第2行子表' }));
    expect(await screen.findByText('李四')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '展开第1行子表' })).toHaveAttribute('aria-expanded', 'false');
    expect(requestedIds().at(-1)).toBe('d2');
  });

  it('retries 3 times, then shows 打开子表失败; 重试 starts over', async () => {
    const user = userEvent.setup();
    let calls = 0;
    backend.server.on('GET /sys/user/queryUserByDepId', () => {
      calls++;
      return calls <= 4 ? fail('服务繁忙') : ok([{ id: 'u1', username: 'admin', realname: '管理员' }]);
    });
    renderGrid();
    await user.click(screen.getByRole('button', { name: '展开第1行子表' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('打开子表失败');
    expect(calls).toBe(4);
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    expect(calls).toBe(5);
  });

  it('an answer of unknown shape counts as a failed try', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /sys/user/queryUserByDepId', ok({ users: [] }));
    renderGrid();
    await user.click(screen.getByRole('button', { name: '展开第1行子表' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('打开子表失败');
    expect(userRequests()).toHaveLength(4);
  });

  it('a grid without subTable has no expand column', () => {
    renderDesktop(<EditableGrid columns={columns} dataSource={rows} toolbar={false} />);
    expect(screen.queryByRole('columnheader', { name: '子表' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /子表/ })).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreeTable, type TreeTableColumn } from '../../../../../src/desktop/widgets/tree-table/tree-table';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';

const backend = setupFakeBackend();

const columns: TreeTableColumn[] = [
  { key: 'name', title: '名称' },
  { key: 'code', title: '编码' },
];

const LEVELS: Record<string, unknown> = {
  '0': {
    records: [
      { id: 'a', name: '电厂', code: 'A', hasChild: '1' },
      { id: 'b', name: '风电场', code: 'B', hasChild: '0' },
    ],
  },
  a: [{ id: 'a1', name: '一号机组', code: 'A1', hasChild: '1' }],
  a1: { list: [{ id: 'a1x', name: '汽轮机', code: 'A1X' }] },
};

const pidsRequested = () =>
  backend.server.requests
    .filter((r) => r.url?.includes('/cwxt/tree/list'))
    .map((r) => (r.params as { pid?: string }).pid);

function table() {
  return screen.getByRole('table');
}

/** antd renders an inert spacer button in leaf rows; only real expand controls count. */
function expandButtons(name = '展开行') {
  return within(table())
    .getAllByRole('button', { name })
    .filter((b) => !b.className.includes('spaced'));
}

describe('TreeTable', () => {
  it('loads the root level, then each level on first expansion (array, Page and {list} answers)', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /cwxt/tree/list', (config) => ok(LEVELS[String(config.params.pid)] ?? []));
    const onExpandedChange = vi.fn();
    renderDesktop(
      <TreeTable
        url="/cwxt/tree/list"
        rootPid="0"
        params={{ status: '1' }}
        columns={columns}
        onExpandedChange={onExpandedChange}
      />,
    );
    expect(await screen.findByText('电厂')).toBeInTheDocument();
    expect(screen.getByText('风电场')).toBeInTheDocument();
    expect(pidsRequested()).toEqual(['0']);
    expect(backend.server.requests[0]?.params).toMatchObject({ status: '1', pid: '0' });
    // Only the flagged row has an expand control.
    expect(expandButtons()).toHaveLength(1);
    await user.click(expandButtons()[0]!);
    expect(await screen.findByText('一号机组')).toBeInTheDocument();
    expect(pidsRequested()).toEqual(['0', 'a']);
    await waitFor(() =>
      expect(onExpandedChange).toHaveBeenLastCalledWith(['a'], [expect.objectContaining({ name: '电厂' })]),
    );
    const buttons = expandButtons();
    await user.click(buttons[0]!);
    expect(await screen.findByText('汽轮机')).toBeInTheDocument();
    expect(pidsRequested()).toEqual(['0', 'a', 'a1']);
    // Collapse and expand again: no new request.
    await user.click(expandButtons('关闭行')[0]!);
    await waitFor(() => expect(screen.queryByText('一号机组')).not.toBeInTheDocument());
    await user.click(expandButtons()[0]!);
    expect(await screen.findByText('一号机组')).toBeInTheDocument();
    expect(pidsRequested()).toEqual(['0', 'a', 'a1']);
  });

  it('an unrecognised root answer shows 返回数据类型不识别', async () => {
    backend.server.on('GET /cwxt/tree/list', ok({ rows: [] }));
    renderDesktop(<TreeTable url="/cwxt/tree/list" columns={columns} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('返回数据类型不识别');
    expect(pidsRequested()).toEqual(['']);
  });

  it('an unrecognised children answer shows the message and leaves the row collapsed', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /cwxt/tree/list', (config) =>
      config.params.pid === 'a' ? ok('oops') : ok([{ id: 'a', name: '电厂', hasChildren: true }]),
    );
    renderDesktop(<TreeTable url="/cwxt/tree/list" columns={columns} />);
    await screen.findByText('电厂');
    await user.click(expandButtons()[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('返回数据类型不识别');
    expect(expandButtons()).toHaveLength(1);
  });

  it('a failed envelope shows the server message', async () => {
    backend.server.on('GET /cwxt/tree/list', fail('没有权限，请联系管理员授权'));
    renderDesktop(<TreeTable url="/cwxt/tree/list" columns={columns} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('没有权限，请联系管理员授权');
  });
});

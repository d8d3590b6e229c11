import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubtableDemo from '../../../../../src/desktop/pages/demo/sections/subtable-demo';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';

const backend = setupFakeBackend();

const ROOT = { id: 'A01', departName: '国网某省电力公司', orgCode: 'A01', isLeaf: false, children: null };
const CHILD = { id: 'A01A01', departName: '营销部', orgCode: 'A01A01', isLeaf: true, children: null };

describe('desktop 子表与树表 demo', () => {
  it('opens a department’s users in the popover and expands the department tree', async () => {
    const user = userEvent.setup();
    backend.server.on('GET /sys/sysDepart/listAll', ok([ROOT, CHILD]));
    backend.server.on('GET /sys/user/queryUserByDepId', (config) =>
      ok(config.params.id === 'A01A01' ? [{ id: 'u1', username: 'admin', realname: '管理员' }] : []),
    );
    backend.server.on('GET /sys/sysDepart/queryDepartTreeSync', (config) =>
      ok(config.params.pid === 'A01' ? [CHILD] : config.params.pid ? [] : [ROOT]),
    );
    renderDesktop(<SubtableDemo />);
    expect(screen.getByText('子表与树表')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '展开第2行子表' }));
    const users = await screen.findByRole('grid', { name: '部门用户' });
    expect(within(users).getByText('管理员')).toBeInTheDocument();

    const tree = screen.getByRole('table');
    expect(await within(tree).findByText('国网某省电力公司')).toBeInTheDocument();
    const expand = within(tree)
      .getAllByRole('button', { name: '展开行' })
      .filter((b) => !b.className.includes('spaced'));
    await user.click(expand[0]!);
    expect(await within(tree).findByText('营销部')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '已展开的部门' })).toHaveTextContent('国网某省电力公司');
  });
});

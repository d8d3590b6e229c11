import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork, ok, type RecordedRequest } from '../desktop-test-utils';
import { TREE } from '../../shared/picker-fixtures';
import { fillRow, footer, openBuilder, renderSuperQuery, seedSexDict } from './super-query-harness';

const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三' },
  { id: 'u2', username: 'zhangsi', realname: '张四' },
];

describe('desktop advanced query: department and user values', { timeout: 120_000 }, () => {
  let net: ReturnType<typeof mockNetwork>;
  beforeEach(() => {
    seedSexDict();
    net = mockNetwork((req: RecordedRequest) => {
      if (req.url === '/sys/sysDepart/queryTreeList') return ok(TREE);
      if (req.url === '/sys/user/list') {
        const name = String((req.params as Record<string, unknown>).realname ?? '').replace(/\*/g, '');
        const records = USERS.filter((u) => u.realname.includes(name));
        return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
      }
      return undefined;
    });
  });
  afterEach(() => net.restore());

  it('picks a department from the /sys/sysDepart/queryTreeList tree (its id is sent)', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    const r = await fillRow(1, '部门');
    fireEvent.mouseDown(
      r
        .getByRole('combobox', { name: '查询值' })
        .closest('.ant-select')!
        .querySelector('.ant-select-content')!,
    );
    const node = await screen.findByTitle('调度中心');
    fireEvent.click(node);
    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [{ field: 'departId', rule: 'eq', val: 'd2', type: 'sel_depart' }],
      'and',
    );
  });

  it('searches users by real name (realname=*x*, 10 per page) and sends the username', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    const r = await fillRow(1, '负责人', '在...中');
    const box = r.getByRole('combobox', { name: '查询值' });
    fireEvent.mouseDown(box.closest('.ant-select')!.querySelector('.ant-select-content')!);
    fireEvent.change(box, { target: { value: '四' } });
    await waitFor(
      () =>
        expect(
          net.requests.some(
            (q) => q.url === '/sys/user/list' && (q.params as Record<string, unknown>).realname === '*四*',
          ),
        ).toBe(true),
      { timeout: 5000 },
    );
    const users = net.requests.filter((q) => q.url === '/sys/user/list');
    expect(users[users.length - 1]!.params).toMatchObject({ realname: '*四*', pageNo: 1, pageSize: 10 });
    const option = await screen.findByTitle('张四（zhangsi）');
    expect(screen.queryByTitle('张三（zhangsan）')).not.toBeInTheDocument();
    fireEvent.click(option);
    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [{ field: 'owner', rule: 'in', val: 'zhangsi', type: 'sel_user' }],
      'and',
    );
    expect(
      within(r.getByRole('combobox', { name: '查询值' }).closest('.ant-select')!).getByText(
        '张四（zhangsi）',
      ),
    ).toBeInTheDocument();
  });
});

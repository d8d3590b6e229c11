import { createRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridCards } from '../../../../../src/mobile/widgets/grid-cards/grid-cards';
import { selUserField } from '../../../../../src/mobile/widgets/pickers/field-renderers';
import PickersDemo from '../../../../../src/mobile/pages/demo/sections/pickers-demo';
import { PositionPickerField } from '../../../../../src/mobile/widgets/pickers/position-picker';
import { RolePickerField } from '../../../../../src/mobile/widgets/pickers/role-picker';
import { UserPickerField } from '../../../../../src/mobile/widgets/pickers/user-picker';
import type { GridApi } from '../../../../../src/shared/domain/grid/api';
import { installPickerNetwork, seedSexDict } from '../../../shared/picker-fixtures';
import { pickerHarness } from '../../../shared/picker-harness';
import { renderPhone } from '../../support/render-phone';

let net: ReturnType<typeof installPickerNetwork>;
beforeEach(() => {
  seedSexDict();
  net = installPickerNetwork((params) => (params.username === 'bad' ? '请注意，查询条件不正确' : undefined));
});
afterEach(() => net.restore());

const Harness = pickerHarness(UserPickerField);

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: '负责人' }));
  const dialog = await screen.findByRole('dialog', { name: '选择用户' });
  await within(dialog).findByText(/user02/);
  return dialog;
}

const USERS_URL = '/sys/user/queryUserComponentData';

describe('phone user picker', { timeout: 60_000 }, () => {
  it('shows the labels of an existing value through getMultiUser', async () => {
    renderPhone(<Harness initial="user02,user01" />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '负责人' })).toHaveTextContent('用户02、用户01'),
    );
    expect(net.of('/sys/user/getMultiUser')[0]).toMatchObject({ username: 'user02,user01,' });
  });

  it('lists the users full screen with their details, loads more in steps of 10, searches by account', async () => {
    renderPhone(<Harness />);
    const dialog = await openPicker();
    const list = within(dialog).getByRole('group', { name: '选择用户' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(dialog).getByRole('checkbox', { name: /用户02/ })).toHaveAccessibleName(
      /user02 · 调度中心 · 值班员 · 女/,
    );
    expect(net.of(USERS_URL)[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await userEvent.click(within(dialog).getByRole('button', { name: '加载更多' }));
    await within(dialog).findByText(/user12/);
    expect(net.of(USERS_URL).at(-1)).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(within(dialog).getByText('没有更多了')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('searchbox'), 'user1{Enter}');
    await waitFor(() => expect(within(dialog).queryByText(/user02/)).not.toBeInTheDocument());
    expect(net.of(USERS_URL).at(-1)).toMatchObject({ username: 'user1', pageNo: 1 });
  });

  it('multi: check marks on several users, the confirm bar counts them, 确定 stores the usernames', async () => {
    const spy = vi.fn();
    renderPhone(<Harness initial="user01" spy={spy} />);
    const dialog = await openPicker();
    expect(within(dialog).getByRole('checkbox', { name: /用户01/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /用户03/ }));
    await userEvent.click(within(dialog).getByText('用户05'));
    expect(within(dialog).getByRole('status', { name: '已选 3 项' })).toHaveTextContent(
      '用户01、用户03、用户05',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /用户01/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^user03,user05$/),
    );
    const [, users] = spy.mock.calls[0] as [string, Array<{ id: string }>];
    expect(users.map((u) => u.id)).toEqual(['u03', 'u05']);
  });

  it('single: only the newly checked user is kept; 清空 then 确定 clears the value', async () => {
    renderPhone(<Harness mode="single" storeField="id" initial="u02" />);
    let dialog = await openPicker();
    expect(within(dialog).getByRole('radio', { name: /用户02/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /用户04/ }));
    expect(within(dialog).getByRole('radio', { name: /用户02/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^u04$/));

    dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^$/));
  });

  it('shows the server refusal and 关闭 changes nothing', async () => {
    renderPhone(<Harness initial="user01" />);
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /用户02/ }));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'bad{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请注意，查询条件不正确');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^user01$/);
  });
});

describe('phone role picker and sel_user row field', { timeout: 60_000 }, () => {
  it('role picker: the visible roles (queryall), searched locally, returns ids with roleCode', async () => {
    const spy = vi.fn();
    renderPhone(<RolePickerField aria-label="角色" value="" onChange={spy} />);
    await userEvent.click(screen.getByRole('button', { name: '角色' }));
    const dialog = await screen.findByRole('dialog', { name: '选择角色' });
    await within(dialog).findByText('管理员');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'role12{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('管理员')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /角色12/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('r12', [expect.objectContaining({ roleCode: 'role12' })]),
    );
  });

  it('the row editor picks users for a sel_user column and saves them into the row', async () => {
    const ref = createRef<GridApi>();
    renderPhone(
      <GridCards
        ref={ref}
        label="明细"
        columns={[
          { key: 'name', title: '名称', type: 'input' },
          { key: 'owner', title: '负责人', type: 'sel_user' },
        ]}
        dataSource={[{ id: 'r1', name: '甲', owner: 'user01' }]}
        fieldRenderers={{ sel_user: selUserField }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /第1行/ }));
    const editor = await screen.findByRole('dialog', { name: '编辑第1行' });
    const field = within(editor).getByRole('button', { name: '负责人' });
    await waitFor(() => expect(field).toHaveTextContent('用户01'));
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    await within(dialog).findByText(/user02/);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /用户02/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field).toHaveTextContent('用户01、用户02'));
    await userEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(ref.current?.getValuesSync()[0]).toMatchObject({ owner: 'user01,user02' }));
  });
});

describe('phone position picker and demo section', { timeout: 60_000 }, () => {
  it('position picker: searched by name (name=*x*), single choice stores the code', async () => {
    const spy = vi.fn();
    renderPhone(<PositionPickerField aria-label="职务" mode="single" value="" onChange={spy} />);
    await userEvent.click(screen.getByRole('button', { name: '职务' }));
    const dialog = await screen.findByRole('dialog', { name: '选择职务' });
    expect(await within(dialog).findByRole('radio', { name: /工程师/ })).toHaveAccessibleName(
      /engineer · P5/,
    );
    await userEvent.type(within(dialog).getByRole('searchbox'), '组{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('工程师')).not.toBeInTheDocument());
    expect(net.of('/sys/position/list').at(-1)).toMatchObject({ name: '*组*', pageNo: 1 });
    await userEvent.click(within(dialog).getByRole('radio', { name: /组长/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('lead', [expect.objectContaining({ id: 'p2' })]));
  });

  it('the demo section prints the values and shows the labels', async () => {
    renderPhone(<PickersDemo />);
    expect(screen.getByText('用户、角色、职务选择')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '选择用户（多选）的值' })).toHaveTextContent('admin');
    for (const name of ['选择用户（多选）', '选择角色', '选择职务'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

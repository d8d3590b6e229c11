import { createRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PickersDemo from '../../../../../src/desktop/pages/demo/sections/pickers-demo';
import { EditableGrid } from '../../../../../src/desktop/widgets/editable-grid/editable-grid';
import type { EditableGridRef } from '../../../../../src/desktop/widgets/editable-grid/types';
import { selUserCell } from '../../../../../src/desktop/widgets/pickers/grid-cells';
import { PositionSelect } from '../../../../../src/desktop/widgets/pickers/position-picker';
import { RoleSelect } from '../../../../../src/desktop/widgets/pickers/role-picker';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { mockNetwork, ok, renderDesktop, type RecordedRequest } from '../../desktop-test-utils';
import { installPointerEvent } from '../../../mobile/support/pointer-event';
import {
  multiUsers,
  positionPage,
  ROLES,
  seedSexDict,
  TREE,
  userPage,
} from '../../../shared/picker-fixtures';

installPointerEvent();
type Params = Record<string, unknown>;
let net: ReturnType<typeof mockNetwork>;

beforeEach(() => {
  seedSexDict();
  net = mockNetwork((req: RecordedRequest) => {
    const params = (req.params ?? {}) as Params;
    if (req.url === '/sys/user/queryUserComponentData') return ok(userPage(params));
    if (req.url === '/sys/user/getMultiUser') return { body: multiUsers(params) };
    if (req.url === '/sys/sysDepart/queryTreeList') return ok(TREE);
    if (req.url === '/sys/role/queryall') return ok(ROLES);
    if (req.url === '/sys/position/list') return ok(positionPage(params));
    return undefined;
  });
});
afterEach(() => net.restore());

const rowOf = (dialog: HTMLElement, text: string) =>
  within(dialog)
    .getAllByText(text)
    .map((el) => el.closest('tr'))
    .find((tr): tr is HTMLTableRowElement => tr !== null)!;

describe('desktop role and position pickers', { timeout: 60_000 }, () => {
  it('role picker: pages the visible roles locally, searches, returns ids with roleCode', async () => {
    const spy = vi.fn();
    function Harness() {
      const [value, setValue] = useState('r1');
      return (
        <RoleSelect
          aria-label="角色"
          value={value}
          onChange={(v, roles) => {
            setValue(v);
            spy(v, roles);
          }}
        />
      );
    }
    renderDesktop(<Harness />);
    const box = screen.getByRole('combobox', { name: '角色' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(box).toHaveTextContent('管理员'));
    await userEvent.click(screen.getByRole('combobox', { name: '角色' }));
    const dialog = await screen.findByRole('dialog', { name: '选择角色' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '1200px' });
    expect(within(dialog).getByText('1-10 共 13 条')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '角色1');
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(dialog).getByText('1-4 共 4 条')).toBeInTheDocument());
    await userEvent.click(within(rowOf(dialog, 'role12')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const [value, roles] = spy.mock.calls[0] as [string, Array<{ id: string; roleCode: string }>];
    expect(value).toBe('r1,r12');
    expect(roles.map((r) => [r.id, r.roleCode])).toEqual([
      ['r1', 'admin'],
      ['r12', 'role12'],
    ]);
    expect(net.requests.filter((r) => r.url === '/sys/role/list')).toHaveLength(0);
  });

  it('position picker: searched by name (name=*x*), single choice stores the code', async () => {
    const spy = vi.fn();
    renderDesktop(<PositionSelect aria-label="职务" mode="single" value="" onChange={spy} />);
    await userEvent.click(screen.getByRole('combobox', { name: '职务' }));
    const dialog = await screen.findByRole('dialog', { name: '选择职务' });
    await within(dialog).findByText('工程师');
    for (const title of ['职务名称', '职务编码', '职级'])
      expect(within(dialog).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(rowOf(dialog, '工程师')).toHaveTextContent('P5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '组');
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(dialog).queryByText('工程师')).not.toBeInTheDocument());
    const last = net.requests.filter((r) => r.url === '/sys/position/list').at(-1);
    expect(last?.params).toMatchObject({ name: '*组*', pageNo: 1, pageSize: 10 });
    await userEvent.click(rowOf(dialog, '组长'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('lead', [expect.objectContaining({ id: 'p2' })]));
  });

  it('position labels of an existing value come from the list as an IN lookup (code=a,)', async () => {
    renderDesktop(<PositionSelect aria-label="职务" value="engineer" />);
    const box = screen.getByRole('combobox', { name: '职务' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(box).toHaveTextContent('工程师'));
    const lookup = net.requests.find((r) => r.url === '/sys/position/list');
    expect(lookup?.params).toMatchObject({ code: 'engineer,' });
  });
});

describe('sel_user grid cell', { timeout: 60_000 }, () => {
  const columns: GridColumn[] = [
    { key: 'name', title: '名称', type: 'input' },
    { key: 'owner', title: '负责人', type: 'sel_user' },
    {
      key: 'checker',
      title: '审核人',
      type: 'sel_user',
      fieldExtendJson: '{"store":"id","multiSelect":false}',
    },
  ];

  it('shows the labels, opens the 1250 wide picker and writes the chosen usernames into the row', async () => {
    const ref = createRef<EditableGridRef>();
    renderDesktop(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={[{ id: 'r1', name: '甲', owner: 'user02', checker: 'u03' }]}
        cellRenderers={{ sel_user: selUserCell }}
      />,
    );
    const owner = screen.getByRole('combobox', { name: '第1行 负责人' });
    await waitFor(() => expect(owner.closest('.ant-select')).toHaveTextContent('用户02'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '第1行 审核人' }).closest('.ant-select')).toHaveTextContent(
        '用户03',
      ),
    );
    await userEvent.click(owner);
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '1250px' });
    await within(dialog).findByText('user04');
    await userEvent.click(within(rowOf(dialog, 'user04')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ref.current?.getValuesSync()[0]).toMatchObject({ owner: 'user02,user04' }));

    // The single, id-stored column opens with radios and stores the id.
    await userEvent.click(screen.getByRole('combobox', { name: '第1行 审核人' }));
    const second = await screen.findByRole('dialog', { name: '选择用户' });
    await within(second).findByText('user05');
    await userEvent.click(within(rowOf(second, 'user05')).getByRole('radio'));
    await userEvent.click(within(second).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ref.current?.getValuesSync()[0]).toMatchObject({ checker: 'u05' }));
  });
});

describe('desktop demo section', () => {
  it('prints the values of its pickers', async () => {
    renderDesktop(<PickersDemo />);
    expect(screen.getByText('用户、角色、职务选择')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '选择用户（多选）的值' })).toHaveTextContent('admin');
    for (const name of ['选择用户（多选）', '选择用户（单选，存id）', '选择角色', '选择职务'])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    await waitFor(() => expect(net.requests.some((r) => r.url === '/sys/user/getMultiUser')).toBe(true));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserSelect } from '../../../../../src/desktop/widgets/pickers/user-select';
import { mockNetwork, ok, fail, renderDesktop, type RecordedRequest } from '../../desktop-test-utils';
import { multiUsers, seedSexDict, TREE, userPage } from '../../../shared/picker-fixtures';
import { pickerHarness } from '../../../shared/picker-harness';

type Params = Record<string, unknown>;
let net: ReturnType<typeof mockNetwork>;
let pickerAnswer: (params: Params) => ReturnType<typeof ok> | ReturnType<typeof fail>;

beforeEach(() => {
  seedSexDict();
  pickerAnswer = (params) => ok(userPage(params));
  net = mockNetwork((req: RecordedRequest) => {
    const params = (req.params ?? {}) as Params;
    if (req.url === '/sys/user/queryUserComponentData') return pickerAnswer(params);
    if (req.url === '/sys/user/getMultiUser') return { body: multiUsers(params) };
    if (req.url === '/sys/sysDepart/queryTreeList') return ok(TREE);
    return undefined;
  });
});
afterEach(() => net.restore());

const pickerCalls = () =>
  net.requests.filter((r) => r.url === '/sys/user/queryUserComponentData').map((r) => r.params as Params);

const Harness = pickerHarness(UserSelect);

async function openPicker() {
  await userEvent.click(screen.getByRole('combobox', { name: '负责人' }));
  const dialog = await screen.findByRole('dialog', { name: '选择用户' });
  await within(dialog).findByText('user02');
  return dialog;
}

function rowOf(dialog: HTMLElement, text: string): HTMLElement {
  const row = within(dialog)
    .getAllByText(text)
    .map((el) => el.closest('tr'))
    .find((tr) => tr !== null);
  if (!row) throw new Error(`no row ${text}`);
  return row;
}

describe('desktop user picker', { timeout: 60_000 }, () => {
  it('shows the labels of an existing value through getMultiUser (trailing-comma list), in value order', async () => {
    renderDesktop(<Harness initial="user03,user01" />);
    const box = screen.getByRole('combobox', { name: '负责人' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(box).toHaveTextContent('用户03用户01'));
    const lookup = net.requests.find((r) => r.url === '/sys/user/getMultiUser');
    expect((lookup?.params as Params).username).toBe('user03,user01,');
  });

  it('opens 1200 wide with the spec columns, createTime-desc default, paging text and page sizes', async () => {
    renderDesktop(<Harness />);
    const dialog = await openPicker();
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '1200px' });
    for (const title of ['用户姓名', '用户账号', '部门', '职务', '性别'])
      expect(within(dialog).getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    // Least data: no contact columns, and no birthday filter to search people by.
    for (const title of ['手机号码', '生日'])
      expect(within(dialog).queryByRole('columnheader', { name: new RegExp(title) })).toBeNull();
    expect(within(dialog).queryByLabelText('生日')).toBeNull();
    expect(rowOf(dialog, '用户02')).toHaveTextContent('值班员');
    expect(within(rowOf(dialog, '用户02'))).toBeTruthy();
    expect(rowOf(dialog, '用户02')).toHaveTextContent('女');
    expect(rowOf(dialog, '用户01')).toHaveTextContent('男');
    expect(within(dialog).getByText('1-10 共 12 条')).toBeInTheDocument();
    expect(pickerCalls()[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(pickerCalls()[0]).not.toHaveProperty('column');
    await userEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('用户11');
    expect(within(dialog).getByText('11-12 共 12 条')).toBeInTheDocument();
  });

  it('searches by username and sex, filters by department, sorts by a column', async () => {
    renderDesktop(<Harness />);
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '用户账号' }), 'user1');
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(dialog).queryByText('用户01')).not.toBeInTheDocument());
    expect(within(dialog).getByText('用户10')).toBeInTheDocument();
    expect(pickerCalls().at(-1)).toMatchObject({ username: 'user1', pageNo: 1 });

    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }));
    await within(dialog).findByText('用户01');
    await userEvent.click(within(within(dialog).getByRole('group', { name: '部门' })).getByTitle('调度中心'));
    await waitFor(() => expect(pickerCalls().at(-1)).toMatchObject({ departId: 'd2', pageNo: 1 }));
    await waitFor(() => expect(within(dialog).queryByText('用户04')).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('columnheader', { name: /用户账号/ }));
    await waitFor(() => expect(pickerCalls().at(-1)).toMatchObject({ column: 'username', order: 'asc' }));
  });

  it('multi mode: checks several users (the stored one is on another page) and confirms the comma-joined usernames', async () => {
    const spy = vi.fn();
    renderDesktop(<Harness initial="user12" spy={spy} />);
    const dialog = await openPicker();
    await userEvent.click(within(rowOf(dialog, '用户02')).getByRole('checkbox'));
    await userEvent.click(rowOf(dialog, '用户05'));
    expect(within(dialog).getByRole('list', { name: '已选 3 项' })).toHaveTextContent('用户12用户02用户05');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('user12,user02,user05');
    const [value, users] = spy.mock.calls[0] as [string, Array<{ username: string }>];
    expect(value).toBe('user12,user02,user05');
    expect(users.map((u) => u.username)).toEqual(['user12', 'user02', 'user05']);
  });

  it('single mode keeps only the newly checked user; store field id', async () => {
    renderDesktop(<Harness mode="single" storeField="id" initial="u01" />);
    const dialog = await openPicker();
    expect(within(rowOf(dialog, '用户01')).getByRole('radio')).toBeChecked();
    await userEvent.click(within(rowOf(dialog, '用户03')).getByRole('radio'));
    await userEvent.click(rowOf(dialog, '用户04'));
    expect(within(rowOf(dialog, '用户03')).getByRole('radio')).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^u04$/));
  });

  it('cancel changes nothing; a refused query shows the server message', async () => {
    pickerAnswer = (params) => (params.sex === '2' ? fail('性别参数不正确') : ok(userPage(params)));
    renderDesktop(<Harness initial="user01" />);
    const dialog = await openPicker();
    await userEvent.click(within(rowOf(dialog, '用户02')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '性别' }));
    const options = await screen.findAllByTitle('女');
    await userEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('性别参数不正确');
    expect(pickerCalls().at(-1)).toMatchObject({ sex: '2' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^user01$/);
  });
});

import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartSelect } from '../../../../../src/desktop/widgets/pickers/depart-select/depart-select';
import { mockNetwork, ok, renderDesktop } from '../../desktop-test-utils';
import { DEPART_TREE } from '../../../shared/depart-popup/fixtures';

let net: ReturnType<typeof mockNetwork> | null = null;
afterEach(() => net?.restore());

function backend() {
  net = mockNetwork((req) => {
    if (req.url === '/sys/sysDepart/queryTreeList') return ok(DEPART_TREE);
    if (req.url === '/sys/sysDepart/searchBy') {
      const kw = (req.params as { keyWord: string }).keyWord;
      return kw === '电厂'
        ? ok([DEPART_TREE[1]])
        : { body: { success: false, code: 500, message: '未查询匹配数据！', result: null } };
    }
    return undefined;
  });
}

function Harness(props: {
  multi?: boolean;
  valueField?: 'id' | 'orgCode';
  initial?: string;
  linked?: boolean;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DepartSelect
        value={value}
        multi={props.multi}
        linked={props.linked}
        valueField={props.valueField}
        onChange={(v) => setValue(v)}
      />
      <output aria-label="当前值">{value}</output>
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const node = (title: string) =>
  within(dialog()).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const isChecked = (title: string) =>
  node(title).querySelector('.ant-tree-checkbox')?.classList.contains('ant-tree-checkbox-checked') ?? false;
const isHalf = (title: string) =>
  node(title).querySelector('.ant-tree-checkbox')?.classList.contains('ant-tree-checkbox-indeterminate') ??
  false;
const checkbox = (title: string) => node(title).querySelector('.ant-tree-checkbox') as HTMLElement;

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '选择部门' }));
  await screen.findByRole('dialog');
  await within(dialog()).findByText('营销部');
}

async function menu(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(within(dialog()).getByRole('button', { name: /树操作/ }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('desktop department select', { timeout: 30_000 }, () => {
  it('shows the names of an existing value and opens a 500 wide tree modal', async () => {
    backend();
    renderDesktop(<Harness initial="a2,b" />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '请选择部门' })).toHaveValue('调度中心,电厂'),
    );
    const user = userEvent.setup();
    await openModal(user);
    expect(within(dialog()).getByText('选择部门')).toBeInTheDocument();
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('500px');
    expect(isChecked('调度中心')).toBe(true);
    expect(isChecked('电厂')).toBe(true);
    expect(isChecked('总公司')).toBe(false);
  });

  it('strict multi mode checks only the clicked node; linked mode takes the subtree', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await openModal(user);
    await user.click(checkbox('总公司'));
    expect(isChecked('总公司')).toBe(true);
    expect(isChecked('营销部')).toBe(false);
    await menu(user, '取消全选');
    await menu(user, '父子关联');
    await user.click(checkbox('营销部'));
    expect(isHalf('总公司')).toBe(true);
    await user.click(checkbox('调度中心'));
    expect(isChecked('总公司')).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('a,a1,a2');
  });

  it('check all, collapse / expand all from the tree-operation menu', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await openModal(user);
    await menu(user, '全部勾选');
    for (const t of ['总公司', '营销部', '调度中心', '电厂']) expect(isChecked(t)).toBe(true);
    await menu(user, '合并全部');
    await waitFor(() => expect(within(dialog()).queryByText('营销部')).toBeNull());
    await menu(user, '展开全部');
    await within(dialog()).findByText('营销部');
  });

  it('single mode keeps only the newly checked node; the value can be orgCodes', async () => {
    backend();
    renderDesktop(<Harness multi={false} valueField="orgCode" />);
    const user = userEvent.setup();
    await openModal(user);
    await user.click(checkbox('营销部'));
    await user.click(checkbox('电厂'));
    expect(isChecked('营销部')).toBe(false);
    expect(isChecked('电厂')).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('A02');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请选择部门' })).toHaveValue('电厂'));
  });

  it('searches through searchBy; no match shows the empty text', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await openModal(user);
    const box = within(dialog()).getByRole('searchbox', { name: '请输入部门名称' });
    await user.type(box, '电厂{Enter}');
    await waitFor(() => expect(within(dialog()).queryByText('营销部')).toBeNull());
    expect(within(dialog()).getByText('电厂')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '无此部门{Enter}');
    expect(await within(dialog()).findByText('没有查询到任何数据')).toBeInTheDocument();
    const search = net?.requests.filter((r) => r.url === '/sys/sysDepart/searchBy') ?? [];
    expect(search.map((r) => (r.params as { keyWord: string }).keyWord)).toEqual(['电厂', '无此部门']);
  });

  it('cancel changes nothing', async () => {
    backend();
    const onChange = vi.fn();
    renderDesktop(<DepartSelect value="b" onChange={onChange} />);
    const user = userEvent.setup();
    await openModal(user);
    await user.click(checkbox('营销部'));
    await user.click(within(dialog()).getByRole('button', { name: '取消' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

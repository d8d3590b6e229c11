import { createRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EditableGrid } from '../../../../../src/desktop/widgets/editable-grid/editable-grid';
import type { EditableGridRef } from '../../../../../src/desktop/widgets/editable-grid/types';
import { popupCell, selDepartCell } from '../../../../../src/desktop/widgets/popup-report/grid-cells';
import { PopupInput } from '../../../../../src/desktop/widgets/popup-report/popup-input';
import { clearReportCache } from '../../../../../src/shared/api/sys/report-api';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { fail, mockNetwork, ok, renderDesktop, type RecordedRequest } from '../../desktop-test-utils';
import { DEPART_TREE, QUERY_INFO, RP_COLUMNS, USERS } from '../../../shared/depart-popup/fixtures';
import { popupHarness } from '../../../shared/depart-popup/popup-harness';
import { installPointerEvent } from '../../../mobile/support/pointer-event';

installPointerEvent();
let net: ReturnType<typeof mockNetwork> | null = null;
beforeEach(() => clearReportCache());
afterEach(() => net?.restore());

interface Behaviour {
  columns?: unknown;
  info?: unknown;
}

function backend(b: Behaviour = {}) {
  net = mockNetwork((req) => {
    if (req.url === '/sys/sysDepart/queryTreeList') return ok(DEPART_TREE);
    if (req.url === '/online/cgreport/api/getRpColumns/demo_user')
      return (b.columns as ReturnType<typeof ok>) ?? ok(RP_COLUMNS);
    if (req.url === '/online/cgreport/api/getQueryInfo/head1')
      return (b.info as ReturnType<typeof ok>) ?? ok(QUERY_INFO);
    if (req.url === '/online/cgreport/api/getData/head1') {
      const p = req.params as Record<string, string>;
      const rows = USERS.filter((u) => !p.sex || u.sex === p.sex);
      const sorted = p.column === 'username' && p.order === 'desc' ? [...rows].reverse() : rows;
      return ok({ records: sorted, total: sorted.length });
    }
    return undefined;
  });
}

const dataRequests = () =>
  (net?.requests ?? []).filter((r) => r.url.startsWith('/online/cgreport/api/getData/'));
const lastParams = () => (dataRequests().at(-1) as RecordedRequest).params as Record<string, string>;

const Harness = popupHarness(PopupInput);

const dialog = () => screen.getByRole('dialog');
const rowOf = (text: string) => within(dialog()).getByText(text).closest('tr') as HTMLElement;

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '打开选择用户' }));
  await within(await screen.findByRole('dialog')).findByText('alice');
}

describe('desktop online report popup', { timeout: 40_000 }, () => {
  it('loads columns by code, query items by id, data with paging, sorter and self_ params', async () => {
    backend();
    renderDesktop(<Harness sorter="username=desc" param='{"status":"1"}' />);
    const user = userEvent.setup();
    await open(user);
    expect(within(dialog()).getByText('用户选择')).toBeInTheDocument();
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('1200px');
    expect(lastParams()).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'username',
      order: 'desc',
      self_status: '1',
    });
    // Dictionary cells are translated.
    expect(within(rowOf('alice')).getByText('女')).toBeInTheDocument();
    // Items from the third on are collapsed behind 展开.
    expect(within(dialog()).queryByRole('combobox', { name: '性别' })).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: /展开/ }));
    expect(within(dialog()).getByRole('combobox', { name: '性别' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('生日开始')).toHaveAttribute('type', 'date');
    await user.type(within(dialog()).getByRole('textbox', { name: '用户账号' }), 'al');
    await user.type(within(dialog()).getByLabelText('生日开始'), '2000-01-01');
    await user.click(within(dialog()).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(lastParams()).toMatchObject({ username: '*al*', birthday_begin: '2000-01-01', pageNo: '1' }),
    );
  });

  it('single mode: confirm with none selected warns 请选择一条记录; a chosen row maps orgFields to destFields', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await open(user);
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    await user.click(rowOf('bob'));
    await user.click(rowOf('carol'));
    expect(within(rowOf('bob')).getByRole('radio')).not.toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: '选择用户' })).toHaveValue('carol');
    expect(screen.getByRole('status', { name: '映射结果' })).toHaveTextContent(
      '{"account":"carol","name":"卡罗尔"}',
    );
  });

  it('multi mode joins the chosen rows with commas', async () => {
    backend();
    renderDesktop(<Harness multi />);
    const user = userEvent.setup();
    await open(user);
    await user.click(within(rowOf('alice')).getByRole('checkbox'));
    await user.click(within(rowOf('carol')).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '选择用户' })).toHaveValue('alice,carol'));
  });

  it('reuses data for 30 s: reopening asks getData no second time', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await open(user);
    expect(dataRequests()).toHaveLength(1);
    await user.click(within(dialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open(user);
    expect(dataRequests()).toHaveLength(1);
  });

  it('init failure: dialog 出错了 with the fixed text and server message; OK closes the popup', async () => {
    backend({ columns: fail('实体不存在') });
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开选择用户' }));
    const content = await screen.findByText('Popup初始化失败，请检查你的配置或稍后重试！实体不存在');
    const confirm = content.closest('.ant-modal-confirm') as HTMLElement;
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(within(confirm).getAllByText('出错了').length).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('query-info failure warns with the server message and still shows data', async () => {
    backend({ info: fail('查询失败') });
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await open(user);
    expect(await screen.findByText('查询失败')).toBeInTheDocument();
  });

  it('a bad setup shows its message and disables the control', () => {
    backend();
    renderDesktop(
      <>
        <PopupInput ariaLabel="甲" code="demo_user" orgFields="a,b" destFields="x" />
        <PopupInput ariaLabel="乙" code="" orgFields="a" destFields="x" />
      </>,
    );
    expect(screen.getByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeInTheDocument();
    expect(screen.getByText('popup参数未正确配置!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '甲' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '打开乙' })).toBeDisabled();
  });
});

describe('grid cells sel_depart and popup', { timeout: 40_000 }, () => {
  const columns: GridColumn[] = [
    { key: 'dept', title: '部门', type: 'sel_depart' },
    {
      key: 'account',
      title: '账号',
      type: 'popup',
      popupCode: 'demo_user',
      orgFields: 'username,realname',
      destFields: 'account,name',
    },
    { key: 'name', title: '姓名', type: 'input' },
  ];

  it('fills the cell and the row’s other dest fields', async () => {
    backend();
    const ref = createRef<EditableGridRef>();
    renderDesktop(
      <EditableGrid
        ref={ref}
        columns={columns}
        alwaysEdit
        dataSource={[{ id: 'r1', dept: 'b', account: '', name: '' }]}
        cellRenderers={{ sel_depart: selDepartCell, popup: popupCell }}
      />,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '第1行 部门' })).toHaveValue('电厂'));
    await user.click(screen.getByRole('button', { name: '打开第1行 账号' }));
    await within(await screen.findByRole('dialog')).findByText('alice');
    await user.click(rowOf('bob'));
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(async () => {
      const values = await ref.current?.getValues({ validate: false });
      expect(values?.values[0]).toMatchObject({ account: 'bob', name: '鲍勃', dept: 'b' });
    });
    await user.click(screen.getByRole('button', { name: '选择部门' }));
    const d = await screen.findByRole('dialog');
    await within(d).findByText('营销部');
    const box = within(d)
      .getByText('营销部')
      .closest('.ant-tree-treenode')
      ?.querySelector('.ant-tree-checkbox');
    await user.click(box as HTMLElement);
    await user.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(async () => {
      const values = await ref.current?.getValues({ validate: false });
      expect(values?.values[0]).toMatchObject({ dept: 'a1,b' });
    });
  });
});

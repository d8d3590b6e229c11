import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CgformAutoListPage from '../../../../src/desktop/pages/online/cgform-auto/cgform-auto-list-page';
import { setupFakeBackend } from '../../shared/fake-backend';
import { captureSaves } from '../../shared/excel/save-spy';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { buttonIn, popconfirmWith, rowOf } from '../list-page/list-page-queries';
import { findDialog, renderAdminPage } from '../system/render-admin-page';
import { fakeOnlineForm, onlineRoute, ORDER, seedOrderDicts, type Row } from './cgform-auto-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const P = 'online:form:tst_order:';
const ALL = ['list', 'add', 'edit', 'delete', 'import', 'export'].map((a) => P + a);
const ROWS: Row[] = [
  { id: 'r1', orderNo: 'A-001', status: '2', status_dictText: '已完成', amount: 12.5, remark: '首单' },
  { id: 'r2', orderNo: 'A-002', status: '1', status_dictText: '待处理', amount: 3, remark: null },
];
const DATA = '/online/cgform/api/getData/H1';
const FORM = '/online/cgform/api/form/H1';

async function openPage() {
  renderAdminPage(<CgformAutoListPage route={onlineRoute('H1')} />);
  await screen.findByText('A-001', { selector: 'td, td *' });
}

const toolbar = () => screen.getByRole('toolbar', { name: '操作' });

describe('在线表单 auto list (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedOrderDicts();
    fakeOnlineForm(backend.server, ORDER, ROWS);
  });

  it("lists the schema's listed columns with dictionary texts, not the form-only ones", async () => {
    grant(...ALL);
    await openPage();
    const header = document.querySelector('.ant-table-thead') as HTMLElement;
    for (const title of ['订单号', '状态', '金额'])
      expect(within(header).getByText(title)).toBeInTheDocument();
    expect(within(header).queryByText('备注')).toBeNull();
    expect(within(rowOf('r1')).getByText('已完成')).toBeInTheDocument();
    expect(within(rowOf('r2')).getByText('待处理')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', DATA)[0]!.params).toMatchObject({
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
    });
  });

  it('searches with the like parameter of a text field', async () => {
    grant(...ALL);
    await openPage();
    const search = document.querySelector('form[id="online_tst_order-search"]') as HTMLElement;
    await userEvent.type(within(search).getByLabelText('订单号'), 'A-0');
    await userEvent.click(buttonIn(search, '查询'));
    await waitFor(() => expect(requestsTo(backend.server, 'GET', DATA).length).toBeGreaterThan(1));
    const last = requestsTo(backend.server, 'GET', DATA).at(-1)!.params;
    expect(last).toMatchObject({ orderNo: '*A-0*', pageNo: 1 });
  });

  it('add validates with the schema, then posts the form body', async () => {
    grant(...ALL);
    await openPage();
    await userEvent.click(buttonIn(toolbar(), /新增/));
    const dialog = await findDialog('新增');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入订单号!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('金额'), '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('金额最多8位整数、2位小数')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', FORM)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('订单号'), 'B-100');
    await userEvent.clear(within(dialog).getByLabelText('金额'));
    await userEvent.type(within(dialog).getByLabelText('金额'), '8.5');
    await userEvent.type(within(dialog).getByLabelText('备注'), '加急');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', FORM)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', FORM)[0]!.body).toMatchObject({
      orderNo: 'B-100',
      remark: '加急',
    });
  });

  it('edit loads the whole record and puts the changes with the id', async () => {
    grant(...ALL);
    await openPage();
    await userEvent.click(within(rowOf('r1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const remark = within(dialog).getByLabelText('备注');
    await waitFor(() => expect(remark).toHaveValue('首单'));
    await userEvent.clear(remark);
    await userEvent.type(remark, '改过');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', FORM)).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', FORM)[0]!.body).toMatchObject({
      id: 'r1',
      orderNo: 'A-001',
      remark: '改过',
    });
  });

  it('deletes a row with DELETE form?id= after the confirmation', async () => {
    grant(...ALL);
    await openPage();
    await userEvent.click(within(rowOf('r2')).getByText('更多'));
    await userEvent.click((await screen.findAllByText('删除', { selector: '.ant-dropdown-menu *' })).at(-1)!);
    const pop = await popconfirmWith('确定删除吗?');
    await userEvent.click(buttonIn(pop, /确\s*定/));
    await waitFor(() => expect(requestsTo(backend.server, 'DELETE', FORM)).toHaveLength(1));
    expect(requestsTo(backend.server, 'DELETE', FORM)[0]!.params).toMatchObject({ id: 'r2' });
    await waitFor(() => expect(screen.queryByText('A-002', { selector: 'td, td *' })).toBeNull());
  });

  it('exports from the form’s exportXls url', async () => {
    grant(...ALL);
    backend.server.on('GET /online/cgform/api/exportXls/H1', {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved = captureSaves();
    await openPage();
    await userEvent.click(buttonIn(toolbar(), /导出/));
    await vi.waitFor(() => expect(saved).toEqual(['测试订单.xls']));
    expect(buttonIn(toolbar(), /导入/)).toBeInTheDocument();
  });

  it('hides the write, import and export buttons without the per-form codes', async () => {
    grant(P + 'list');
    await openPage();
    expect(within(toolbar()).queryByText(/新增|导出|导入/)).toBeNull();
    expect(within(rowOf('r1')).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('says so when the menu does not point at an online form, or the form cannot be loaded', async () => {
    grant(...ALL);
    renderAdminPage(<CgformAutoListPage route={{ ...onlineRoute('H1'), path: '/other/page' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('菜单未指向在线表单');
  });
});

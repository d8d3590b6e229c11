import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import CgformErpListPage from '../../../../src/desktop/pages/online/cgform-auto/cgform-erp-list-page';
import CgformInnerTableListPage from '../../../../src/desktop/pages/online/cgform-auto/cgform-inner-table-list-page';
import CgformTabListPage from '../../../../src/desktop/pages/online/cgform-auto/cgform-tab-list-page';
import CgformTreeListPage from '../../../../src/desktop/pages/online/cgform-auto/cgform-tree-list-page';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { buttonIn, popconfirmWith, rowOf } from '../list-page/list-page-queries';
import { findDialog, renderAdminPage } from '../system/render-admin-page';
import { design, fakeOnlineForm, onlineRoute, paramsOf, type SubSpec } from './cgform-auto-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const MAIN = design(
  { id: 'H2', tableName: 'tst_main', tableTxt: '采购单', tableType: 2, themeTemplate: 'tab', isDbSynch: 'Y' },
  [{ dbFieldName: 'bill_no', dbFieldTxt: '单号', dbType: 'string', fieldMustInput: 'Y' }],
);
const ITEMS: SubSpec = {
  design: design({ id: 'S1', tableName: 'tst_item', tableTxt: '明细', tableType: 3, relationType: 0 }, [
    {
      dbFieldName: 'bill_id',
      dbFieldTxt: '采购单',
      dbType: 'string',
      mainTable: 'tst_main',
      mainField: 'id',
    },
    { dbFieldName: 'item_name', dbFieldTxt: '品名', dbType: 'string', fieldMustInput: 'Y' },
    { dbFieldName: 'qty', dbFieldTxt: '数量', dbType: 'int' },
  ]),
  relationType: 0,
  foreignKeys: [{ field: 'bill_id', mainField: 'id' }],
};
const EXTRA: SubSpec = {
  design: design({ id: 'S2', tableName: 'tst_extra', tableTxt: '附加信息', tableType: 3, relationType: 1 }, [
    {
      dbFieldName: 'bill_id',
      dbFieldTxt: '采购单',
      dbType: 'string',
      mainTable: 'tst_main',
      mainField: 'id',
    },
    { dbFieldName: 'note', dbFieldTxt: '说明', dbType: 'string' },
  ]),
  relationType: 1,
  foreignKeys: [{ field: 'bill_id', mainField: 'id' }],
};
const MAIN_CODES = ['list', 'add', 'edit', 'delete'].map((a) => `online:form:tst_main:${a}`);
const FORM = '/online/cgform/api/form/H2';

function fakeMain() {
  fakeOnlineForm(
    backend.server,
    MAIN,
    [
      { id: 'm1', billNo: 'PO-1' },
      { id: 'm2', billNo: 'PO-2' },
    ],
    [ITEMS, EXTRA],
  );
  backend.server.on(
    'GET /online/cgform/api/subForm/S1/m1',
    ok([{ id: 'i1', billId: 'm1', itemName: '螺丝', qty: 5 }]),
  );
  backend.server.on('GET /online/cgform/api/subForm/S2/m1', ok([{ id: 'e1', billId: 'm1', note: '加急' }]));
  backend.server.on(
    'GET /online/cgform/api/subForm/S1/m2',
    ok([{ id: 'i2', billId: 'm2', itemName: '螺母', qty: 9 }]),
  );
  backend.server.on('GET /online/cgform/api/subForm/S2/m2', ok([]));
}

describe('在线表单 tab list (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    grant(...MAIN_CODES);
    fakeMain();
  });

  it('edits a main record with its sub rows and puts them under the sub table names', async () => {
    renderAdminPage(<CgformTabListPage route={onlineRoute('H2', 'cgformTabList')} />);
    await screen.findByText('PO-1', { selector: 'td, td *' });
    await userEvent.click(within(rowOf('m1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const grid = await within(dialog).findByRole('grid', { name: '明细' }, { timeout: 10_000 });
    expect(await within(grid).findByText('螺丝')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '附加信息' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('说明')).toHaveValue('加急'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', FORM)).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', FORM)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'm1', billNo: 'PO-1', tst_extra: [{ note: '加急' }] });
    // The foreign key and the row ids are the server's: only the sub form's fields travel.
    expect(body.tst_item).toEqual([{ itemName: '螺丝', qty: 5 }]);
  });

  it('when the sub rows cannot be loaded it says so and saves the main record without touching them', async () => {
    backend.server.on('GET /online/cgform/api/subForm/S1/m1', fail('子表读取失败'));
    renderAdminPage(<CgformTabListPage route={onlineRoute('H2', 'cgformTabList')} />);
    await screen.findByText('PO-1', { selector: 'td, td *' });
    await userEvent.click(within(rowOf('m1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    expect(await within(dialog).findByText('子表读取失败')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: '明细' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText('单号')).toHaveValue('PO-1'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', FORM)).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', FORM)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'm1', billNo: 'PO-1' });
    expect(Object.keys(body)).not.toContain('tst_item');
    expect(Object.keys(body)).not.toContain('tst_extra');
  });

  it('a sub row that fails its rules blocks the save', async () => {
    renderAdminPage(<CgformTabListPage route={onlineRoute('H2', 'cgformTabList')} />);
    await screen.findByText('PO-1', { selector: 'td, td *' });
    await userEvent.click(within(rowOf('m1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const grid = await within(dialog).findByRole('grid', { name: '明细' }, { timeout: 10_000 });
    await within(grid).findByText('螺丝');
    await userEvent.click(buttonIn(dialog, /新增/));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('明细填写有误，请检查标红的内容')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', FORM)).toHaveLength(0);
  });
});

describe('在线表单 ERP list (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    grant(...MAIN_CODES);
    fakeMain();
  });

  it('shows the sub rows of the clicked main row below the list', async () => {
    renderAdminPage(<CgformErpListPage route={onlineRoute('H2', 'cgformErpList')} />);
    await screen.findByText('PO-1', { selector: 'td, td *' });
    expect(screen.getByText('请选择一条主表记录')).toBeInTheDocument();
    await userEvent.click(within(rowOf('m2')).getByText('PO-2'));
    const items = await screen.findByRole('table', { name: '明细' });
    expect(await within(items).findByText('螺母')).toBeInTheDocument();
    expect(within(items).queryByText('螺丝')).toBeNull();
    await userEvent.click(within(rowOf('m1')).getByText('PO-1'));
    expect(await within(screen.getByRole('table', { name: '明细' })).findByText('螺丝')).toBeInTheDocument();
  });
});

describe('在线表单 inner-table list (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    grant(...MAIN_CODES);
    fakeMain();
  });

  it('expands a main row to show its sub rows inline', async () => {
    renderAdminPage(<CgformInnerTableListPage route={onlineRoute('H2', 'cgformInnerTableList')} />);
    await screen.findByText('PO-1', { selector: 'td, td *' });
    expect(screen.queryByText('螺丝')).toBeNull();
    await userEvent.click(within(rowOf('m1')).getByRole('button', { name: /展开|expand/i }));
    const items = await screen.findByRole('table', { name: '明细' });
    expect(await within(items).findByText('螺丝')).toBeInTheDocument();
    expect(screen.queryByText('螺母')).toBeNull();
  });
});

const TREE = design(
  { id: 'H3', tableName: 'tst_tree', tableTxt: '分类', isTree: 'Y', treeFieldname: 'name', isDbSynch: 'Y' },
  [{ dbFieldName: 'name', dbFieldTxt: '名称', dbType: 'string', fieldMustInput: 'Y' }],
);
const TREE_CODES = ['list', 'add', 'edit', 'delete'].map((a) => `online:form:tst_tree:${a}`);

describe('在线表单 tree list (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    grant(...TREE_CODES);
    fakeOnlineForm(backend.server, TREE, []);
    backend.server.on('GET /online/cgform/api/getTreeData/H3', (config) => {
      const pid = String(paramsOf(config).pid);
      const rows =
        pid === '0'
          ? [{ id: 'n1', name: '根节点', pid: '0', hasChild: '1' }]
          : pid === 'n1'
            ? [{ id: 'n2', name: '子节点', pid: 'n1', hasChild: '0' }]
            : [];
      return ok({ records: rows, total: rows.length, size: 1000, current: 1, pages: 1 });
    });
    backend.server.on(`DELETE ${'/online/cgform/api/form/H3'}`, fail('该节点下有子节点，不能删除'));
  });

  it('loads the roots, then the children of an expanded node', async () => {
    renderAdminPage(<CgformTreeListPage route={onlineRoute('H3', 'cgformTreeList')} />);
    await screen.findByText('根节点');
    expect(screen.queryByText('子节点')).toBeNull();
    await userEvent.click(within(rowOf('n1')).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('子节点')).toBeInTheDocument();
    const pids = requestsTo(backend.server, 'GET', '/online/cgform/api/getTreeData/H3').map(
      (r) => r.params.pid,
    );
    expect(pids).toEqual(['0', 'n1']);
  });

  it('adds a child under the chosen node and shows a refused delete', async () => {
    renderAdminPage(<CgformTreeListPage route={onlineRoute('H3', 'cgformTreeList')} />);
    await screen.findByText('根节点');
    await userEvent.click(within(rowOf('n1')).getByRole('button', { name: '添加下级' }));
    const dialog = await findDialog('新增');
    expect(within(dialog).queryByLabelText('父级节点')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('名称'), '新节点');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/online/cgform/api/form/H3')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/online/cgform/api/form/H3')[0]!.body).toMatchObject({
      name: '新节点',
      pid: 'n1',
    });

    await userEvent.click(within(rowOf('n1')).getByRole('button', { name: '删除' }));
    const pop = await popconfirmWith('确定删除吗?');
    await userEvent.click(buttonIn(pop, /确\s*定|OK/));
    expect(await screen.findByText('该节点下有子节点，不能删除')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CgreportHeadRecord } from '../../../../src/shared/api/sys/cgreport-admin-api';
import type { AppRoute } from '../../../../src/shared/domain/menu/build-routes';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import {
  CGREPORT_MESSAGES,
  CGREPORT_SCOPE_WARNING,
  newReportItem,
} from '../../../../src/shared/domain/resources/cgreport';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { codeViewOf, installLayoutStubs, typeInto } from '../../shared/editors-dom';
import { captureSaves } from '../../shared/excel/save-spy';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { paramsOf, requestsTo } from '../../shared/user-admin-fixtures';
import { choose } from '../super-query/super-query-harness';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';

const { default: CgreportHeadListPage } =
  await import('../../../../src/desktop/pages/online/cgreport/cgreport-head-list-page');
const { default: CgreportAutoListPage } =
  await import('../../../../src/desktop/pages/online/cgreport/cgreport-auto-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
beforeAll(installLayoutStubs);

const SQL_REPORT: CgreportHeadRecord = {
  id: 'h1',
  code: 'rpt_depart_users',
  name: '部门人数统计',
  cgrSql: 'SELECT depart_name, org_category FROM sys_depart',
  dbSource: null,
  dataSource: null,
  content: null,
  scopePlantCol: null,
  scopeTenantCol: null,
  createBy: 'admin',
  createTime: '2026-11-20 08:00:00',
  updateBy: null,
  updateTime: null,
};

const BASE = '/online/cgreport';
const API = `${BASE}/api`;

function fakeBackend() {
  backend.server.on(`GET ${BASE}/head/list`, () => ok({ records: [SQL_REPORT], total: 1 }));
  backend.server.on(`GET ${BASE}/head/dbSources`, () => ok([{ code: 'erp', name: 'ERP库' }]));
  backend.server.on(`GET ${BASE}/item/listByHeadId`, () =>
    ok([
      {
        ...newReportItem({ fieldName: 'depart_name', fieldTxt: '部门名称', fieldType: 'String' }, 1),
        isSearch: 1,
      },
      {
        ...newReportItem({ fieldName: 'org_category', fieldTxt: '机构类别', fieldType: 'String' }, 2),
        dictCode: 'org_category',
      },
    ]),
  );
  backend.server.on(`GET ${BASE}/param/listByHeadId`, () => ok([]));
  backend.server.on(`POST ${BASE}/head/parseSql`, () =>
    ok({
      fields: [
        { fieldName: 'name', fieldTxt: 'name', fieldType: 'String' },
        { fieldName: 'total', fieldTxt: 'total', fieldType: 'Long' },
      ],
      params: ['cat'],
    }),
  );
  backend.server.on(`POST ${BASE}/head/add`, () => ok('new-id', '添加成功！'));
  backend.server.on(`PUT ${BASE}/head/edit`, () => ok(null, '修改成功！'));
  backend.server.on(`GET ${API}/getRpColumns/rpt_depart_users`, () =>
    ok({
      cgRpConfigId: 'h1',
      cgRpConfigName: '部门人数统计',
      columns: [
        {
          title: '部门名称',
          dataIndex: 'depart_name',
          fieldType: 'String',
          align: 'center',
          sorter: 'false',
          isTotal: '0',
          groupTitle: null,
        },
        {
          title: '机构类别',
          dataIndex: 'org_category',
          fieldType: 'String',
          align: 'center',
          sorter: 'false',
          isTotal: '0',
          groupTitle: null,
          customRender: 'org_category',
        },
      ],
      dictOptions: {
        org_category: [
          { value: '1', text: '公司' },
          { value: '2', text: '部门' },
        ],
      },
      fieldHrefSlots: [],
      isGroupTitle: false,
    }),
  );
  backend.server.on(`GET ${API}/getQueryInfo/h1`, () =>
    ok([{ field: 'depart_name', label: '部门名称', view: 'string', mode: 'single' }]),
  );
  backend.server.on(`GET ${API}/getData/h1`, (c) => {
    const name = String(paramsOf(c).depart_name ?? '').replace(/^\*|\*$/g, '');
    const rows = [
      { depart_name: '北京总公司', org_category: '1' },
      { depart_name: '研发部', org_category: '2' },
    ].filter((r) => !name || r.depart_name === name);
    return ok({ records: rows, total: rows.length });
  });
}

const row = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

describe('Online报表配置 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    const item = (value: string, text: string) => ({ value, text, title: text, label: text });
    localStore.set(STORAGE_KEYS.DICT_ALL, { org_category: [item('1', '公司'), item('2', '部门')] });
    fakeBackend();
  });

  it('adds an SQL report: 解析SQL fills the fields and params, the body carries head, items and params', async () => {
    grant(...Object.values(PERM.cgreport));
    renderAdminPage(<CgreportHeadListPage route={null} />);
    await screen.findByText('部门人数统计');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('编码'), 'rpt_new');
    await userEvent.type(within(dialog).getByLabelText('名称'), '新报表');
    const editor = await within(dialog).findByRole('textbox', { name: '报表SQL' });
    act(() =>
      typeInto(codeViewOf(editor), "SELECT name, count(*) AS total FROM t WHERE c = '${cat}' GROUP BY name"),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '解析SQL' }));
    await waitFor(() => expect(within(dialog).getByLabelText('字段 第2行')).toHaveValue('total'));
    expect(requestsTo(backend.server, 'POST', `${BASE}/head/parseSql`)[0]!.body).toEqual({
      sql: "SELECT name, count(*) AS total FROM t WHERE c = '${cat}' GROUP BY name",
      dbSource: null,
    });
    await userEvent.clear(within(dialog).getByLabelText('标题 第1行'));
    await userEvent.type(within(dialog).getByLabelText('标题 第1行'), '名称');
    await userEvent.click(within(dialog).getByLabelText('查询 第1行'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${BASE}/head/add`)).toHaveLength(1));
    const body = requestsTo(backend.server, 'POST', `${BASE}/head/add`)[0]!.body as Record<string, unknown>;
    expect(body.head).toEqual({
      code: 'rpt_new',
      name: '新报表',
      cgrSql: expect.stringContaining('${cat}'),
      dbSource: null,
      scopePlantCol: null,
      scopeTenantCol: null,
    });
    expect(body.items).toMatchObject([
      { fieldName: 'name', fieldTxt: '名称', isSearch: 1, isShow: 1, orderNum: 1 },
      { fieldName: 'total', fieldType: 'Long', isSearch: 0, orderNum: 2 },
    ]);
    expect(body.params).toEqual([{ paramName: 'cat', paramTxt: 'cat', paramValue: null, orderNum: 1 }]);
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it('解析SQL without SQL shows the error under 报表SQL, not as a toast; nothing before input', async () => {
    grant(...Object.values(PERM.cgreport));
    renderAdminPage(<CgreportHeadListPage route={null} />);
    await screen.findByText('部门人数统计');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    const editor = await within(dialog).findByRole('textbox', { name: '报表SQL' });
    const item = editor.closest('.ant-form-item') as HTMLElement;
    expect(within(dialog).getByText('报表SQL', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(item.querySelector('.ant-form-item-explain-error')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '解析SQL' }));
    await waitFor(() =>
      expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent(
        CGREPORT_MESSAGES.queryRequired,
      ),
    );
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
    expect(requestsTo(backend.server, 'POST', `${BASE}/head/parseSql`)).toHaveLength(0);
  });

  it('without the sql code the SQL is read-only, 解析SQL is absent, and an edit sends the SQL unchanged', async () => {
    grant(PERM.cgreport.list, PERM.cgreport.edit);
    renderAdminPage(<CgreportHeadListPage route={null} />);
    await screen.findByText('部门人数统计');
    await userEvent.click(within(row('部门人数统计')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('字段 第1行')).toHaveValue('depart_name'));
    const editor = await within(dialog).findByRole('textbox', { name: '报表SQL' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(within(dialog).queryByRole('button', { name: '解析SQL' })).toBeNull();
    expect(within(dialog).getByText('没有编写报表SQL的权限：SQL只读')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('名称'));
    await userEvent.type(within(dialog).getByLabelText('名称'), '部门人数');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${BASE}/head/edit`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', `${BASE}/head/edit`)[0]!.body).toMatchObject({
      head: { id: 'h1', name: '部门人数', cgrSql: SQL_REPORT.cgrSql, dbSource: null },
      items: [{ fieldName: 'depart_name' }, { fieldName: 'org_category', dictCode: 'org_category' }],
    });
  });

  it('数据范围列：电厂 / 租户 are chosen among the fields; the warning shows while neither is set', async () => {
    grant(...Object.values(PERM.cgreport));
    renderAdminPage(<CgreportHeadListPage route={null} />);
    await screen.findByText('部门人数统计');
    await userEvent.click(within(row('部门人数统计')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('字段 第1行')).toHaveValue('depart_name'));
    expect(within(dialog).getByText(CGREPORT_SCOPE_WARNING)).toBeInTheDocument();
    await choose(within(dialog).getByLabelText('数据范围列：电厂'), '部门名称（depart_name）');
    await waitFor(() => expect(within(dialog).queryByText(CGREPORT_SCOPE_WARNING)).toBeNull());
    await choose(within(dialog).getByLabelText('数据范围列：租户'), '机构类别（org_category）');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${BASE}/head/edit`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', `${BASE}/head/edit`)[0]!.body).toMatchObject({
      head: { id: 'h1', scopePlantCol: 'depart_name', scopeTenantCol: 'org_category' },
    });
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    // A second click on 确定 is not possible: the dialog closed with the save.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /编辑/ })).toBeNull());
    expect(requestsTo(backend.server, 'PUT', `${BASE}/head/edit`)).toHaveLength(1);
  });

  it('预览 runs the report with dictionary texts', async () => {
    grant(PERM.cgreport.list);
    renderAdminPage(<CgreportHeadListPage route={null} />);
    await screen.findByText('部门人数统计');
    await userEvent.click(within(row('部门人数统计')).getByRole('button', { name: /更多/ }));
    await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: '预览' })));
    const dialog = await findDialog('预览：部门人数统计');
    expect(await within(dialog).findByText('研发部')).toBeInTheDocument();
    expect(within(dialog).getByText('公司')).toBeInTheDocument();
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
  });
});

describe('报表 list page (desktop)', { timeout: 60_000 }, () => {
  beforeEach(fakeBackend);

  it('shows the first report, searches by its search field and resets', async () => {
    grant(PERM.cgreport.list);
    renderAdminPage(<CgreportAutoListPage route={null} />);
    const table = await screen.findByRole('table', { name: '部门人数统计' });
    expect(await within(table).findByText('北京总公司')).toBeInTheDocument();
    expect(within(table).getByText('部门')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('部门名称'), '研发部');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(table).queryByText('北京总公司')).toBeNull());
    expect(within(table).getByText('研发部')).toBeInTheDocument();
    const last = requestsTo(backend.server, 'GET', `${API}/getData/h1`).at(-1)!;
    expect(last.params).toMatchObject({ depart_name: '*研发部*', pageNo: '1' });
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(await within(table).findByText('北京总公司')).toBeInTheDocument();
  });

  it("opened from the report's own menu, shows that report without listing the heads", async () => {
    // A reader holding only the menu /online/cgreport/rpt_depart_users (no designer code).
    grant();
    const url = '/online/cgreport/rpt_depart_users';
    const route: AppRoute = {
      path: url,
      name: 'rpt',
      kind: 'view',
      componentKey: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      hidden: false,
      meta: { title: '部门人数统计', keepAlive: false, url, internalOrExternal: false },
      children: [],
    };
    renderAdminPage(<CgreportAutoListPage route={route} />);
    const table = await screen.findByRole('table', { name: '部门人数统计' });
    expect(await within(table).findByText('北京总公司')).toBeInTheDocument();
    expect(screen.queryByLabelText('报表')).toBeNull();
    expect(requestsTo(backend.server, 'GET', `${BASE}/head/list`)).toHaveLength(0);
  });

  it('导出 downloads the report with the search values as {name}.xls', async () => {
    grant(PERM.cgreport.list);
    backend.server.on(`GET ${API}/exportXls/h1`, {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved = captureSaves();
    renderAdminPage(<CgreportAutoListPage route={null} />);
    await screen.findByRole('table', { name: '部门人数统计' });
    await userEvent.type(screen.getByLabelText('部门名称'), '研发');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await vi.waitFor(() => expect(saved).toEqual(['部门人数统计.xls']));
    expect(requestsTo(backend.server, 'GET', `${API}/exportXls/h1`)[0]!.params).toMatchObject({
      depart_name: '*研发*',
    });
  });
});

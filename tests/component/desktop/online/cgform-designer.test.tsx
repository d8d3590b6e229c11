import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnlineField } from '../../../../src/shared/domain/online/design-types';
import { ONLINE_MESSAGES } from '../../../../src/shared/domain/online/form-design';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { VIEW_KEYS } from '../../../../src/shared/domain/routes/components';
import { setupFakeBackend } from '../../shared/fake-backend';
import { BASE, fakeDesigner, field } from './cgform-fixtures';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { rowOf } from '../list-page/list-page-queries';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';

const { default: CgformHeadListPage } =
  await import('../../../../src/desktop/pages/online/cgform/cgform-head-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

beforeEach(() => fakeDesigner(backend.server));

const listRequests = () => requestsTo(backend.server, 'GET', `${BASE}/head/list`).length;

async function openPage() {
  renderAdminPage(<CgformHeadListPage route={null} />);
  await screen.findByText('demo_order');
}

async function chooseMore(rowId: string, item: string) {
  await userEvent.click(within(rowOf(rowId)).getByRole('button', { name: /更多/ }));
  await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: item })));
}

async function openAdd() {
  await userEvent.click(
    within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
  );
  return findDialog('新增');
}

describe('表单开发 (desktop)', { timeout: 60_000 }, () => {
  it('lists the forms with type and sync status in words', async () => {
    grant(PERM.onlineForm.list);
    await openPage();
    expect(within(rowOf('h1')).getByText('单表')).toBeInTheDocument();
    expect(within(rowOf('h1')).getByText('已同步')).toBeInTheDocument();
    expect(within(rowOf('h2')).getByText('主表')).toBeInTheDocument();
    expect(within(rowOf('h2')).getByText('未同步')).toBeInTheDocument();
    // Without the designer's codes: no 新增, no 同步数据库, no 删除.
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
    expect(within(rowOf('h1')).queryByText('同步数据库')).toBeNull();
  });

  it('adds a form with two fields and an index: the addAll body is the whole design', async () => {
    grant(...Object.values(PERM.onlineForm));
    await openPage();
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('表名'), 'demo_item');
    await userEvent.type(within(dialog).getByLabelText('表描述'), '物料');
    await userEvent.click(within(dialog).getByRole('tab', { name: '字段' }));
    // A new table starts with JeecgBoot's system fields, locked: the engine creates and fills them.
    const system = within(dialog).getByRole('table', { name: '系统字段' });
    for (const name of ['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code'])
      expect(within(system).getByText(name)).toBeInTheDocument();
    expect(within(system).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '新增字段' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '新增字段' }));
    await userEvent.type(within(dialog).getByLabelText('字段名 第1行'), 'code');
    await userEvent.type(within(dialog).getByLabelText('字段备注 第1行'), '编码');
    await userEvent.click(within(dialog).getByLabelText('查询 第1行'));
    await userEvent.type(within(dialog).getByLabelText('字段名 第2行'), 'name');
    await userEvent.type(within(dialog).getByLabelText('字段备注 第2行'), '名称');
    await userEvent.click(within(dialog).getByRole('tab', { name: '索引' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '新增索引' }));
    await userEvent.type(within(dialog).getByLabelText('索引名 第1行'), 'idx_item_code');
    await userEvent.click(within(dialog).getByLabelText('索引字段 第1行'));
    await userEvent.click(lastOf(await screen.findAllByTitle('code')));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${BASE}/api/addAll`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${BASE}/api/addAll`)[0]!.body).toEqual({
      head: {
        tableName: 'demo_item',
        tableTxt: '物料',
        tableType: 1,
        isTree: 'N',
        treeParentIdField: null,
        treeIdField: null,
        treeFieldname: null,
        relationType: null,
        subTableStr: null,
        tabOrderNum: null,
        themeTemplate: 'normal',
        formTemplate: '1',
        isCheckbox: 'Y',
        isPage: 'Y',
        idType: 'UUID',
      },
      fields: [
        field({ dbFieldName: 'code', dbFieldTxt: '编码', isQuery: 'Y', orderNum: 0 }),
        field({ dbFieldName: 'name', dbFieldTxt: '名称', orderNum: 1 }),
      ],
      indexes: [{ indexName: 'idx_item_code', indexField: 'code', indexType: 'normal' }],
    });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it('a bad table name shows the designer rule and sends nothing', async () => {
    grant(...Object.values(PERM.onlineForm));
    await openPage();
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('表名'), 'Bad-Name');
    await userEvent.type(within(dialog).getByLabelText('表描述'), '坏表');
    await userEvent.click(within(dialog).getByRole('tab', { name: '字段' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '新增字段' }));
    await userEvent.type(within(dialog).getByLabelText('字段名 第1行'), 'code');
    await userEvent.type(within(dialog).getByLabelText('字段备注 第1行'), '编码');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(ONLINE_MESSAGES.tableNameInvalid)).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${BASE}/api/addAll`)).toHaveLength(0);
  });

  it('编辑 loads the stored fields and saves with editAll', async () => {
    grant(...Object.values(PERM.onlineForm));
    await openPage();
    await userEvent.click(within(rowOf('h1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('字段名 第2行')).toHaveValue('amount'));
    expect(within(dialog).getByLabelText('表名')).toHaveValue('demo_order');
    expect(within(dialog).getByLabelText('必填 第1行')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('tab', { name: '字段' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '下移 第1行' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${BASE}/api/editAll`)).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', `${BASE}/api/editAll`)[0]!.body as {
      head: Record<string, unknown>;
      fields: OnlineField[];
    };
    expect(body.head).toMatchObject({ id: 'h1', tableName: 'demo_order', tableTxt: '订单' });
    expect(body.fields.map((f) => [f.id, f.dbFieldName, f.orderNum])).toEqual([
      ['f2', 'amount', 0],
      ['f1', 'order_no', 1],
    ]);
  });

  it('同步数据库 lists the statements and needs the checkbox for destructive ones', async () => {
    grant(...Object.values(PERM.onlineForm));
    backend.server.on(`GET ${BASE}/api/syncPlan/h1`, () =>
      ok({
        tableName: 'demo_order',
        tableExists: true,
        isDbSynch: 'N',
        synMethod: 'normal',
        steps: [
          {
            description: '新增字段「remark」',
            destructive: false,
            sql: ['ALTER TABLE "demo_order" ADD COLUMN "remark" varchar(32)'],
          },
          {
            description: '删除字段「old_no」（数据先备份到 onl_cgform_backup）',
            destructive: true,
            sql: ['ALTER TABLE "demo_order" DROP COLUMN "old_no"'],
          },
        ],
        destructive: ['删除字段「old_no」（数据先备份到 onl_cgform_backup）'],
        refusals: [],
      }),
    );
    backend.server.on(`POST ${BASE}/api/doDbSynch/h1/normal`, () => ok(null, '同步数据库成功!'));
    await openPage();
    const before = listRequests();
    await userEvent.click(within(rowOf('h1')).getByText('同步数据库'));
    const dialog = await findDialog('同步数据库：demo_order');
    expect(await within(dialog).findByText('新增字段「remark」')).toBeInTheDocument();
    expect(
      within(dialog).getByText('【删除数据】删除字段「old_no」（数据先备份到 onl_cgform_backup）'),
    ).toBeInTheDocument();
    const sync = within(dialog).getByRole('button', { name: '同步' });
    expect(sync).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: '我已了解以上操作会删除数据（数据会备份）' }),
    );
    expect(sync).toBeEnabled();
    await userEvent.click(sync);
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', `${BASE}/api/doDbSynch/h1/normal`)).toEqual([
        { params: {}, body: { confirmDestructive: true } },
      ]),
    );
    expect(await screen.findByText('同步数据库成功!')).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toBeGreaterThan(before));
  });

  it('复制 asks first and copies the original', async () => {
    grant(...Object.values(PERM.onlineForm));
    await openPage();
    await chooseMore('h1', '复制');
    await userEvent.click(
      within((await screen.findByText('确定复制该表单吗?')).closest('.ant-popover') as HTMLElement).getByRole(
        'button',
        { name: '确定' },
      ),
    );
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', `${BASE}/head/copyOnline`).map((r) => r.params)).toEqual([
        { code: 'h1' },
      ]),
    );
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('配置菜单地址 shows the url; 添加菜单 adds the menu and its buttons', async () => {
    grant(PERM.onlineForm.list, PERM.permission.add);
    let menus: unknown[] = [];
    backend.server.on('GET /sys/permission/list', () => ok(menus));
    backend.server.on('POST /sys/permission/add', (c) => {
      const body = JSON.parse(String(c.data)) as { menuType: number };
      if (body.menuType === 0)
        menus = [{ id: 'm1', name: '账单', menuType: 0, url: '/online/cgformList/h2' }];
      return ok(null, '添加成功！');
    });
    await openPage();
    await chooseMore('h2', '配置菜单地址');
    const dialog = await findDialog('配置菜单地址');
    expect(within(dialog).getByText('/online/cgformList/h2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '添加菜单' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/permission/add')).toHaveLength(7));
    const bodies = requestsTo(backend.server, 'POST', '/sys/permission/add').map((r) => r.body);
    expect(bodies[0]).toEqual({
      menuType: 0,
      name: '账单',
      url: '/online/cgformList/h2',
      component: VIEW_KEYS.cgformErpList,
      route: true,
      sortNo: 1,
    });
    expect(bodies.slice(1)).toEqual(
      ['add', 'edit', 'delete', 'import', 'export', 'list'].map((action, i) =>
        expect.objectContaining({
          menuType: 2,
          parentId: 'm1',
          perms: `online:form:demo_bill:${action}`,
          sortNo: i + 1,
        }),
      ),
    );
    expect(await screen.findByText('菜单「账单」及其按钮已添加，请在角色授权中分配')).toBeInTheDocument();
    // A second time: the menu exists, nothing more is added.
    await userEvent.click(within(dialog).getByRole('button', { name: '添加菜单' }));
    expect(await screen.findByText('已存在地址为 /online/cgformList/h2 的菜单')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/permission/add')).toHaveLength(7);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnlineField } from '../../../../src/shared/domain/online/design-types';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { rowOf } from '../list-page/list-page-queries';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';
import { BASE, fakeDesigner, ORDER } from './cgform-fixtures';

const { default: CgformHeadListPage } =
  await import('../../../../src/desktop/pages/online/cgform/cgform-head-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

beforeEach(() => {
  grant(...Object.values(PERM.onlineForm));
  fakeDesigner(backend.server);
});

async function openPage() {
  renderAdminPage(<CgformHeadListPage route={null} />);
  await screen.findByText('demo_order');
}

async function chooseMore(rowId: string, item: string) {
  await userEvent.click(within(rowOf(rowId)).getByRole('button', { name: /更多/ }));
  await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: item })));
}

const listCalls = () => requestsTo(backend.server, 'GET', `${BASE}/head/list`);

describe('表单开发: delete, force sync, drag sort, copies (desktop)', { timeout: 60_000 }, () => {
  it('删除 sends deleteTable only when 同时删除数据库表 is ticked', async () => {
    backend.server.on(`DELETE ${BASE}/head/delete`, () => ok(null, '删除成功!'));
    await openPage();
    await chooseMore('h1', '删除');
    let dialog = await findDialog('删除表单');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '同时删除数据库表' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', `${BASE}/head/delete`).map((r) => r.params)).toEqual([
        { id: 'h1', deleteTable: true },
      ]),
    );
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await chooseMore('h2', '删除');
    dialog = await findDialog('删除表单');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', `${BASE}/head/delete`).map((r) => r.params)[1]).toEqual({
        id: 'h2',
      }),
    );
  });

  it('强制同步 always needs the confirmation, even with no destructive step listed', async () => {
    backend.server.on(`GET ${BASE}/api/syncPlan/h1`, (c) =>
      ok({
        tableName: 'demo_order',
        tableExists: true,
        isDbSynch: 'Y',
        synMethod: (c.params as { synMethod: string }).synMethod,
        steps: [],
        destructive: [],
        refusals: [],
      }),
    );
    backend.server.on(`POST ${BASE}/api/doDbSynch/h1/force`, () => ok(null, '同步数据库成功!'));
    await openPage();
    await userEvent.click(within(rowOf('h1')).getByText('同步数据库'));
    const dialog = await findDialog('同步数据库：demo_order');
    expect(await within(dialog).findByText('数据库表与表单设计一致，无需修改')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '同步' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '强制同步（删除重建）' }));
    await waitFor(() =>
      expect(
        requestsTo(backend.server, 'GET', `${BASE}/api/syncPlan/h1`).map((r) => r.params.synMethod),
      ).toEqual(['normal', 'force']),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '同步' })).toBeDisabled());
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: '我已了解以上操作会删除数据（数据会备份）' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '同步' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', `${BASE}/api/doDbSynch/h1/force`).map((r) => r.body)).toEqual(
        [{ confirmDestructive: true }],
      ),
    );
  });

  it('a refusal of the sync plan blocks 同步 and is shown', async () => {
    backend.server.on(`GET ${BASE}/api/syncPlan/h1`, () =>
      ok({
        tableName: 'demo_order',
        tableExists: true,
        isDbSynch: 'N',
        synMethod: 'normal',
        steps: [],
        destructive: [],
        refusals: ['字段「order_no」有3条记录为空，不能设为非空，请先补全数据或允许为空'],
      }),
    );
    await openPage();
    await userEvent.click(within(rowOf('h1')).getByText('同步数据库'));
    const dialog = await findDialog('同步数据库：demo_order');
    expect(
      await within(dialog).findByText('字段「order_no」有3条记录为空，不能设为非空，请先补全数据或允许为空'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '同步' })).toBeDisabled();
  });

  it('dragging a field row reorders the fields; the server refusal is a warning and the dialog stays', async () => {
    backend.server.on(`PUT ${BASE}/api/editAll`, () => fail('表「demo_order」已同步到数据库，不能修改表名'));
    await openPage();
    await userEvent.click(within(rowOf('h1')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('字段名 第2行')).toHaveValue('amount'));
    await userEvent.click(within(dialog).getByRole('tab', { name: '字段' }));
    fireEvent.dragStart(within(dialog).getByRole('button', { name: '拖动排序 第2行' }));
    const firstRow = within(dialog).getByLabelText('字段名 第1行').closest('tr') as HTMLElement;
    fireEvent.dragOver(firstRow);
    fireEvent.drop(firstRow);
    expect(within(dialog).getByLabelText('字段名 第1行')).toHaveValue('amount');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${BASE}/api/editAll`)).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', `${BASE}/api/editAll`)[0]!.body as {
      fields: OnlineField[];
    };
    expect(body.fields.map((f) => f.dbFieldName)).toEqual(['amount', 'order_no']);
    expect(await screen.findByText('表「demo_order」已同步到数据库，不能修改表名')).toBeInTheDocument();
    expect(await findDialog('编辑')).toBeInTheDocument();
  });

  it('附表 shows the relation and foreign key columns', async () => {
    await openPage();
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    expect(within(dialog).queryByLabelText('映射关系')).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('表类型'));
    await userEvent.click(lastOf(await screen.findAllByTitle('附表')));
    expect(await within(dialog).findByLabelText('映射关系')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: '字段' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '新增字段' }));
    expect(within(dialog).getByLabelText('外键主表 第1行')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('外键字段 第1行')).toBeInTheDocument();
  });

  it('复制表单列表 lists the copies of the selected original', async () => {
    const copy = {
      ...ORDER,
      id: 'c1',
      tableName: 'demo_order_c1',
      copyType: 1,
      copyVersion: 1,
      physicId: 'h1',
    };
    backend.server.on(`GET ${BASE}/head/list`, (c) =>
      (c.params as Record<string, unknown>).copyType === 1
        ? ok({ records: [copy], total: 1 })
        : ok({ records: [ORDER], total: 1 }),
    );
    await openPage();
    await userEvent.click(within(rowOf('h1')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '复制表单列表' }));
    const dialog = await findDialog('复制表单列表');
    expect(await within(dialog).findByText('demo_order_c1')).toBeInTheDocument();
    expect(listCalls().some((r) => r.params.copyType === 1 && r.params.physicId === 'h1')).toBe(true);
    // A copy is not copied again.
    await userEvent.click(within(rowOf('c1')).getByRole('button', { name: /更多/ }));
    const menu = lastOf(await screen.findAllByRole('menu'));
    expect(within(menu).queryByRole('menuitem', { name: '复制' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '配置菜单地址' })).toBeInTheDocument();
  });
});

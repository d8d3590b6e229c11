import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import PermissionListPage from '../../../../../src/desktop/pages/system/permission/permission-list-page';
import type { PermissionRecord } from '../../../../../src/shared/api/sys/permission-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderDesktop } from '../../desktop-test-utils';
import { fill, moreAction, row, userEvent } from './table-actions';
import { bodyOf, findDialog, grantCodes, okBody, paramsOf, seedIdentityDicts } from './identity-fixtures';

const backend = setupFakeBackend();

const MENUS: PermissionRecord[] = [
  {
    id: 'sys',
    name: '系统管理',
    menuType: 0,
    url: '/isystem',
    component: 'layouts/RouteView',
    icon: 'setting',
    sortNo: 1,
    children: [
      {
        id: 'user',
        parentId: 'sys',
        name: '用户管理',
        menuType: 1,
        url: '/isystem/user',
        component: 'system/UserList',
        sortNo: 1,
        ruleFlag: 1,
        children: [
          { id: 'add', parentId: 'user', name: '添加用户', menuType: 2, perms: 'system:user:add', sortNo: 1 },
        ],
      },
    ],
  },
  {
    id: 'home',
    name: '首页',
    menuType: 0,
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    sortNo: 0,
  },
];

async function renderMenus() {
  backend.server.on('GET /sys/permission/list', okBody(MENUS));
  renderDesktop(<PermissionListPage />);
  await screen.findByText('系统管理');
}

const requestsTo = (url: string) => backend.server.requests.filter((r) => r.url === url);

describe('菜单管理 (desktop)', { timeout: 120_000 }, () => {
  beforeEach(() => {
    seedIdentityDicts();
    grantCodes(...Object.values(PERM.permission));
  });

  it('shows the menu tree with its types and expands it', async () => {
    await renderMenus();
    expect(within(row('sys')).getByText('一级菜单')).toBeInTheDocument();
    expect(screen.queryByText('用户管理')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(within(await waitFor(() => row('user'))).getByText('子菜单')).toBeInTheDocument();
    expect(within(row('add')).getByText('按钮/权限')).toBeInTheDocument();
    expect(within(row('add')).getByText('system:user:add')).toBeInTheDocument();
  });

  it('switches the form by menu type and requires 授权标识 for a button', async () => {
    backend.server.on('POST /sys/permission/add', okBody(null, '添加成功！'));
    await renderMenus();
    await moreAction('sys', '添加下级');
    const form = await findDialog('新增');
    // 添加下级 starts a sub-menu: route fields, no button fields.
    expect(within(form).getByLabelText('菜单路径')).toBeInTheDocument();
    expect(within(form).getByLabelText('前端组件')).toBeInTheDocument();
    expect(within(form).getByLabelText('是否缓存路由')).toBeInTheDocument();
    expect(within(form).queryByLabelText('授权标识')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: '按钮/权限' }));
    expect(within(form).getByLabelText('授权标识')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '可编辑' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('菜单路径')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('是否缓存路由')).not.toBeInTheDocument();

    await fill(within(form).getByRole('textbox', { name: '按钮/权限' }), '导出用户');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('请输入授权标识!')).toBeInTheDocument();
    expect(requestsTo('/sys/permission/add')).toHaveLength(0);

    await fill(within(form).getByLabelText('授权标识'), 'system:user:export');
    await userEvent.click(within(form).getByRole('radio', { name: '可编辑' }));
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/permission/add')).toHaveLength(1));
    const body = bodyOf(requestsTo('/sys/permission/add')[0]!);
    expect(body).toMatchObject({
      menuType: 2,
      name: '导出用户',
      parentId: 'sys',
      perms: 'system:user:export',
      permsType: '2',
      status: '1',
    });
    // A button carries no route fields.
    expect(body).not.toHaveProperty('url');
    expect(body).not.toHaveProperty('component');
  });

  it('requires 菜单路径 and 前端组件 for a top-level menu', async () => {
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: /新增菜单/ }));
    const form = await findDialog('新增');
    expect(within(form).queryByLabelText('上级菜单')).not.toBeInTheDocument();
    await fill(within(form).getByLabelText('菜单名称'), '报表');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('请输入菜单路径!')).toBeInTheDocument();
    expect(within(form).getByText('请输入前端组件!')).toBeInTheDocument();
    expect(requestsTo('/sys/permission/add')).toHaveLength(0);
  });

  it('asks before deleting a menu and names its children', async () => {
    backend.server.on('DELETE /sys/permission/delete', okBody(null, '删除成功!'));
    await renderMenus();
    await moreAction('sys', '删除');
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除该菜单及其全部下级菜单和按钮吗?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/permission/delete')).toHaveLength(1));
    expect(paramsOf(requestsTo('/sys/permission/delete')[0]!)).toMatchObject({ id: 'sys' });
  });

  it('edits the data rules of a menu with the condition list and the current-user variables', async () => {
    backend.server.on(
      'GET /sys/permission/queryPermissionRule',
      okBody([
        {
          id: 'd1',
          permissionId: 'user',
          ruleName: '本部门',
          ruleColumn: 'orgCode',
          ruleConditions: 'RIGHT_LIKE',
          ruleValue: '#{sys_org_code}',
          status: '1',
        },
      ]),
    );
    backend.server.on('POST /sys/permission/addPermissionRule', okBody(null, '添加成功！'));
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await waitFor(() => row('user'));
    await moreAction('user', '数据规则');
    const drawer = await findDialog('数据规则：用户管理');
    expect(await within(drawer).findByText('本部门')).toBeInTheDocument();
    expect(within(drawer).getByText('右模糊')).toBeInTheDocument();
    expect(paramsOf(requestsTo('/sys/permission/queryPermissionRule')[0]!)).toMatchObject({
      permissionId: 'user',
    });

    await userEvent.click(within(drawer).getByRole('button', { name: /新增/ }));
    const form = await findDialog('新增数据规则');
    expect(within(form).getByText('#{sys_org_code}')).toBeInTheDocument();
    expect(within(form).getByText(/当前用户部门编码/)).toBeInTheDocument();
    expect(within(form).getByText(/当前用户账号/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('请输入规则名称!')).toBeInTheDocument();
    expect(within(form).getByText('请选择条件规则!')).toBeInTheDocument();

    await fill(within(form).getByLabelText('规则名称'), '本人创建');
    await fill(within(form).getByLabelText('规则字段'), 'createBy');
    await userEvent.click(within(form).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('等于'));
    await fill(within(form).getByLabelText('规则值'), '#{sys_user_code}');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/permission/addPermissionRule')).toHaveLength(1));
    expect(bodyOf(requestsTo('/sys/permission/addPermissionRule')[0]!)).toEqual({
      permissionId: 'user',
      ruleName: '本人创建',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
    });
  });
});

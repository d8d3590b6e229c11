import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import DepartListPage from '../../../../../src/desktop/pages/system/depart/depart-list-page';
import type { DepartTreeNode } from '../../../../../src/shared/api/sys/depart-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderDesktop } from '../../desktop-test-utils';
import { fill, userEvent } from '../permission/table-actions';
import {
  USERS,
  bodyOf,
  failBody,
  findDialog,
  grantCodes,
  okBody,
  page,
  paramsOf,
  seedIdentityDicts,
} from '../permission/identity-fixtures';

const backend = setupFakeBackend();

function depart(
  id: string,
  name: string,
  orgCode: string,
  children: DepartTreeNode[] = [],
  parentId: string | null = null,
) {
  return {
    id,
    key: id,
    value: id,
    title: name,
    departName: name,
    orgCode,
    parentId,
    orgCategory: parentId ? '2' : '1',
    orgType: parentId ? '2' : '1',
    status: '1',
    delFlag: '0',
    departOrder: 0,
    mobile: '010-12345678',
    address: '北京',
    memo: null,
    isLeaf: children.length === 0,
    children: children.length > 0 ? children : null,
  } satisfies DepartTreeNode;
}

const TREE = [
  depart('d1', '华北电网', 'A01', [
    depart('d2', '调度中心', 'A01A01', [], 'd1'),
    depart('d3', '检修部', 'A01A02', [], 'd1'),
  ]),
];

/** The department's own permissions: all a department role may receive. */
const DEPART_ROLE_TREE = [
  {
    key: 'user',
    title: '用户管理',
    menuType: 1,
    children: [{ key: 'add', title: '添加用户', menuType: 2, isLeaf: true }],
  },
];

const requestsTo = (url: string) => backend.server.requests.filter((r) => r.url === url);

async function renderDeparts() {
  backend.server.on('GET /sys/sysDepart/queryTreeList', okBody(TREE));
  renderDesktop(<DepartListPage />);
  const tree = await screen.findByRole('tree');
  await within(tree).findByText('调度中心');
  return tree;
}

function treeCheckbox(tree: HTMLElement, name: string): HTMLElement {
  const item = within(tree).getByText(name).closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`no node ${name}`);
  return within(item).getByRole('checkbox');
}

describe('部门管理 (desktop)', { timeout: 120_000 }, () => {
  beforeEach(() => {
    seedIdentityDicts();
    grantCodes(...Object.values(PERM.depart));
  });

  it('searches departments with searchBy and warns when nothing matches', async () => {
    backend.server.on('GET /sys/sysDepart/searchBy', (config) =>
      paramsOf(config).keyWord === '检修'
        ? okBody([depart('d3', '检修部', 'A01A02', [], 'd1')])
        : failBody('未查询匹配数据！'),
    );
    const tree = await renderDeparts();
    const search = screen.getByPlaceholderText('请输入部门名称');
    await fill(search, '检修');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(tree).queryByText('华北电网')).not.toBeInTheDocument());
    expect(within(tree).getByText('检修部')).toBeInTheDocument();
    expect(paramsOf(requestsTo('/sys/sysDepart/searchBy')[0]!)).toMatchObject({ keyWord: '检修' });

    await userEvent.clear(search);
    await fill(search, '不存在');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.keyboard('{Enter}');
    expect(await within(tree).findByText('华北电网')).toBeInTheDocument();
  });

  it('shows the chosen department with a read-only code and saves its fields', async () => {
    backend.server.on('PUT /sys/sysDepart/edit', okBody(null, '修改成功!'));
    const tree = await renderDeparts();
    expect(screen.getByText('请先在左侧选择一个部门')).toBeInTheDocument();
    await userEvent.click(within(tree).getByText('调度中心'));
    const code = await screen.findByLabelText('机构编码');
    expect(code).toHaveValue('A01A01');
    expect(code).toBeDisabled();
    for (const tab of ['基本信息', '部门权限', '部门角色', '部门用户']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const name = screen.getByLabelText('机构名称');
    await userEvent.clear(name);
    await fill(name, '调度控制中心');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo('/sys/sysDepart/edit')).toHaveLength(1));
    expect(bodyOf(requestsTo('/sys/sysDepart/edit')[0]!)).toMatchObject({
      id: 'd2',
      departName: '调度控制中心',
      orgCategory: '2',
      mobile: '010-12345678',
    });
    // The code and the parent are the server's: never sent from here.
    expect(bodyOf(requestsTo('/sys/sysDepart/edit')[0]!)).not.toHaveProperty('orgCode');
    expect(bodyOf(requestsTo('/sys/sysDepart/edit')[0]!)).not.toHaveProperty('parentId');
  });

  it('offers only the tabs the user holds', async () => {
    grantCodes(PERM.depart.list, PERM.depart.users);
    backend.server.on('GET /sys/user/departUserList', page(USERS));
    const tree = await renderDeparts();
    expect(screen.queryByRole('button', { name: /添加一级部门/ })).not.toBeInTheDocument();
    await userEvent.click(within(tree).getByText('调度中心'));
    expect(await screen.findByRole('tab', { name: '部门用户' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '部门权限' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '部门角色' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('机构名称')).toBeDisabled();
  });

  it('deletes the checked departments after naming what goes with them', async () => {
    backend.server.on('DELETE /sys/sysDepart/deleteBatch', okBody(null, '删除成功!'));
    const tree = await renderDeparts();
    await userEvent.click(treeCheckbox(tree, '调度中心'));
    await userEvent.click(treeCheckbox(tree, '检修部'));
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('确定要删除所选中的 2 条数据，以及子节点数据吗?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/sysDepart/deleteBatch')).toHaveLength(1));
    expect(paramsOf(requestsTo('/sys/sysDepart/deleteBatch')[0]!)).toMatchObject({ ids: 'd2,d3' });
  });

  it("authorises a department role within the department's permissions only", async () => {
    backend.server.on(
      'GET /sys/sysDepartRole/list',
      page([
        {
          id: 'dr1',
          departId: 'd2',
          roleName: '值班长',
          roleCode: 'duty_lead',
          createTime: '2024-01-01 08:00:00',
        },
      ]),
    );
    backend.server.on(
      'GET /sys/sysDepartPermission/queryTreeListForDeptRole',
      okBody({ treeList: DEPART_ROLE_TREE, ids: ['user', 'add'] }),
    );
    backend.server.on('GET /sys/sysDepartPermission/queryDeptRolePermission', okBody(['user']));
    backend.server.on('POST /sys/sysDepartPermission/saveDeptRolePermission', okBody(null, '保存成功！'));
    const tree = await renderDeparts();
    await userEvent.click(within(tree).getByText('调度中心'));
    await userEvent.click(await screen.findByRole('tab', { name: '部门角色' }));
    await screen.findByText('值班长');
    expect(paramsOf(requestsTo('/sys/sysDepartRole/list')[0]!)).toMatchObject({ deptId: 'd2' });

    const roleRow = document.querySelector<HTMLElement>('tr[data-row-key="dr1"]')!;
    await userEvent.click(within(roleRow).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '授权' }));
    const drawer = await findDialog(/部门角色权限配置：值班长/);
    const grantTree = await within(drawer).findByRole('tree');
    // The tree is the department's ceiling: nothing of the platform tree beyond it.
    expect(paramsOf(requestsTo('/sys/sysDepartPermission/queryTreeListForDeptRole')[0]!)).toMatchObject({
      departId: 'd2',
    });
    expect(within(grantTree).getAllByRole('treeitem')).toHaveLength(2);
    expect(requestsTo('/sys/role/queryTreeList')).toHaveLength(0);

    expect(treeCheckbox(grantTree, '用户管理')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(treeCheckbox(grantTree, '添加用户'));
    await userEvent.click(within(drawer).getByRole('button', { name: '保存并关闭' }));
    await waitFor(() =>
      expect(requestsTo('/sys/sysDepartPermission/saveDeptRolePermission')).toHaveLength(1),
    );
    expect(bodyOf(requestsTo('/sys/sysDepartPermission/saveDeptRolePermission')[0]!)).toEqual({
      roleId: 'dr1',
      permissionIds: 'user,add',
      lastpermissionIds: 'user',
    });
  });

  it("lists the department's users and assigns a user's department roles", async () => {
    backend.server.on('GET /sys/user/departUserList', page(USERS));
    backend.server.on(
      'GET /sys/sysDepartRole/getDeptRoleList',
      okBody([
        { id: 'dr1', departId: 'd2', roleName: '值班长', roleCode: 'duty_lead' },
        { id: 'dr2', departId: 'd2', roleName: '值班员', roleCode: 'duty' },
      ]),
    );
    backend.server.on(
      'GET /sys/sysDepartRole/getDeptRoleByUserId',
      okBody([{ id: 'x', userId: 'u1', droleId: 'dr2' }]),
    );
    backend.server.on('POST /sys/sysDepartRole/deptRoleUserAdd', okBody(null, '添加成功！'));
    const tree = await renderDeparts();
    await userEvent.click(within(tree).getByText('调度中心'));
    await userEvent.click(await screen.findByRole('tab', { name: '部门用户' }));
    await screen.findByText('zhangsan');
    expect(paramsOf(requestsTo('/sys/user/departUserList')[0]!)).toMatchObject({ depId: 'd2' });

    const userRow = document.querySelector<HTMLElement>('tr[data-row-key="u1"]')!;
    await userEvent.click(within(userRow).getByRole('button', { name: '分配部门角色' }));
    const dialog = await findDialog(/分配部门角色：张三/);
    expect(await within(dialog).findByRole('checkbox', { name: '值班员' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '值班长' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/sysDepartRole/deptRoleUserAdd')).toHaveLength(1));
    expect(bodyOf(requestsTo('/sys/sysDepartRole/deptRoleUserAdd')[0]!)).toEqual({
      userId: 'u1',
      newRoleId: 'dr1,dr2',
      oldRoleId: 'dr2',
    });
  });
});

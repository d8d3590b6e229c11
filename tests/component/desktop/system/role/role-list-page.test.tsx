import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import RoleListPage from '../../../../../src/desktop/pages/system/role/role-list-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderDesktop } from '../../desktop-test-utils';
import { fill, moreAction, row, userEvent } from '../permission/table-actions';
import {
  PERMISSION_TREE,
  TREE_IDS,
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

const ROLES = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin', description: '超级', createTime: '2024-01-01 08:00:00' },
  {
    id: 'r2',
    roleName: '巡检员',
    roleCode: 'inspector',
    description: null,
    createTime: '2024-01-02 08:00:00',
  },
];

async function renderRoles() {
  backend.server.on('GET /sys/role/list', page(ROLES));
  renderDesktop(<RoleListPage />);
  await screen.findByText('巡检员');
}

describe('角色管理 (desktop)', { timeout: 90_000 }, () => {
  beforeEach(() => {
    seedIdentityDicts();
    grantCodes(...Object.values(PERM.role));
  });

  it('lists roles with 角色名称, 角色编码, 备注, 创建时间 and searches by name', async () => {
    await renderRoles();
    const header = document.querySelector('thead') as HTMLElement;
    for (const title of ['角色名称', '角色编码', '备注', '创建时间']) {
      expect(within(header).getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    }
    await fill(screen.getByPlaceholderText('请输入角色名称'), '巡检');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => {
      const lists = backend.server.requests.filter((r) => r.url === '/sys/role/list');
      expect(paramsOf(lists[lists.length - 1]!).roleName).toBe('*巡检*');
    });
  });

  it('checks the role code with checkRoleCode and shows 角色编码已存在 under the field', async () => {
    backend.server.on('GET /sys/role/checkRoleCode', (config) =>
      paramsOf(config).roleCode === 'inspector' ? failBody('角色编码已存在') : okBody(null),
    );
    backend.server.on('POST /sys/role/add', okBody(null, '添加成功！'));
    await renderRoles();
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('角色名称'), '新的巡检员');
    await fill(within(dialog).getByLabelText('角色编码'), 'inspector');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('角色编码已存在')).toBeInTheDocument();
    expect(backend.server.requests.some((r) => r.url === '/sys/role/add')).toBe(false);

    await fill(within(dialog).getByLabelText('角色编码'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(backend.server.requests.some((r) => r.url === '/sys/role/add')).toBe(true));
    const add = backend.server.requests.find((r) => r.url === '/sys/role/add')!;
    expect(bodyOf(add)).toMatchObject({ roleName: '新的巡检员', roleCode: 'inspector2' });
  });

  it('keeps the role code fixed when editing (no uniqueness call)', async () => {
    await renderRoles();
    await userEvent.click(within(row('r2')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('角色编码')).toBeDisabled();
    expect(within(dialog).getByLabelText('角色编码')).toHaveValue('inspector');
    expect(backend.server.requests.some((r) => r.url === '/sys/role/checkRoleCode')).toBe(false);
  });

  it('hides 授权 and 用户 without their permissions', async () => {
    grantCodes(PERM.role.list, PERM.role.edit);
    await renderRoles();
    expect(within(row('r1')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row('r1')).queryByRole('button', { name: /更多/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).not.toBeInTheDocument();
  });

  describe('授权 drawer', () => {
    beforeEach(() => {
      backend.server.on('GET /sys/role/queryTreeList', okBody({ treeList: PERMISSION_TREE, ids: TREE_IDS }));
      backend.server.on('GET /sys/permission/queryRolePermission', (config) =>
        okBody(paramsOf(config).roleId === 'r2' ? ['sys', 'user', 'add', 'gone'] : []),
      );
      backend.server.on('POST /sys/permission/saveRolePermission', okBody(null, '保存成功！'));
    });

    /** Opens 授权 of 巡检员; queries then stay inside the drawer. */
    async function openGrant() {
      await renderRoles();
      await moreAction('r2', '授权');
      const drawer = await findDialog(/角色权限配置/);
      const tree = await within(drawer).findByRole('tree');
      return {
        drawer,
        tree,
        // The node's checkbox (its accessible name is the node; looked up from the title for speed).
        checkbox: (name: string) => {
          const item = within(tree).getByText(name).closest<HTMLElement>('[role="treeitem"]');
          if (!item) throw new Error(`no tree node ${name}`);
          return within(item).getByRole('checkbox');
        },
        button: (name: string) => within(drawer).getByRole('button', { name }),
      };
    }

    const saves = () => backend.server.requests.filter((r) => r.url === '/sys/permission/saveRolePermission');

    it('checks the preloaded ids, marks buttons and saves permissionIds / lastpermissionIds', async () => {
      const g = await openGrant();
      expect(g.checkbox('用户管理')).toHaveAttribute('aria-checked', 'true');
      expect(g.checkbox('添加用户')).toHaveAttribute('aria-checked', 'true');
      expect(g.checkbox('编辑用户')).toHaveAttribute('aria-checked', 'false');
      expect(g.checkbox('角色管理')).toHaveAttribute('aria-checked', 'false');
      expect(
        within(within(g.tree).getByRole('treeitem', { name: /添加用户/ })).getByText('按钮'),
      ).toBeInTheDocument();

      await userEvent.click(g.checkbox('添加用户'));
      await userEvent.click(g.checkbox('角色管理'));
      await userEvent.click(g.button('保存'));
      await waitFor(() => expect(saves()).toHaveLength(1));
      // Tree order; the grant the tree does not show ("gone") is kept, never silently revoked.
      expect(bodyOf(saves()[0]!)).toEqual({
        roleId: 'r2',
        permissionIds: 'sys,user,role,gone',
        lastpermissionIds: 'sys,user,add,gone',
      });

      // A second save diffs from what was just saved.
      await userEvent.click(g.checkbox('首页'));
      await userEvent.click(g.button('保存并关闭'));
      await waitFor(() => expect(saves()).toHaveLength(2));
      expect(bodyOf(saves()[1]!)).toMatchObject({
        permissionIds: 'sys,user,role,home,gone',
        lastpermissionIds: 'sys,user,role,gone',
      });
      await waitFor(() => expect(g.tree).not.toBeInTheDocument());
    });

    it('父子关联 checks a menu with its buttons and parents; 全部勾选 / 取消全选', async () => {
      const g = await openGrant();
      await userEvent.click(within(g.drawer).getByRole('checkbox', { name: '父子关联' }));
      // Linked view of {sys, user, add}: a menu without all its buttons reads as partly granted.
      expect(g.checkbox('系统管理')).toHaveAttribute('aria-checked', 'mixed');
      expect(g.checkbox('用户管理')).toHaveAttribute('aria-checked', 'mixed');
      expect(g.checkbox('添加用户')).toHaveAttribute('aria-checked', 'true');

      await userEvent.click(g.checkbox('用户管理'));
      expect(g.checkbox('用户管理')).toHaveAttribute('aria-checked', 'true');
      expect(g.checkbox('编辑用户')).toHaveAttribute('aria-checked', 'true');
      expect(g.checkbox('系统管理')).toHaveAttribute('aria-checked', 'mixed');

      await userEvent.click(g.checkbox('用户管理'));
      for (const name of ['系统管理', '用户管理', '添加用户', '编辑用户']) {
        expect(g.checkbox(name)).toHaveAttribute('aria-checked', 'false');
      }

      await userEvent.click(g.button('全部勾选'));
      for (const name of ['系统管理', '角色管理', '首页'])
        expect(g.checkbox(name)).toHaveAttribute('aria-checked', 'true');
      await userEvent.click(g.button('取消全选'));
      await userEvent.click(g.button('保存'));
      await waitFor(() => expect(saves()).toHaveLength(1));
      expect(bodyOf(saves()[0]!)).toMatchObject({ permissionIds: 'gone' });
    });

    it('searches the tree and collapses / expands it', async () => {
      const g = await openGrant();
      const search = within(g.drawer).getByPlaceholderText('搜索菜单或按钮');
      await fill(search, '角色');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(g.drawer).queryByText('首页')).not.toBeInTheDocument());
      expect(within(g.drawer).getByText('角色管理')).toBeInTheDocument();
      await userEvent.clear(search);
      await userEvent.keyboard('{Enter}');
      await userEvent.click(g.button('合并所有'));
      await waitFor(() => expect(within(g.drawer).queryByText('添加用户')).not.toBeInTheDocument());
      await userEvent.click(g.button('展开所有'));
      expect(await within(g.drawer).findByText('添加用户')).toBeInTheDocument();
    });

    it('opens the data-rule chooser for a saved menu with rules and saves the chosen rules', async () => {
      backend.server.on(
        'GET /sys/role/datarule/user/r2',
        okBody({
          datarule: [
            { id: 'd1', ruleName: '本部门数据' },
            { id: 'd2', ruleName: '本人创建' },
          ],
          drChecked: 'd1',
        }),
      );
      backend.server.on('POST /sys/role/datarule', okBody(null, '保存成功!'));
      const g = await openGrant();
      await userEvent.click(within(g.tree).getByText('用户管理'));
      const chooser = await findDialog(/数据规则：用户管理/);
      expect(await within(chooser).findByRole('checkbox', { name: '本部门数据' })).toBeChecked();
      expect(within(chooser).getByRole('checkbox', { name: '本人创建' })).not.toBeChecked();
      await userEvent.click(within(chooser).getByRole('checkbox', { name: '本人创建' }));
      await userEvent.click(within(chooser).getByRole('button', { name: '保存' }));
      await waitFor(() =>
        expect(backend.server.requests.some((r) => r.url === '/sys/role/datarule')).toBe(true),
      );
      const save = backend.server.requests.find((r) => r.url === '/sys/role/datarule')!;
      expect(bodyOf(save)).toEqual({ permissionId: 'user', roleId: 'r2', dataRuleIds: 'd1,d2' });
    });

    it('asks to save the menu grant before choosing its data rules', async () => {
      backend.server.on(
        'GET /sys/role/queryTreeList',
        okBody({ treeList: [{ key: 'home', title: '首页', menuType: 0, ruleFlag: 1 }], ids: ['home'] }),
      );
      const g = await openGrant();
      await userEvent.click(within(g.tree).getByText('首页'));
      expect(await screen.findByText(/请先勾选并保存该菜单的权限/)).toBeInTheDocument();
      expect(backend.server.requests.some((r) => (r.url ?? '').startsWith('/sys/role/datarule'))).toBe(false);
    });
  });

  describe('用户 drawer', () => {
    it("lists the role's users and unlinks one", async () => {
      backend.server.on('GET /sys/user/userRoleList', page(USERS));
      backend.server.on('DELETE /sys/user/deleteUserRole', okBody(null, '删除成功!'));
      await renderRoles();
      await moreAction('r2', '用户');
      const drawer = await findDialog(/角色用户：巡检员/);
      expect(await within(drawer).findByText('zhangsan')).toBeInTheDocument();
      const list = backend.server.requests.find((r) => r.url === '/sys/user/userRoleList')!;
      expect(paramsOf(list).roleId).toBe('r2');

      await userEvent.click(within(row('u1', drawer)).getByRole('button', { name: '取消关联' }));
      const confirm = await screen.findByRole('tooltip');
      await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
      await waitFor(() =>
        expect(backend.server.requests.some((r) => r.url === '/sys/user/deleteUserRole')).toBe(true),
      );
      const del = backend.server.requests.find((r) => r.url === '/sys/user/deleteUserRole')!;
      expect(paramsOf(del)).toMatchObject({ roleId: 'r2', userId: 'u1' });
    });

    it('adds existing users picked from the user list', async () => {
      backend.server.on('GET /sys/user/userRoleList', page([]));
      backend.server.on('GET /sys/user/list', page(USERS));
      backend.server.on('POST /sys/user/addSysUserRole', okBody(null, '添加成功!'));
      await renderRoles();
      await moreAction('r2', '用户');
      const drawer = await findDialog(/角色用户/);
      await userEvent.click(within(drawer).getByRole('button', { name: /添加已有用户/ }));
      const picker = await findDialog('添加已有用户');
      await within(picker).findByText('lisi');
      await userEvent.click(within(row('u2', picker)).getByRole('checkbox'));
      await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
      await waitFor(() =>
        expect(backend.server.requests.some((r) => r.url === '/sys/user/addSysUserRole')).toBe(true),
      );
      const add = backend.server.requests.find((r) => r.url === '/sys/user/addSysUserRole')!;
      expect(bodyOf(add)).toEqual({ roleId: 'r2', userIdList: ['u2'] });
      await waitFor(() => expect(picker).not.toBeInTheDocument());
    });
  });
});

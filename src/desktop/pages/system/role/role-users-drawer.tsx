import { useState } from 'react';
import { Button, Drawer, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ROLE_URLS,
  addUsersToRole,
  removeUserFromRole,
  removeUsersFromRole,
  type RoleRecord,
} from '../../../../shared/api/sys/role-api';
import type { UserRow } from '../../../../shared/api/sys/depart-api';
import { SELECT_ONE_RECORD } from '../../../../shared/domain/validation/messages';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { UserPickerModal } from './user-picker-modal';
import { memberViewSchema } from './user-view-schema';

/** JeecgBoot's batch confirmation on the role's user list. */
export const UNLINK_BATCH_CONFIRM = {
  title: '确认取消关联',
  content: '是否取消选中用户与该角色的关联?',
} as const;

function RoleUsers({ role }: { role: RoleRecord }) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<UserRow>({
    url: { list: ROLE_URLS.users },
    ui,
    schema: memberViewSchema,
    fixedParams: { roleId: role.id },
  });
  const [picking, setPicking] = useState(false);

  // Every write answers with the server's message and reloads the list on success.
  const run = async (call: () => Promise<{ success: boolean; message: string }>, clear = false) => {
    try {
      const res = await call();
      if (!res.success) {
        ui.warning(res.message);
        return false;
      }
      ui.success(res.message);
      if (clear) list.onClearSelected();
      await list.loadData(clear ? 1 : undefined);
      return true;
    } catch {
      return false;
    }
  };

  const unlinkSelected = async () => {
    if (list.selectedRowKeys.length === 0) {
      ui.warning(SELECT_ONE_RECORD);
      return;
    }
    if (!(await ui.confirm(UNLINK_BATCH_CONFIRM))) return;
    await run(() => removeUsersFromRole(role.id, list.selectedRowKeys), true);
  };

  return (
    <>
      {holder}
      <SearchForm
        schema={memberViewSchema}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          添加已有用户
        </Button>
        {list.selectedRowKeys.length > 0 && (
          <Button onClick={() => void unlinkSelected()}>批量取消关联</Button>
        )}
      </Space>
      <ResourceTable
        list={list}
        schema={memberViewSchema}
        actionsWidth={100}
        renderActions={(user) => (
          <Popconfirm
            title="确定要取消关联吗?"
            okText="确定"
            cancelText="取消"
            onConfirm={() => void run(() => removeUserFromRole(role.id, user.id))}
          >
            <a role="button" tabIndex={0}>
              取消关联
            </a>
          </Popconfirm>
        )}
      />
      <UserPickerModal
        open={picking}
        title="添加已有用户"
        onCancel={() => setPicking(false)}
        onPick={(users) =>
          run(
            () =>
              addUsersToRole(
                role.id,
                users.map((u) => u.id),
              ),
            true,
          )
        }
      />
    </>
  );
}

/** 用户: the users holding a role, with 添加已有用户 and 取消关联. */
export function RoleUsersDrawer({ role, onClose }: { role: RoleRecord | null; onClose(): void }) {
  return (
    <Drawer
      title={role ? `角色用户：${role.roleName}` : '角色用户'}
      open={role !== null}
      onClose={onClose}
      size={900}
      destroyOnHidden
    >
      {role && <RoleUsers role={role} />}
    </Drawer>
  );
}

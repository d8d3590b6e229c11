import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  DEPART_URLS,
  addUsersToDepart,
  removeUserFromDepart,
  removeUsersFromDepart,
  type DepartTreeNode,
  type UserRow,
} from '../../../../shared/api/sys/depart-api';
import { SELECT_ONE_RECORD } from '../../../../shared/domain/validation/messages';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { RowActions, type RowAction } from '../../../widgets/list-page/row-actions';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { UserPickerModal } from '../role/user-picker-modal';
import { memberViewSchema } from '../role/user-view-schema';
import { DepartRoleUserModal } from './depart-role-user-modal';

export const UNLINK_DEPART_CONFIRM = {
  title: '确认取消关联',
  content: '是否取消选中用户与该部门的关联?',
} as const;

/**
 * 部门用户: the users of the department (`departUserList`), 添加已有用户, 取消关联, and — with the
 * 部门角色 right — the department-role assignment of a user.
 */
export function DepartUsersTab({
  depart,
  canAssignRoles,
}: {
  depart: DepartTreeNode;
  canAssignRoles: boolean;
}) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<UserRow>({
    url: { list: DEPART_URLS.users },
    ui,
    schema: memberViewSchema,
    fixedParams: { depId: depart.id },
  });
  const [picking, setPicking] = useState(false);
  const [roleUser, setRoleUser] = useState<UserRow | null>(null);

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
    if (!(await ui.confirm(UNLINK_DEPART_CONFIRM))) return;
    await run(() => removeUsersFromDepart(depart.id, list.selectedRowKeys), true);
  };

  const actionsOf = (user: UserRow): RowAction<UserRow>[] => [
    ...(canAssignRoles
      ? [{ key: 'roles', label: '分配部门角色', placement: 'inline' as const, onClick: setRoleUser }]
      : []),
    {
      key: 'unlink',
      label: '取消关联',
      placement: canAssignRoles ? 'more' : 'inline',
      confirm: '确定要取消关联吗?',
      onClick: () => run(() => removeUserFromDepart(depart.id, user.id)),
    },
  ];

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
        actionsWidth={180}
        renderActions={(user) => <RowActions record={user} actions={actionsOf(user)} />}
      />
      <UserPickerModal
        open={picking}
        title="添加已有用户"
        onCancel={() => setPicking(false)}
        onPick={(users) =>
          run(
            () =>
              addUsersToDepart(
                depart.id,
                users.map((u) => u.id),
              ),
            true,
          )
        }
      />
      <DepartRoleUserModal depart={depart} user={roleUser} onClose={() => setRoleUser(null)} />
    </>
  );
}

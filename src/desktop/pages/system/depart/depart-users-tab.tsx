import { useState } from 'react';
import {
  DEPART_URLS,
  addUsersToDepart,
  removeUserFromDepart,
  removeUsersFromDepart,
  type DepartTreeNode,
  type UserRow,
} from '../../../../shared/api/sys/depart-api';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { RowActions, type RowAction } from '../../../widgets/list-page/row-actions';
import { UserPickerModal } from '../role/user-picker-modal';
import { MemberListHeader, useMemberList } from '../role/member-list';
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
  const { holder, list, run, unlinkSelected } = useMemberList({
    url: DEPART_URLS.users,
    fixedParams: { depId: depart.id },
    unlinkConfirm: UNLINK_DEPART_CONFIRM,
    unlinkMany: (ids) => removeUsersFromDepart(depart.id, ids),
  });
  const [picking, setPicking] = useState(false);
  const [roleUser, setRoleUser] = useState<UserRow | null>(null);

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
      <MemberListHeader
        list={list}
        onAdd={() => setPicking(true)}
        onUnlinkSelected={() => void unlinkSelected()}
      />
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

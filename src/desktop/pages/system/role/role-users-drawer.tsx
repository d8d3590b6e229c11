import { useState } from 'react';
import { Drawer, Popconfirm } from 'antd';
import {
  ROLE_URLS,
  addUsersToRole,
  removeUserFromRole,
  removeUsersFromRole,
  type RoleRecord,
} from '../../../../shared/api/sys/role-api';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { MemberListHeader, useMemberList } from './member-list';
import { UserPickerModal } from './user-picker-modal';
import { memberViewSchema } from './user-view-schema';

/** JeecgBoot's batch confirmation on the role's user list. */
export const UNLINK_BATCH_CONFIRM = {
  title: '确认取消关联',
  content: '是否取消选中用户与该角色的关联?',
} as const;

function RoleUsers({ role }: { role: RoleRecord }) {
  const { holder, list, run, unlinkSelected } = useMemberList({
    url: ROLE_URLS.users,
    fixedParams: { roleId: role.id },
    unlinkConfirm: UNLINK_BATCH_CONFIRM,
    unlinkMany: (ids) => removeUsersFromRole(role.id, ids),
  });
  const [picking, setPicking] = useState(false);

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

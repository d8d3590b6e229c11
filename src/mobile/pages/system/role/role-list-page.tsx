import { Button } from 'antd-mobile';
import type { RoleRecord } from '../../../../shared/api/sys/role-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { roleSchema } from '../../../../shared/domain/resources/role';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { ResourceFormScreen } from '../../../widgets/card-list/resource-form-screen';
import { RoleUsersScreen } from './role-users-screen';

const CODES = { deleteBatch: PERM.role.delete };

/**
 * 角色管理 on the phone (a manager on the road checks who holds a role): role cards with search;
 * a tap shows the role's users (with 取消关联 when permitted), or the role's details for someone
 * who may not see its users. Add/edit/delete follow the role permissions; granting permissions
 * (the permission tree) is desktop-only.
 */
export default function MobileRoleListPage(_props: ViewProps) {
  const perm = useListPermissions(roleSchema.permissionPrefix, CODES);
  const seesUsers = perm.has(PERM.role.users);
  return (
    <ResourceCardList<RoleRecord>
      schema={roleSchema}
      permissionCodes={CODES}
      cardTitle={(r) => `${r.roleName}（${r.roleCode}）`}
      cardFooter={(r, { openDetail }) =>
        seesUsers ? (
          <Button size="small" color="primary" fill="outline" onClick={() => openDetail(r)}>
            查看用户
          </Button>
        ) : null
      }
      renderForm={(dialog) =>
        // The card tap opens "detail": for a user who may see the role's users that is the list of them.
        dialog.mode === 'detail' && seesUsers ? (
          <RoleUsersScreen
            role={dialog.record}
            open={dialog.open}
            canUnlink={seesUsers}
            onClose={dialog.close}
          />
        ) : (
          <ResourceFormScreen<RoleRecord> schema={roleSchema} dialog={dialog} />
        )
      }
    />
  );
}

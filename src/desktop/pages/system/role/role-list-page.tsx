import { useState } from 'react';
import {
  loadRoleTree,
  queryRoleDataRule,
  roleQueryKeys,
  saveRoleDataRule,
  type RoleRecord,
} from '../../../../shared/api/sys/role-api';
import { loadRoleGrants, saveRolePermission } from '../../../../shared/api/sys/permission-api';
import { PERM, PERMISSION_PREFIX } from '../../../../shared/domain/permission/codes';
import type { PermissionTreeNode } from '../../../../shared/domain/permission/tree';
import { roleSchema } from '../../../../shared/domain/resources/role';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { DataRuleChooser } from '../permission/grant/data-rule-chooser';
import { GrantDrawer } from '../permission/grant/grant-drawer';
import { roleCodeUniqueRule } from './role-code-rule';
import { RoleUsersDrawer } from './role-users-drawer';

/** The role list shows the description as 备注 (JeecgBoot's RoleList column). */
const roleViewSchema: ResourceSchema = {
  ...roleSchema,
  fields: roleSchema.fields.map((f) => (f.key === 'description' ? { ...f, title: '备注' } : f)),
};

function RoleGrant({ role, onClose }: { role: RoleRecord | null; onClose(): void }) {
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const roleId = role?.id ?? '';
  return (
    <>
      <GrantDrawer
        open={role !== null}
        title={role ? `角色权限配置：${role.roleName}` : '角色权限配置'}
        onClose={onClose}
        source={{
          treeKey: roleQueryKeys.tree(),
          loadTree: loadRoleTree,
          grantsKey: roleQueryKeys.grants(roleId),
          loadGrants: () => loadRoleGrants(roleId),
          save: (body) => saveRolePermission({ roleId, ...body }),
        }}
        onDataRuleNode={setRuleMenu}
      />
      <DataRuleChooser
        menu={ruleMenu}
        load={(permissionId) => queryRoleDataRule(permissionId, roleId)}
        save={(permissionId, dataRuleIds) => saveRoleDataRule({ permissionId, roleId, dataRuleIds })}
        onClose={() => setRuleMenu(null)}
      />
    </>
  );
}

/**
 * 角色管理 (VIEW_KEYS.roleList): the role list with search, the role form (code checked for
 * uniqueness, fixed after creation) and per row 编辑 | 更多 (授权, 用户, 删除).
 */
export default function RoleListPage() {
  const perm = useListPermissions(PERMISSION_PREFIX.role);
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const [members, setMembers] = useState<RoleRecord | null>(null);

  return (
    <ResourceListPage<RoleRecord>
      schema={roleViewSchema}
      // Batch delete is the same right as delete (no separate code is seeded).
      permissionCodes={{ deleteBatch: PERM.role.delete }}
      formWidth={640}
      formRules={{ roleCode: ({ mode, record }) => (mode === 'add' ? [roleCodeUniqueRule(record?.id)] : []) }}
      hideRowActions={['detail', 'delete']}
      rowActions={(_record, { list }) => {
        const actions: RowAction<RoleRecord>[] = [];
        if (perm.has(PERM.role.auth)) actions.push({ key: 'auth', label: '授权', onClick: setGranting });
        if (perm.has(PERM.role.users)) actions.push({ key: 'users', label: '用户', onClick: setMembers });
        if (perm.has(PERM.role.delete)) {
          actions.push({
            key: 'delete',
            label: '删除',
            confirm: '确定删除吗?',
            onClick: (r) => list.handleDelete(r.id),
          });
        }
        return actions;
      }}
    >
      {() => (
        <>
          <RoleGrant role={granting} onClose={() => setGranting(null)} />
          <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
        </>
      )}
    </ResourceListPage>
  );
}

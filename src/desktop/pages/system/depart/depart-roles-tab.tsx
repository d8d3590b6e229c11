import { useState } from 'react';
import { Input } from 'antd';
import type { DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import {
  departRoleQueryKeys,
  loadDepartRoleGrants,
  loadDepartRoleTree,
  queryDepartRoleDataRule,
  saveDepartRoleDataRule,
  saveDepartRolePermission,
  type DepartRoleRecord,
} from '../../../../shared/api/sys/depart-role-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import type { PermissionTreeNode } from '../../../../shared/domain/permission/tree';
import { departRoleSchema } from '../../../../shared/domain/resources/depart-role';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { DataRuleChooser } from '../permission/grant/data-rule-chooser';
import { GrantDrawer } from '../permission/grant/grant-drawer';

/** Every department-role action is the department's 部门角色 right. */
const ROLE_CODES = {
  add: PERM.depart.role,
  edit: PERM.depart.role,
  delete: PERM.depart.role,
  deleteBatch: PERM.depart.role,
} as const;

/** Shows the department a role belongs to (the form's departId is fixed to it). */
function DepartName({ name }: { name: string; value?: unknown; onChange?: unknown }) {
  return <Input value={name} disabled aria-label="所属部门" />;
}

function DepartRoleGrant({
  depart,
  role,
  onClose,
}: {
  depart: DepartTreeNode;
  role: DepartRoleRecord | null;
  onClose(): void;
}) {
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const roleId = role?.id ?? '';
  return (
    <>
      <GrantDrawer
        open={role !== null}
        title={role ? `部门角色权限配置：${role.roleName}` : '部门角色权限配置'}
        onClose={onClose}
        source={{
          // Only the department's own permissions: a department role never receives more.
          treeKey: departRoleQueryKeys.tree(depart.id),
          loadTree: () => loadDepartRoleTree(depart.id),
          grantsKey: departRoleQueryKeys.grants(roleId),
          loadGrants: () => loadDepartRoleGrants(roleId),
          save: (body) => saveDepartRolePermission({ roleId, ...body }),
        }}
        onDataRuleNode={setRuleMenu}
      />
      <DataRuleChooser
        menu={ruleMenu}
        load={(permissionId) => queryDepartRoleDataRule(permissionId, depart.id, roleId)}
        save={(permissionId, dataRuleIds) =>
          saveDepartRoleDataRule({ permissionId, departId: depart.id, roleId, dataRuleIds })
        }
        onClose={() => setRuleMenu(null)}
      />
    </>
  );
}

/** 部门角色: the department's roles (list, add, edit, delete) and their 授权 within the department. */
export function DepartRolesTab({ depart }: { depart: DepartTreeNode }) {
  const [granting, setGranting] = useState<DepartRoleRecord | null>(null);
  return (
    <ResourceListPage<DepartRoleRecord>
      schema={departRoleSchema}
      fixedParams={{ deptId: depart.id }}
      permissionCodes={ROLE_CODES}
      formWidth={640}
      formDefaults={{ departId: depart.id }}
      renderField={{ departId: () => <DepartName name={depart.departName} /> }}
      beforeSubmit={(body, mode) => (mode === 'add' ? { ...body, departId: depart.id } : body)}
      hideRowActions={['detail', 'delete']}
      rowActions={(_record, { list }) => [
        { key: 'auth', label: '授权', onClick: setGranting },
        { key: 'delete', label: '删除', confirm: '确定删除吗?', onClick: (r) => list.handleDelete(r.id) },
      ]}
    >
      {() => <DepartRoleGrant depart={depart} role={granting} onClose={() => setGranting(null)} />}
    </ResourceListPage>
  );
}

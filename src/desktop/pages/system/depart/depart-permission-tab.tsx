import { useState } from 'react';
import {
  queryDepartDataRule,
  saveDepartDataRule,
  type DepartTreeNode,
} from '../../../../shared/api/sys/depart-api';
import {
  loadDepartGrants,
  permissionQueryKeys,
  saveDepartPermission,
} from '../../../../shared/api/sys/permission-api';
import { loadDepartGrantTree } from '../../../../shared/api/sys/depart-api';
import type { PermissionTreeNode } from '../../../../shared/domain/permission/tree';
import { DataRuleChooser } from '../permission/grant/data-rule-chooser';
import { GrantEditorView } from '../permission/grant/grant-drawer';

/**
 * 部门权限: the department's ceiling — the permissions its department roles may receive. The tree
 * is what the actor may hand out (the server limits it to the actor's own grants).
 */
export function DepartPermissionTab({ depart }: { depart: DepartTreeNode }) {
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  return (
    <>
      <GrantEditorView
        source={{
          treeKey: ['sys', 'depart', 'grantTree'],
          loadTree: loadDepartGrantTree,
          grantsKey: permissionQueryKeys.departGrants(depart.id),
          loadGrants: () => loadDepartGrants(depart.id),
          save: (body) => saveDepartPermission({ departId: depart.id, ...body }),
        }}
        onDataRuleNode={setRuleMenu}
      />
      <DataRuleChooser
        menu={ruleMenu}
        load={(permissionId) => queryDepartDataRule(permissionId, depart.id)}
        save={(permissionId, dataRuleIds) =>
          saveDepartDataRule({ permissionId, departId: depart.id, dataRuleIds })
        }
        onClose={() => setRuleMenu(null)}
      />
    </>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  departQueryKeys,
  departTreeQueryOptions,
  flattenDepartTree,
  type DepartTreeNode,
} from '../../../../shared/api/sys/depart-api';
import { PERM, PERMISSION_PREFIX } from '../../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { DepartAddModal } from './depart-add-modal';
import { DepartInfoTab } from './depart-info-tab';
import { DepartPermissionTab } from './depart-permission-tab';
import { DepartRolesTab } from './depart-roles-tab';
import { DepartTreePanel } from './depart-tree-panel';
import { DepartUsersTab } from './depart-users-tab';

/**
 * 部门管理 (VIEW_KEYS.departList): the department tree on the left; on the right, for the chosen
 * department, 基本信息, 部门权限, 部门角色 and 部门用户 (each tab only with its permission).
 */
export default function DepartListPage() {
  const perm = useListPermissions(PERMISSION_PREFIX.depart);
  const queryClient = useQueryClient();
  const tree = useQuery(departTreeQueryOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ parent: DepartTreeNode | null } | null>(null);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // The chosen department as the latest tree answer has it (an edit reloads the tree).
  const selected = useMemo(
    () => (selectedId ? (flattenDepartTree(nodes).find((d) => d.id === selectedId) ?? null) : null),
    [nodes, selectedId],
  );
  const reload = () => void queryClient.invalidateQueries({ queryKey: departQueryKeys.all });

  const tabs: TabsProps['items'] = selected
    ? [
        {
          key: 'info',
          label: '基本信息',
          children: (
            <DepartInfoTab
              key={`${selected.id}:${String(selected.updateTime ?? '')}`}
              depart={selected}
              tree={nodes}
              canEdit={perm.has(PERM.depart.edit)}
              onSaved={reload}
            />
          ),
        },
        ...(perm.has(PERM.depart.auth)
          ? [
              {
                key: 'auth',
                label: '部门权限',
                children: <DepartPermissionTab key={selected.id} depart={selected} />,
              },
            ]
          : []),
        ...(perm.has(PERM.depart.role)
          ? [
              {
                key: 'roles',
                label: '部门角色',
                children: <DepartRolesTab key={selected.id} depart={selected} />,
              },
            ]
          : []),
        ...(perm.has(PERM.depart.users)
          ? [
              {
                key: 'users',
                label: '部门用户',
                children: (
                  <DepartUsersTab
                    key={selected.id}
                    depart={selected}
                    canAssignRoles={perm.has(PERM.depart.role)}
                  />
                ),
              },
            ]
          : []),
      ]
    : [];

  return (
    <Row gutter={16}>
      <Col xs={24} md={9} xl={7}>
        <Card variant="borderless" title="部门">
          {tree.isError && (
            <Alert type="error" showIcon title={tree.error.message} style={{ marginBottom: 12 }} />
          )}
          <DepartTreePanel
            tree={nodes}
            loading={tree.isFetching}
            selected={selected}
            onSelect={(d) => setSelectedId(d?.id ?? null)}
            onAdd={perm.has(PERM.depart.add) ? (parent) => setAdding({ parent }) : undefined}
            canDelete={perm.has(PERM.depart.delete)}
            onDeleted={reload}
          />
        </Card>
      </Col>
      <Col xs={24} md={15} xl={17}>
        <Card variant="borderless">
          {selected ? <Tabs destroyOnHidden items={tabs} /> : <Empty description="请先在左侧选择一个部门" />}
        </Card>
      </Col>
      <DepartAddModal
        open={adding !== null}
        parent={adding?.parent ?? null}
        tree={nodes}
        onClose={() => setAdding(null)}
        onSaved={reload}
      />
    </Row>
  );
}

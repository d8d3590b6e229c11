import { useMemo, useState, type Key } from 'react';
import { Alert, Button, Card, Input, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePermission,
  permissionListQueryOptions,
  permissionQueryKeys,
  type PermissionRecord,
} from '../../../../shared/api/sys/permission-api';
import { PERM, PERMISSION_PREFIX } from '../../../../shared/domain/permission/codes';
import { MENU_TYPE, MENU_TYPE_OPTIONS } from '../../../../shared/domain/resources/permission';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import { useFeedback } from '../../../app/feedback';
import { RowActions, type RowAction } from '../../../widgets/list-page/row-actions';
import { DataRuleDrawer } from './data-rule-drawer';
import { MenuFormModal, type MenuFormTarget } from './menu-form-modal';

const hasChildren = (r: PermissionRecord) => (r.children?.length ?? 0) > 0;

/** The delete confirmation names what goes with the menu. */
export function deleteConfirmText(record: PermissionRecord): string {
  return hasChildren(record) ? '确定删除该菜单及其全部下级菜单和按钮吗?' : '确定删除吗?';
}

/** Rows whose name contains the keyword, keeping their path; a matching menu keeps its children. */
function filterRows(rows: readonly PermissionRecord[], keyword: string): PermissionRecord[] {
  const q = keyword.trim().toLowerCase();
  if (!q) return [...rows];
  const out: PermissionRecord[] = [];
  for (const r of rows) {
    if (r.name.toLowerCase().includes(q)) out.push(r);
    else {
      const kids = filterRows(r.children ?? [], keyword);
      if (kids.length > 0) out.push({ ...r, children: kids });
    }
  }
  return out;
}

/** antd shows an expander for `children: []`; leaves must have none. */
function tableRows(rows: readonly PermissionRecord[]): PermissionRecord[] {
  return rows.map((r) => {
    const { children, ...rest } = r;
    return children && children.length > 0 ? { ...rest, children: tableRows(children) } : rest;
  });
}

const TYPE_COLORS = ['blue', 'cyan', 'orange'] as const;

/**
 * 菜单管理 (VIEW_KEYS.permissionList): the menu tree (一级菜单 / 子菜单 / 按钮/权限) as a tree table,
 * 新增菜单, per row 编辑 | 更多 (添加下级, 数据规则, 删除). Data rules belong to menus only.
 */
export default function PermissionListPage() {
  const perm = useListPermissions(PERMISSION_PREFIX.permission);
  const { message } = useFeedback();
  const feedbackUi = {
    warning: (m: string) => void message.warning(m),
    success: (m: string) => void message.success(m),
  };
  const queryClient = useQueryClient();
  const list = useQuery(permissionListQueryOptions());
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [formTarget, setFormTarget] = useState<MenuFormTarget | null>(null);
  const [ruleMenu, setRuleMenu] = useState<PermissionRecord | null>(null);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(() => tableRows(filterRows(all, keyword)), [all, keyword]);
  const reload = () => void queryClient.invalidateQueries({ queryKey: permissionQueryKeys.list() });

  const remove = async (record: PermissionRecord) => {
    if (await runWrite(feedbackUi, () => deletePermission(record.id), '删除成功!')) reload();
  };

  const actionsOf = (record: PermissionRecord): RowAction<PermissionRecord>[] => {
    const isButton = Number(record.menuType) === MENU_TYPE.button;
    const actions: RowAction<PermissionRecord>[] = [];
    if (perm.has(PERM.permission.edit)) {
      actions.push({
        key: 'edit',
        label: '编辑',
        placement: 'inline',
        onClick: (r) => setFormTarget({ mode: 'edit', record: r }),
      });
    }
    if (!isButton && perm.has(PERM.permission.add)) {
      actions.push({
        key: 'addSub',
        label: '添加下级',
        onClick: (r) => setFormTarget({ mode: 'add', parent: r }),
      });
    }
    if (!isButton && perm.has(PERM.permission.datarule)) {
      actions.push({ key: 'datarule', label: '数据规则', onClick: setRuleMenu });
    }
    if (perm.has(PERM.permission.delete)) {
      actions.push({
        key: 'delete',
        label: '删除',
        confirm: deleteConfirmText(record),
        onClick: (r) => remove(r),
      });
    }
    return actions;
  };

  const columns: TableColumnsType<PermissionRecord> = [
    { title: '菜单名称', dataIndex: 'name', key: 'name', width: 220 },
    {
      title: '菜单类型',
      dataIndex: 'menuType',
      key: 'menuType',
      align: 'center',
      render: (v: number) => {
        const option = MENU_TYPE_OPTIONS.find((o) => o.value === Number(v));
        return option ? <Tag color={TYPE_COLORS[option.value]}>{option.label}</Tag> : null;
      },
    },
    { title: '图标', dataIndex: 'icon', key: 'icon', align: 'center' },
    { title: '组件', dataIndex: 'component', key: 'component', ellipsis: true },
    { title: '路径', dataIndex: 'url', key: 'url', ellipsis: true },
    { title: '授权标识', dataIndex: 'perms', key: 'perms', ellipsis: true },
    { title: '排序', dataIndex: 'sortNo', key: 'sortNo', align: 'center', width: 70 },
    {
      title: '操作',
      key: '__actions',
      align: 'center',
      width: 150,
      fixed: 'right',
      render: (_: unknown, record) => {
        const actions = actionsOf(record);
        return actions.length > 0 ? <RowActions record={record} actions={actions} /> : null;
      },
    },
  ];

  const allParents = (list: readonly PermissionRecord[]): string[] =>
    list.flatMap((r) => (hasChildren(r) ? [r.id, ...allParents(r.children ?? [])] : []));

  return (
    <Card variant="borderless" className="cwxt-list-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="请输入菜单名称"
          aria-label="菜单名称"
          onSearch={(v) => {
            setKeyword(v);
            setExpanded(v.trim() ? allParents(filterRows(all, v)) : []);
          }}
          style={{ width: 240 }}
        />
        {perm.has(PERM.permission.add) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ mode: 'add', parent: null })}
          >
            新增菜单
          </Button>
        )}
        <Button onClick={() => setExpanded(allParents(rows))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
      </Space>
      {list.isError && (
        <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />
      )}
      <Table<PermissionRecord>
        rowKey="id"
        bordered
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <MenuFormModal target={formTarget} tree={all} onClose={() => setFormTarget(null)} onSaved={reload} />
      <DataRuleDrawer
        menu={ruleMenu}
        canEdit={perm.has(PERM.permission.datarule)}
        onClose={() => setRuleMenu(null)}
      />
    </Card>
  );
}

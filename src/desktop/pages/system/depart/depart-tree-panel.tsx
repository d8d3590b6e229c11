import { useMemo, useState } from 'react';
import { Button, Empty, Input, Modal, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  deleteDeparts,
  flattenDepartTree,
  searchDeparts,
  type DepartTreeNode,
} from '../../../../shared/api/sys/depart-api';
import { useFeedback } from '../../../app/feedback';

function toTreeData(nodes: readonly DepartTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => {
    const children = n.children ?? [];
    return {
      key: n.id,
      title: n.departName,
      isLeaf: children.length === 0,
      children: toTreeData(children),
    };
  });
}

/** JeecgBoot's batch-delete confirmation of the department tree. */
export function deleteDepartsConfirm(count: number): string {
  return `确定要删除所选中的 ${count} 条数据，以及子节点数据吗?`;
}

export interface DepartTreePanelProps {
  tree: readonly DepartTreeNode[];
  loading: boolean;
  selected: DepartTreeNode | null;
  onSelect(depart: DepartTreeNode | null): void;
  /** Absent = no add buttons (no permission). */
  onAdd?: (parent: DepartTreeNode | null) => void;
  canDelete: boolean;
  onDeleted(): void;
}

/**
 * The department tree: search (`searchBy`), 添加一级部门 / 添加下级, and batch delete of the
 * checked departments (their sub-departments go with them).
 */
export function DepartTreePanel({
  tree,
  loading,
  selected,
  onSelect,
  onAdd,
  canDelete,
  onDeleted,
}: DepartTreePanelProps) {
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const shown = found ?? tree;
  const byId = useMemo(() => new Map(flattenDepartTree(shown).map((d) => [d.id, d])), [shown]);
  const parents = useMemo(
    () =>
      flattenDepartTree(shown)
        .filter((d) => (d.children?.length ?? 0) > 0)
        .map((d) => d.id),
    [shown],
  );

  const search = async (keyWord: string) => {
    if (!keyWord.trim()) {
      setFound(null);
      return;
    }
    try {
      const res = await searchDeparts(keyWord.trim());
      if (res.success) setFound(res.result ?? []);
      else void message.warning(res.message || '未查询匹配数据！');
    } catch {
      // Shown by the interceptor.
    }
  };

  const removeChecked = () => {
    if (checked.length === 0) {
      void message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: deleteDepartsConfirm(checked.length),
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const res = await deleteDeparts(checked);
          if (!res.success) {
            void message.warning(res.message);
            return;
          }
          void message.success(res.message || '删除成功!');
          if (selected && checked.includes(selected.id)) onSelect(null);
          setChecked([]);
          setFound(null);
          onDeleted();
        } catch {
          // Shown by the interceptor.
        }
      },
    });
  };

  return (
    <div>
      {modalHolder}
      <Space wrap style={{ marginBottom: 12 }}>
        {onAdd && (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(null)}>
              添加一级部门
            </Button>
            <Button icon={<PlusOutlined />} disabled={!selected} onClick={() => selected && onAdd(selected)}>
              添加下级
            </Button>
          </>
        )}
        {canDelete && (
          <Button danger icon={<DeleteOutlined />} disabled={checked.length === 0} onClick={removeChecked}>
            批量删除
          </Button>
        )}
      </Space>
      <Input.Search
        allowClear
        placeholder="请输入部门名称"
        aria-label="搜索部门"
        onSearch={(v) => void search(v)}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={loading}>
        {shown.length === 0 ? (
          <Empty description={found ? '未查询匹配数据！' : '暂无部门'} />
        ) : (
          <Tree
            checkable={canDelete}
            checkStrictly
            blockNode
            treeData={toTreeData(shown)}
            expandedKeys={parents.filter((k) => !collapsed.includes(k))}
            onExpand={(keys) => setCollapsed(parents.filter((k) => !keys.map(String).includes(k)))}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            selectedKeys={selected ? [selected.id] : []}
            onSelect={(keys) => {
              const id = keys[0];
              onSelect(id === undefined ? null : (byId.get(String(id)) ?? null));
            }}
          />
        )}
      </Spin>
    </div>
  );
}

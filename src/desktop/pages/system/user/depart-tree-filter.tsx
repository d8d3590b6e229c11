import { useMemo, useState } from 'react';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  departQueryKeys,
  departTreeQueryOptions,
  searchDeparts,
  type DepartTreeNode,
} from '../../../../shared/api/sys/depart-api';

interface DepartTreeFilterProps {
  /** The chosen department id; null = every user. */
  value: string | null;
  onChange: (departId: string | null) => void;
}

function toTree(nodes: readonly DepartTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.departName, children: toTree(n.children ?? []) }));
}

/**
 * The user list's department filter: the tenant's department tree, searchable by name
 * (`/sys/sysDepart/searchBy`). Choosing a department lists its users; choosing it again lists all.
 */
export function DepartTreeFilter({ value, onChange }: DepartTreeFilterProps) {
  const [keyWord, setKeyWord] = useState('');
  const tree = useQuery({ ...departTreeQueryOptions(), retry: false });
  const search = useQuery({
    queryKey: departQueryKeys.search(keyWord),
    // No match answers success:false (未查询匹配数据！): an empty result, not an error.
    queryFn: async () => {
      const res = await searchDeparts(keyWord);
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
    enabled: keyWord !== '',
    retry: false,
  });
  const source = keyWord ? search : tree;
  const treeData = useMemo(() => toTree(source.data ?? []), [source.data]);

  return (
    <Card variant="borderless" title="组织机构" size="small">
      <Input.Search
        placeholder="请输入部门名称"
        aria-label="搜索部门"
        allowClear
        onSearch={(v) => setKeyWord(v.trim())}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={source.isFetching}>
        {treeData.length > 0 ? (
          <Tree
            aria-label="部门"
            blockNode
            defaultExpandAll
            key={keyWord}
            treeData={treeData}
            selectedKeys={value ? [value] : []}
            onSelect={(keys) => onChange(keys.length > 0 ? String(keys[0]) : null)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无部门" />
        )}
      </Spin>
    </Card>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Alert, Table, type TableColumnsType } from 'antd';
import type { TreeRowValues } from '../../../shared/domain/widgets/tree-table/response-shape';
import { rowsOfKeys, type TreeNode } from '../../../shared/domain/widgets/tree-table/tree-model';
import { useTreeTable, type TreeTableSource } from '../../../shared/hooks/tree-table/use-tree-table';

export interface TreeTableColumn {
  /** Field of the row. */
  key: string;
  title: string;
  width?: number;
  render?: (value: unknown, row: TreeRowValues) => ReactNode;
}

export interface TreeTableProps extends TreeTableSource {
  columns: readonly TreeTableColumn[];
  /** Accessible name of the table. */
  label?: string;
  /** Called with the expanded keys and their rows whenever they change. */
  onExpandedChange?: (keys: readonly string[], rows: TreeRowValues[]) => void;
}

function text(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A tree of list rows loading each level on first expansion (JeecgBoot JTreeTable): the root with
 * the root pid, then `pid = row key`. An answer that is neither an array, a Page `{records}` nor
 * `{list}` shows 返回数据类型不识别.
 */
export function TreeTable(props: TreeTableProps) {
  const { columns, label = '树表', onExpandedChange } = props;
  const tree = useTreeTable(props);
  const { expandedKeys, nodes } = tree;
  useEffect(() => {
    if (onExpandedChange) onExpandedChange(expandedKeys, rowsOfKeys(nodes, expandedKeys));
    // Only a change of the expansion is news; nodes change with it (and with every load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expandedKeys, onExpandedChange]);
  const antColumns: TableColumnsType<TreeNode> = columns.map((column, index) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    render: (_: unknown, node: TreeNode) => {
      // The placeholder line of a loading level speaks in the first column only.
      if (node.loading) return index === 0 ? '加载中...' : null;
      const value = node.row[column.key];
      return column.render ? column.render(value, node.row) : text(value);
    },
  }));
  return (
    <div className="cwxt-tree-table">
      {tree.error && (
        <Alert type="error" showIcon role="alert" message={tree.error} style={{ marginBottom: 8 }} />
      )}
      <Table<TreeNode>
        aria-label={label}
        size="small"
        rowKey="key"
        columns={antColumns}
        dataSource={tree.nodes}
        loading={tree.loading}
        pagination={false}
        expandable={{
          expandedRowKeys: [...tree.expandedKeys],
          onExpand: (expanded, node) => {
            if (node.loading || !node.expandable) return;
            tree.setExpanded(node.key, expanded);
          },
        }}
      />
    </div>
  );
}

export default TreeTable;

import { Card, DotLoading, ErrorBlock, List } from 'antd-mobile';
import { rowsOfKeys, type TreeNode } from '../../../../shared/domain/widgets/tree-table/tree-model';
import { useTreeTable, type TreeTableView } from '../../../../shared/hooks/tree-table/use-tree-table';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One level of the tree; a parent row toggles its lazily loaded children below it. */
function TreeLevel(props: { nodes: readonly TreeNode[]; tree: TreeTableView }) {
  const { tree } = props;
  return (
    <>
      {props.nodes.map((node) => {
        if (node.loading)
          return (
            <List.Item key={node.key} style={{ paddingLeft: 16 * node.depth }}>
              <DotLoading /> 加载中
            </List.Item>
          );
        const open = tree.expandedKeys.includes(node.key);
        const name = text(node.row.departName);
        return (
          <div key={node.key}>
            <List.Item
              style={{ paddingLeft: 16 * node.depth }}
              description={text(node.row.orgCode)}
              arrowIcon={node.expandable ? (open ? '▾' : '▸') : false}
              onClick={node.expandable ? () => tree.setExpanded(node.key, !open) : undefined}
              aria-expanded={node.expandable ? open : undefined}
            >
              {name}
            </List.Item>
            {open && node.children && <TreeLevel nodes={node.children} tree={tree} />}
          </div>
        );
      })}
    </>
  );
}

/**
 * The phone's part of 子表与树表: the department tree as a nested list loading each level on first
 * opening, through the same hook as the desktop tree table (the grid's sub-table popover is desktop-only).
 */
export default function SubtableDemo() {
  const tree = useTreeTable({ url: '/sys/sysDepart/queryDepartTreeSync', pidKey: 'pid' });
  return (
    <Card title="子表与树表">
      {tree.error && <ErrorBlock status="default" title={tree.error} description="" />}
      {tree.loading ? (
        <DotLoading />
      ) : (
        <List header="部门树（点击展开下级）" aria-label="部门树">
          <TreeLevel nodes={tree.nodes} tree={tree} />
        </List>
      )}
      <output aria-label="已展开的部门">
        {rowsOfKeys(tree.nodes, tree.expandedKeys)
          .map((r) => text(r.departName))
          .join('，')}
      </output>
    </Card>
  );
}

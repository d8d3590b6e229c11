import { Button, Dropdown, Empty, Input, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import {
  DEPART_MODAL_WIDTH,
  DEPART_SELECT_TEXTS as T,
  type DepartNode,
} from '../../../../shared/domain/widgets/depart-select/tree-check';
import type { DepartSelectState } from '../../../../shared/hooks/depart-select/use-depart-select';
import { AppModal } from '../../modal/app-modal';

function toTreeData(nodes: readonly DepartNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.title,
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

/** The department tree in a modal (spec 001 §2, width 500) over the shared select state. */
export function DepartSelectModal({ state }: { state: DepartSelectState }) {
  const menuItems = [
    ...(state.multi
      ? [
          { key: 'linked', label: T.linked },
          { key: 'strict', label: T.strict },
          { type: 'divider' as const },
          { key: 'checkAll', label: T.checkAll },
          { key: 'uncheckAll', label: T.uncheckAll },
        ]
      : []),
    { key: 'expandAll', label: T.expandAll },
    { key: 'collapseAll', label: T.collapseAll },
  ];
  const onMenu = ({ key }: { key: string }) => {
    if (key === 'linked' || key === 'strict') state.setMode(key);
    else if (key === 'checkAll') state.checkAll(true);
    else if (key === 'uncheckAll') state.checkAll(false);
    else if (key === 'expandAll') state.expandAll();
    else if (key === 'collapseAll') state.collapseAll();
  };

  return (
    <AppModal
      open={state.open}
      title={T.title}
      width={DEPART_MODAL_WIDTH}
      okText={T.ok}
      cancelText={T.cancel}
      onOk={state.confirm}
      onCancel={state.close}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Input.Search
            placeholder={T.search}
            aria-label={T.search}
            allowClear
            loading={state.searching}
            onSearch={(word) => void state.search(word)}
          />
          <Dropdown
            menu={{ items: menuItems, onClick: onMenu, selectedKeys: [state.mode] }}
            trigger={['click']}
          >
            <Button>
              {T.treeMenu} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
        <div
          role="group"
          aria-label={state.mode === 'linked' ? T.linked : state.mode === 'strict' ? T.strict : '单选'}
        >
          <Spin spinning={state.loading}>
            <div style={{ maxHeight: 400, overflow: 'auto' }}>
              {state.nodes.length === 0 && !state.loading ? (
                <Empty description={T.empty} />
              ) : (
                <Tree
                  checkable
                  checkStrictly
                  blockNode
                  treeData={toTreeData(state.nodes)}
                  checkedKeys={{ checked: state.checked, halfChecked: state.halfChecked }}
                  expandedKeys={state.expanded}
                  onExpand={(keys) => state.setExpanded(keys.map(String))}
                  onCheck={(_, info) => state.toggle(String(info.node.key), info.checked)}
                  onSelect={(_, info) =>
                    state.toggle(String(info.node.key), !state.checked.includes(String(info.node.key)))
                  }
                />
              )}
            </div>
          </Spin>
        </div>
      </Space>
    </AppModal>
  );
}

import { useMemo } from 'react';
import { Button, Checkbox, Empty, Input, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import {
  hasDataRules,
  isButtonNode,
  isGrantable,
  type PermissionTreeNode,
} from '../../../../../shared/domain/permission/tree';
import type { GrantEditor } from './use-grant-editor';

interface PanelProps {
  editor: GrantEditor;
  /** Clicking the title of a menu that has data rules (omit: titles are not clickable). */
  onDataRuleNode?: (node: PermissionTreeNode) => void;
}

function toTreeData(nodes: readonly PermissionTreeNode[], withRules: boolean): TreeDataNode[] {
  return nodes.map((n) => {
    const ruled = withRules && hasDataRules(n) && !isButtonNode(n);
    return {
      key: n.key,
      title: (
        <span>
          {n.title}
          {isButtonNode(n) && (
            <Tag color="blue" style={{ marginInlineStart: 6 }} variant="filled">
              按钮
            </Tag>
          )}
          {ruled && (
            <FilterOutlined
              aria-label="数据规则"
              title="点击配置数据规则"
              style={{ marginInlineStart: 6, color: '#f5222d' }}
            />
          )}
        </span>
      ),
      selectable: ruled,
      disableCheckbox: !isGrantable(n),
      isLeaf: !(n.children && n.children.length > 0),
      children: toTreeData(n.children ?? [], withRules),
    };
  });
}

/**
 * The checkable permission tree of the authorisation screens with its tools: search, 展开所有 /
 * 合并所有, 全部勾选 / 取消全选 and the 父子关联 switch. The tree never conducts checks itself
 * (checkStrictly): what it shows is computed from the editor's granted set.
 */
export function PermissionTreePanel({ editor, onDataRuleNode }: PanelProps) {
  const treeData = useMemo(
    () => toTreeData(editor.shownTree, Boolean(onDataRuleNode)),
    [editor.shownTree, onDataRuleNode],
  );
  const byKey = useMemo(() => {
    const map = new Map<string, PermissionTreeNode>();
    const walk = (list: readonly PermissionTreeNode[]) =>
      list.forEach((n) => {
        map.set(n.key, n);
        walk(n.children ?? []);
      });
    walk(editor.shownTree);
    return map;
  }, [editor.shownTree]);

  return (
    <div>
      <Input.Search
        allowClear
        placeholder="搜索菜单或按钮"
        aria-label="搜索菜单或按钮"
        onSearch={(value) => editor.setKeyword(value)}
        style={{ marginBottom: 8 }}
      />
      <Space wrap size={4} style={{ marginBottom: 8 }}>
        <Button size="small" onClick={editor.expandAll}>
          展开所有
        </Button>
        <Button size="small" onClick={editor.collapseAll}>
          合并所有
        </Button>
        <Button size="small" onClick={editor.checkAll}>
          全部勾选
        </Button>
        <Button size="small" onClick={editor.checkNone}>
          取消全选
        </Button>
        <Checkbox checked={editor.linked} onChange={(e) => editor.setLinked(e.target.checked)}>
          父子关联
        </Checkbox>
      </Space>
      {onDataRuleNode && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          带 <FilterOutlined style={{ color: '#f5222d' }} />{' '}
          的菜单配置了数据规则：保存菜单权限后，点击菜单名称选择数据规则。
        </Typography.Paragraph>
      )}
      {treeData.length === 0 ? (
        <Empty description={editor.keyword ? '没有匹配的菜单' : '暂无可授权的菜单'} />
      ) : (
        <Tree
          checkable
          checkStrictly
          blockNode
          treeData={treeData}
          checkedKeys={{ checked: editor.view.checked, halfChecked: editor.view.halfChecked }}
          expandedKeys={editor.expandedKeys}
          onExpand={(keys) => editor.setExpandedKeys(keys.map(String))}
          selectedKeys={[]}
          onCheck={(_keys, info) => editor.toggle(String(info.node.key), info.checked)}
          onSelect={(_keys, info) => {
            const node = byKey.get(String(info.node.key));
            if (node && onDataRuleNode) onDataRuleNode(node);
          }}
        />
      )}
    </div>
  );
}

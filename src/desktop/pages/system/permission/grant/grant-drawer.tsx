import { useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Result } from '../../../../../shared/domain/contract/result';
import type { PermissionTreeNode, PermissionTreeResult } from '../../../../../shared/domain/permission/tree';
import { useFeedback } from '../../../../app/feedback';
import { PermissionTreePanel } from './permission-tree-panel';
import { useGrantEditor, type GrantEditor } from './use-grant-editor';

export type GrantBody = ReturnType<GrantEditor['body']>;

/** Where one authorisation screen reads and writes (role, department, department role). */
export interface GrantSource {
  treeKey: readonly unknown[];
  loadTree(): Promise<PermissionTreeResult>;
  grantsKey: readonly unknown[];
  loadGrants(): Promise<string[]>;
  save(body: GrantBody): Promise<Result<unknown>>;
}

export interface GrantEditorViewProps {
  source: GrantSource;
  /** A menu with data rules was clicked and its grant is saved. */
  onDataRuleNode?: (node: PermissionTreeNode) => void;
  /** Called after a save with 保存并关闭 (omit: only 保存 is offered). */
  onClose?: () => void;
}

export const SAVE_MENU_FIRST = '请先勾选并保存该菜单的权限，再配置数据规则!';

/**
 * Loads the grantable tree and the saved grants, then edits them. Saves send the edited ids and
 * the ids saved before (`permissionIds` / `lastpermissionIds`), the server diffs them.
 */
export function GrantEditorView({ source, onDataRuleNode, onClose }: GrantEditorViewProps) {
  const tree = useQuery({ queryKey: source.treeKey, queryFn: source.loadTree, refetchOnWindowFocus: false });
  // Grants are never served from a cache: a stale list would send a stale lastpermissionIds.
  const grants = useQuery({
    queryKey: source.grantsKey,
    queryFn: source.loadGrants,
    refetchOnWindowFocus: false,
    gcTime: 0,
    staleTime: 0,
  });
  // Edit only fresh answers: a cached grant list would send a stale lastpermissionIds. Once shown,
  // the editor keeps its state (a later refetch never resets the user's edit).
  const [ready, setReady] = useState(false);
  const fresh = tree.isSuccess && grants.isSuccess && !tree.isFetching && !grants.isFetching;
  if (fresh && !ready) setReady(true);
  if (tree.isError || grants.isError) {
    const message = (tree.error ?? grants.error)?.message || '加载失败';
    return <Alert type="error" showIcon title={message} />;
  }
  if (!ready || !tree.data || !grants.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <GrantEditorBody
      tree={tree.data.treeList}
      saved={grants.data}
      source={source}
      onDataRuleNode={onDataRuleNode}
      onClose={onClose}
    />
  );
}

function GrantEditorBody({
  tree,
  saved,
  source,
  onDataRuleNode,
  onClose,
}: GrantEditorViewProps & { tree: PermissionTreeNode[]; saved: string[] }) {
  const editor = useGrantEditor(tree, saved);
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);

  const submit = async (close: boolean) => {
    setSaving(true);
    try {
      const res = await source.save(editor.body());
      if (!res.success) {
        void message.warning(res.message || '保存失败');
        return;
      }
      void message.success(res.message || '保存成功！');
      editor.markSaved();
      if (close && onClose) onClose();
    } catch {
      // The interceptor already showed the transport error; nothing was saved.
    } finally {
      setSaving(false);
    }
  };

  const ruleClick = onDataRuleNode
    ? (node: PermissionTreeNode) => {
        if (!editor.saved.includes(node.key)) {
          void message.warning(SAVE_MENU_FIRST);
          return;
        }
        onDataRuleNode(node);
      }
    : undefined;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, overflow: 'auto' }}>
        <PermissionTreePanel editor={editor} onDataRuleNode={ruleClick} />
      </div>
      <Space style={{ justifyContent: 'flex-end', paddingTop: 12, borderTop: '1px solid #f0f0f0' }}>
        {onClose &&
          (editor.dirty ? (
            <Popconfirm title="确定放弃编辑？" okText="确定" cancelText="取消" onConfirm={onClose}>
              <Button>取消</Button>
            </Popconfirm>
          ) : (
            <Button onClick={onClose}>取消</Button>
          ))}
        <Button type="primary" ghost loading={saving} onClick={() => void submit(false)}>
          保存
        </Button>
        {onClose && (
          <Button type="primary" loading={saving} onClick={() => void submit(true)}>
            保存并关闭
          </Button>
        )}
      </Space>
    </div>
  );
}

export interface GrantDrawerProps extends Omit<GrantEditorViewProps, 'onClose'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/** The authorisation drawer (JeecgBoot's 角色权限配置, width 650). */
export function GrantDrawer({ open, title, onClose, ...view }: GrantDrawerProps) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={650}
      destroyOnHidden
      styles={{ body: { display: 'flex', flexDirection: 'column' } }}
    >
      {open && <GrantEditorView {...view} onClose={onClose} />}
    </Drawer>
  );
}

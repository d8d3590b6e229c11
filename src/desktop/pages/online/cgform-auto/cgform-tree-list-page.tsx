import { useMemo, useRef } from 'react';
import { Alert, Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import {
  cgformRuntimeUrls,
  deleteFormRecords,
  getFormRecord,
  type OnlineRow,
} from '../../../../shared/api/online/cgform-runtime-api';
import { TREE_ROOT_PID } from '../../../../shared/domain/online/runtime-schema';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { TreeNode } from '../../../../shared/domain/widgets/tree-table/tree-model';
import { FieldText } from '../../../../shared/hooks/list-page/field-text';
import { useFormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import { useTreeTable } from '../../../../shared/hooks/tree-table/use-tree-table';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceFormModal } from '../../../widgets/list-page/resource-form-modal';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { ONLINE_PERMISSION_CODES } from './online-auto-list';
import { OnlineFormGate } from './online-form-gate';

export const TREE_TEXT = {
  add: '新增',
  addChild: '添加下级',
  edit: '编辑',
  delete: '删除',
  confirmDelete: '确定删除吗?',
  actions: '操作',
} as const;

/** The parent is chosen by where 新增 / 添加下级 was pressed, never typed. */
function withoutParentField(schema: ResourceSchema): ResourceSchema {
  return { ...schema, fields: schema.fields.map((f) => (f.key === 'pid' ? { ...f, form: false } : f)) };
}

function TreeList({ form }: { form: OnlineForm }) {
  const [ui, holder] = useDesktopListUi();
  const { headId } = form;
  const schema = useMemo(() => withoutParentField(form.schema), [form.schema]);
  const perms = useListPermissions(schema.permissionPrefix ?? '', ONLINE_PERMISSION_CODES);
  const urls = cgformRuntimeUrls(headId);
  const tree = useTreeTable({ url: urls.getTreeData, rootPid: TREE_ROOT_PID, params: { pageSize: 1000 } });
  const parent = useRef<string>(TREE_ROOT_PID);
  const dialog = useFormDialog<OnlineRow>({
    urls: { add: urls.form, edit: urls.form },
    ui,
    beforeSubmit: (body, mode) => (mode === 'add' ? { ...body, pid: parent.current } : body),
    onSaved: () => tree.reload(),
  });
  const openAdd = (pid: string) => {
    parent.current = pid;
    dialog.openAdd();
  };
  const remove = async (row: OnlineRow) => {
    let res;
    try {
      res = await deleteFormRecords(headId, row.id);
    } catch {
      return; // The HTTP layer already told the user (network, 403, session).
    }
    if (!res.success) return ui.warning(res.message);
    ui.success(res.message);
    tree.reload();
  };

  const fields = schema.fields.filter((f) => f.list && !f.secret);
  const columns: TableColumnsType<TreeNode> = fields.map((field, index) => ({
    key: field.key,
    title: field.title,
    render: (_: unknown, node: TreeNode) =>
      node.loading ? index === 0 ? '加载中...' : null : <FieldText field={field} record={node.row} />,
  }));
  columns.push({
    key: 'actions',
    title: TREE_TEXT.actions,
    render: (_: unknown, node: TreeNode) => {
      if (node.loading) return null;
      const row = node.row as OnlineRow;
      return (
        <Space size="small">
          {perms.can('add') && (
            <Button type="link" size="small" onClick={() => openAdd(row.id)}>
              {TREE_TEXT.addChild}
            </Button>
          )}
          {perms.can('edit') && (
            <Button type="link" size="small" onClick={() => dialog.openEdit(row)}>
              {TREE_TEXT.edit}
            </Button>
          )}
          {perms.can('delete') && (
            <Popconfirm title={TREE_TEXT.confirmDelete} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger>
                {TREE_TEXT.delete}
              </Button>
            </Popconfirm>
          )}
        </Space>
      );
    },
  });

  return (
    <div className="cwxt-online-tree">
      {holder}
      {perms.can('add') && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => openAdd(TREE_ROOT_PID)}>
          {TREE_TEXT.add}
        </Button>
      )}
      {tree.error && (
        <Alert type="error" showIcon role="alert" title={tree.error} style={{ marginBottom: 8 }} />
      )}
      <Table<TreeNode>
        aria-label={schema.title}
        size="small"
        rowKey="key"
        columns={columns}
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
      <ResourceFormModal<OnlineRow>
        schema={schema}
        dialog={dialog}
        loadRecord={(record) => getFormRecord(headId, record.id)}
      />
    </div>
  );
}

/** 在线表单 tree list: lazy children via getTreeData, 新增 / 添加下级 / 编辑 / 删除 (refusals shown). */
export default function CgformTreeListPage({ route }: ViewProps) {
  return <OnlineFormGate route={route}>{(form) => <TreeList form={form} />}</OnlineFormGate>;
}

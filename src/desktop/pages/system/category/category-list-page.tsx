import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { deleteCategory } from '../../../../shared/api/sys/category-admin-api';
import { CATEGORY_ADMIN_MESSAGES as M, categorySchema } from '../../../../shared/domain/resources/category';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { CategoryFormModal, type CategoryFormTarget } from './category-form-modal';
import { useCategoryTree, type CategoryRow, type CategorySearch } from './use-category-tree';

/** 分类字典 ('system/SysCategoryList'): the category tree with server-generated codes (A01, A01A01 …). */
export default function CategoryListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(categorySchema.permissionPrefix);
  const tree = useCategoryTree(ui.warning);
  const [form] = Form.useForm<CategorySearch>();
  const [target, setTarget] = useState<CategoryFormTarget | null>(null);

  const remove = async (row: CategoryRow) => {
    if (await runWrite(ui, () => deleteCategory(row.id), M.deleted)) await tree.reloadLevel(row.pid);
  };

  const actions = (row: CategoryRow) => (
    <Space size="small">
      {perm.can('edit') && <a onClick={() => setTarget({ mode: 'edit', record: row })}>编辑</a>}
      {perm.can('add') && <a onClick={() => setTarget({ mode: 'add', parent: row })}>添加下级</a>}
      {perm.can('delete') && (
        <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => void remove(row)}>
          <a>删除</a>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<CategoryRow> = [
    { title: '类型名称', dataIndex: 'name', key: 'name' },
    { title: '类型编码', dataIndex: 'code', key: 'code' },
    { title: '创建人', dataIndex: 'createBy', key: 'createBy' },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime' },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_v, row) => (row.placeholder ? null : actions(row)),
    },
  ];

  return (
    <Card variant="borderless" className="cwxt-list-page">
      {holder}
      <Form form={form} layout="inline" name="category-search" onFinish={(v) => tree.search(v)}>
        <Form.Item label="类型名称" name="name">
          <Input placeholder="请输入类型名称" allowClear />
        </Form.Item>
        <Form.Item label="类型编码" name="code">
          <Input placeholder="请输入类型编码" allowClear />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                tree.search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div style={{ margin: '16px 0' }}>
        {perm.can('add') && (
          <Button type="primary" onClick={() => setTarget({ mode: 'add', parent: null })}>
            新增
          </Button>
        )}
      </div>
      <Table<CategoryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={tree.rows}
        loading={tree.loading}
        expandable={{ expandedRowKeys: tree.expanded, onExpand: tree.onExpand }}
        pagination={{
          current: tree.paging.pageNo,
          pageSize: tree.paging.pageSize,
          total: tree.total,
          showSizeChanger: true,
          showTotal: (total, range) => `${range[0]}-${range[1]} 共${total}条`,
          onChange: (pageNo, pageSize) => tree.setPaging({ pageNo, pageSize }),
        }}
      />
      <CategoryFormModal
        target={target}
        ui={ui}
        onClose={() => setTarget(null)}
        onSaved={(pid) => void tree.reloadLevel(pid)}
      />
    </Card>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { Alert, Card, Space, Typography } from 'antd';
import { getAction } from '../../../../shared/api/http';
import type { GridColumn, GridRowValues } from '../../../../shared/domain/grid/column';
import type { GridSubTable } from '../../../../shared/domain/grid/sub-table';
import { PageSpin } from '../../../shell/widgets/page-spin';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import { TreeTable, type TreeTableColumn } from '../../../widgets/tree-table/tree-table';

const DEPART_COLUMNS: GridColumn[] = [
  { key: 'departName', title: '部门名称', type: 'input', disabled: true },
  { key: 'orgCode', title: '机构编码', type: 'input', disabled: true },
];

// Users of the clicked department (picker fields only, tenant-scoped).
const USERS_OF_DEPART: GridSubTable = {
  title: '部门用户',
  url: '/sys/user/queryUserByDepId',
  params: (row) => ({ id: typeof row.id === 'string' ? row.id : '' }),
  columns: [
    { key: 'username', title: '账号', type: 'input' },
    { key: 'realname', title: '姓名', type: 'input' },
    { key: 'phone', title: '手机号', type: 'input' },
  ],
  width: 560,
};

const TREE_COLUMNS: TreeTableColumn[] = [
  { key: 'departName', title: '部门名称' },
  { key: 'orgCode', title: '机构编码', width: 160 },
];

/** The departments as grid rows (the grid's rows are a plain data source). */
function useDepartRows(): { rows: GridRowValues[] | null; error: string | null } {
  const [state, setState] = useState<{ rows: GridRowValues[] | null; error: string | null }>({
    rows: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    getAction<GridRowValues[]>('/sys/sysDepart/listAll').then(
      (res) =>
        live && setState(res.success ? { rows: res.result, error: null } : { rows: [], error: res.message }),
      () => live && setState({ rows: [], error: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The grid's sub-table popover (users of a department) and the lazily loaded department tree. */
export default function SubtableDemo() {
  const departs = useDepartRows();
  const [expanded, setExpanded] = useState('');
  return (
    <Card title="子表与树表" size="small">
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <div>
          <Typography.Title level={5}>子表弹窗（部门 → 用户）</Typography.Title>
          {departs.error && <Alert type="error" showIcon message={departs.error} />}
          {departs.rows === null ? (
            <PageSpin />
          ) : (
            <Suspense fallback={<PageSpin />}>
              <EditableGridLazy
                label="部门列表"
                columns={DEPART_COLUMNS}
                dataSource={departs.rows}
                rowSelection={false}
                toolbar={false}
                subTable={USERS_OF_DEPART}
                maxHeight={300}
              />
            </Suspense>
          )}
        </div>
        <div>
          <Typography.Title level={5}>树表（部门，展开时加载下级）</Typography.Title>
          <TreeTable
            label="部门树表"
            url="/sys/sysDepart/queryDepartTreeSync"
            pidKey="pid"
            columns={TREE_COLUMNS}
            onExpandedChange={(_, rows) =>
              setExpanded(rows.map((r) => String(r.departName ?? '')).join('，'))
            }
          />
          <output aria-label="已展开的部门">{expanded}</output>
        </div>
      </Space>
    </Card>
  );
}

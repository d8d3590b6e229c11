import { useState } from 'react';
import { Button } from 'antd';
import { DATA_SOURCE_URLS, type DataSourceRecord } from '../../../../shared/api/sys/data-source-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { dataSourceSchema } from '../../../../shared/domain/resources/data-source';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { AllowlistDrawer } from './allowlist-drawer';
import { DataSourceFormModal } from './data-source-form-modal';

const CODES = {
  add: PERM.dataSource.add,
  edit: PERM.dataSource.edit,
  delete: PERM.dataSource.delete,
  deleteBatch: PERM.dataSource.delete,
};

const URLS = {
  list: DATA_SOURCE_URLS.list,
  add: DATA_SOURCE_URLS.add,
  edit: DATA_SOURCE_URLS.edit,
  delete: DATA_SOURCE_URLS.delete,
  deleteBatch: DATA_SOURCE_URLS.deleteBatch,
};

/** 数据源管理 ('system/SysDataSourceList'): PostgreSQL sources for online reports, 测试连接, 地址白名单. */
export default function DataSourceListPage(_props: ViewProps) {
  const perm = useListPermissions(dataSourceSchema.permissionPrefix, CODES);
  const [allowlistOpen, setAllowlistOpen] = useState(false);
  const canTest = perm.has(PERM.dataSource.test);

  return (
    <ResourceListPage<DataSourceRecord>
      schema={dataSourceSchema}
      url={URLS}
      permissionCodes={CODES}
      columnRender={{ dbType: () => 'PostgreSQL' }}
      toolbarExtra={() =>
        perm.has(PERM.dataSource.allowlist) ? (
          <Button onClick={() => setAllowlistOpen(true)}>地址白名单</Button>
        ) : null
      }
      renderForm={(dialog) => <DataSourceFormModal dialog={dialog} canTest={canTest} />}
    >
      {() => <AllowlistDrawer open={allowlistOpen} onClose={() => setAllowlistOpen(false)} />}
    </ResourceListPage>
  );
}

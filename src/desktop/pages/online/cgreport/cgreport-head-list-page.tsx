import { useState } from 'react';
import { CGREPORT_URLS, type CgreportHeadRecord } from '../../../../shared/api/sys/cgreport-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { cgreportHeadSchema, OWN_DATABASE_LABEL } from '../../../../shared/domain/resources/cgreport';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { AppModal } from '../../../widgets/modal/app-modal';
import { ReportFormModal } from './report-form-modal';
import { ReportView } from './report-view';

const CODES = {
  add: PERM.cgreport.add,
  edit: PERM.cgreport.edit,
  delete: PERM.cgreport.delete,
  deleteBatch: PERM.cgreport.delete,
};

const URLS = {
  list: CGREPORT_URLS.list,
  add: CGREPORT_URLS.add,
  edit: CGREPORT_URLS.edit,
  delete: CGREPORT_URLS.delete,
  deleteBatch: CGREPORT_URLS.deleteBatch,
};

const COLUMN_RENDER = {
  // A report over a reviewed source has no data source of its own; SQL reports name theirs.
  dbSource: (v: unknown, r: CgreportHeadRecord) =>
    r.dataSource ? `审核数据源：${r.dataSource}` : typeof v === 'string' && v ? v : OWN_DATABASE_LABEL,
};

/** Online报表配置 ('modules/online/cgreport/OnlCgreportHeadList'): report definitions, 预览. */
export default function CgreportHeadListPage(_props: ViewProps) {
  const perm = useListPermissions(cgreportHeadSchema.permissionPrefix, CODES);
  const [preview, setPreview] = useState<CgreportHeadRecord | null>(null);
  return (
    <ResourceListPage<CgreportHeadRecord>
      schema={cgreportHeadSchema}
      url={URLS}
      permissionCodes={CODES}
      columnRender={COLUMN_RENDER}
      rowActions={() => [{ key: 'preview', label: '预览', onClick: setPreview }]}
      renderForm={(dialog) => <ReportFormModal dialog={dialog} canSql={perm.has(PERM.cgreport.sql)} />}
    >
      {() => (
        <AppModal
          open={preview !== null}
          title={preview ? `预览：${preview.name}` : ' '}
          width={1200}
          footer={null}
          onCancel={() => setPreview(null)}
        >
          {preview && <ReportView key={preview.code} code={preview.code} />}
        </AppModal>
      )}
    </ResourceListPage>
  );
}

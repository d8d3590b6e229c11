import { useState } from 'react';
import { PERM } from '../../../../shared/domain/permission/codes';
import { positionSchema } from '../../../../shared/domain/resources/position';
import type { PositionRecord } from '../../../../shared/api/sys/position-api';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { POSITION_EXCEL } from '../../../../shared/domain/widgets/excel/profiles';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';

/** Batch delete is the same right as delete (there is no separate deleteBatch code). */
const CODES = {
  add: PERM.position.add,
  edit: PERM.position.edit,
  delete: PERM.position.delete,
  deleteBatch: PERM.position.delete,
};

/** 职务管理 ('system/SysPositionList'): positions of the tenant, used by the user form's 职务. */
export default function PositionListPage(_props: ViewProps) {
  const [importOpen, setImportOpen] = useState(false);
  return (
    <ResourceListPage<PositionRecord>
      schema={positionSchema}
      permissionCodes={CODES}
      formWidth={700}
      url={{ exportXls: POSITION_EXCEL.exportUrl, importExcel: POSITION_EXCEL.importUrl }}
      onImport={() => setImportOpen(true)}
    >
      {({ list }) => (
        <ImportExcelModal
          open={importOpen}
          onClose={() => setImportOpen(false)}
          url={POSITION_EXCEL.importUrl}
          profile={POSITION_EXCEL}
          onImported={() => void list.loadData()}
        />
      )}
    </ResourceListPage>
  );
}

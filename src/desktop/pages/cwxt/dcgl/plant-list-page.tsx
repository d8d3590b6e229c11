import { useState } from 'react';
import { PLANT_URLS, type PlantRecord } from '../../../../shared/api/cwxt/plant-api';
import { PLANT_EXCEL, plantSchema } from '../../../../shared/domain/resources/plant';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { ColumnRender } from '../../../widgets/list-page/resource-table';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { PlantFormModal } from './plant-form-modal';

const text =
  (key: string): ColumnRender<PlantRecord> =>
  (_v, r) =>
    (r[key] as string | null | undefined) ?? '';

const COLUMNS: Record<string, ColumnRender<PlantRecord>> = {
  areaCode: text('areaCode_dictText'),
  departId: text('departId_dictText'),
};

/** 电厂管理 (dcgl): search, advanced query, sort, paging, the form with its units, import and export. */
export default function PlantListPage() {
  const [importOpen, setImportOpen] = useState(false);
  return (
    <ResourceListPage<PlantRecord>
      schema={plantSchema}
      url={{ exportXls: PLANT_URLS.exportXls, importExcel: PLANT_URLS.importExcel }}
      onImport={() => setImportOpen(true)}
      exportFileName={PLANT_EXCEL.exportName}
      columnRender={COLUMNS}
      leadingColumns={['plantName', 'status']}
      columnOptions={{ plantName: { width: 200 }, capacityMw: { numeric: true } }}
      toolbarExtra={({ list }) => (
        <SuperQueryLazy
          schema={plantSchema}
          active={list.superQueryActive}
          onSearch={list.handleSuperQuery}
          loading={list.loading}
        />
      )}
      renderForm={(dialog) => <PlantFormModal dialog={dialog} />}
    >
      {({ list }) => (
        <ImportExcelModal
          open={importOpen}
          onClose={() => setImportOpen(false)}
          url={PLANT_EXCEL.importUrl}
          profile={PLANT_EXCEL}
          onImported={() => void list.loadData()}
        />
      )}
    </ResourceListPage>
  );
}

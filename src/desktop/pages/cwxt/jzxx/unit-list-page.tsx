import { useState } from 'react';
import type { UnitRecord } from '../../../../shared/api/cwxt/unit-api';
import { UNIT_URLS } from '../../../../shared/api/cwxt/unit-api';
import { UNIT_EXCEL, UNIT_EXPORT, unitSchema } from '../../../../shared/domain/resources/unit';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { ColumnRender } from '../../../widgets/list-page/resource-table';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { PlantSelect } from '../shared/plant-select';

const COLUMNS: Record<string, ColumnRender<UnitRecord>> = {
  plantId: (_v, r) => r.plantId_dictText ?? '',
};

/** 机组信息 (jzxx): every unit the user may see; search by plant, type and status; CRUD, import and export. */
export default function UnitListPage() {
  const [importOpen, setImportOpen] = useState(false);
  return (
    <ResourceListPage<UnitRecord>
      schema={unitSchema}
      url={{ exportXls: UNIT_URLS.exportXls, importExcel: UNIT_URLS.importExcel }}
      onImport={() => setImportOpen(true)}
      exportFileName={UNIT_EXPORT.exportName}
      columnRender={COLUMNS}
      leadingColumns={['unitName', 'status']}
      columnOptions={{ capacityMw: { numeric: true } }}
      renderField={{
        plantId: ({ disabled }) => (
          <PlantSelect disabled={disabled} allowClear={false} aria-label="所属电厂" withCode />
        ),
      }}
      renderSearchField={{ plantId: () => <PlantSelect aria-label="所属电厂" withCode /> }}
      toolbarExtra={({ list }) => (
        <SuperQueryLazy
          schema={unitSchema}
          active={list.superQueryActive}
          onSearch={list.handleSuperQuery}
          loading={list.loading}
        />
      )}
    >
      {({ list }) => (
        <ImportExcelModal
          open={importOpen}
          onClose={() => setImportOpen(false)}
          url={UNIT_EXCEL.importUrl}
          profile={UNIT_EXCEL}
          onImported={() => void list.loadData()}
        />
      )}
    </ResourceListPage>
  );
}

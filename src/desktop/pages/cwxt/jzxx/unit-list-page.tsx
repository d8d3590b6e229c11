import type { UnitRecord } from '../../../../shared/api/cwxt/unit-api';
import { UNIT_URLS } from '../../../../shared/api/cwxt/unit-api';
import { UNIT_EXPORT, unitSchema } from '../../../../shared/domain/resources/unit';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { ColumnRender } from '../../../widgets/list-page/resource-table';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { PlantSelect } from '../shared/plant-select';

const COLUMNS: Record<string, ColumnRender<UnitRecord>> = {
  plantId: (_v, r) => r.plantId_dictText ?? '',
};

/** 机组信息 (jzxx): every unit the user may see; search by plant, type and status; CRUD and export. */
export default function UnitListPage() {
  return (
    <ResourceListPage<UnitRecord>
      schema={unitSchema}
      url={{ exportXls: UNIT_URLS.exportXls }}
      exportFileName={UNIT_EXPORT.exportName}
      columnRender={COLUMNS}
      renderField={{
        plantId: ({ disabled }) => (
          <PlantSelect disabled={disabled} allowClear={false} aria-label="所属电厂" withCode />
        ),
      }}
      renderSearchField={{ plantId: () => <PlantSelect aria-label="所属电厂" withCode /> }}
      tableProps={{ scroll: { x: 'max-content' } }}
      toolbarExtra={({ list }) => (
        <SuperQueryLazy
          schema={unitSchema}
          active={list.superQueryActive}
          onSearch={list.handleSuperQuery}
          loading={list.loading}
        />
      )}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import type { UnitRecord } from '../../../../shared/api/cwxt/unit-api';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { unitSchema } from '../../../../shared/domain/resources/unit';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { PlantPicker } from '../shared/plant-picker';

// The plant is chosen with the picker in the search row, not typed in the 筛选 sheet.
const phoneSchema: ResourceSchema = {
  ...unitSchema,
  fields: unitSchema.fields.map((f) => (f.key === 'plantId' ? { ...f, search: undefined, filter: true } : f)),
};

/** 机组信息 on the phone: unit cards (filter by plant, type, status), full-screen form. */
export default function UnitListPage() {
  const [plantId, setPlantId] = useState<string | undefined>(undefined);
  const list = useRef<ListPageController<UnitRecord>>(null);
  const shown = useRef(plantId);
  // A new plant choice reloads from the first page (fixedParams are read at load time).
  useEffect(() => {
    if (shown.current === plantId) return;
    shown.current = plantId;
    void list.current?.loadData(1);
  }, [plantId]);
  return (
    <ResourceCardList<UnitRecord>
      schema={phoneSchema}
      fixedParams={plantId ? { plantId } : undefined}
      listRef={list}
      cardTitle={(u) => `${u.unitName}（${u.unitCode}）`}
      renderField={{
        plantId: ({ disabled }) => (
          <PlantPicker label="所属电厂" placeholder="请选择电厂" disabled={disabled} />
        ),
      }}
      searchExtra={() => (
        <PlantPicker label="所属电厂" value={plantId} onChange={setPlantId} placeholder="全部电厂" />
      )}
    />
  );
}

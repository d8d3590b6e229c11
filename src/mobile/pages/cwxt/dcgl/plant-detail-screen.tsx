import { useQuery } from '@tanstack/react-query';
import { DotLoading, List } from 'antd-mobile';
import { getPlantUnits, type PlantRecord } from '../../../../shared/api/cwxt/plant-api';
import { plantSchema } from '../../../../shared/domain/resources/plant';
import { FieldText } from '../../../../shared/hooks/list-page/field-text';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { FormScreenFrame, FormScreenPopup } from '../../../widgets/card-list/resource-form-screen';
import { UnitCards } from './unit-cards';

const FIELDS = plantSchema.fields.filter((f) => f.form === true);

function PlantDetailBody({ dialog, record }: { dialog: FormDialog<PlantRecord>; record: PlantRecord }) {
  const units = useQuery({
    queryKey: ['cwxt', 'plant', 'units', record.id],
    queryFn: () => getPlantUnits(record.id),
  });
  return (
    <FormScreenFrame dialog={dialog} loading={false} onSave={() => undefined}>
      <List header="电厂信息">
        {FIELDS.map((f) => (
          <List.Item key={f.key} title={f.title}>
            <span style={{ overflowWrap: 'anywhere' }}>
              <FieldText field={f} record={record} />
            </span>
          </List.Item>
        ))}
      </List>
      <List header="机组信息" />
      {units.isPending ? <DotLoading /> : <UnitCards units={units.data ?? []} />}
    </FormScreenFrame>
  );
}

/** 详情 of a plant on the phone: its fields and, below, its units as cards. */
export function PlantDetailScreen({ dialog }: { dialog: FormDialog<PlantRecord> }) {
  const { record } = dialog;
  return (
    <FormScreenPopup dialog={dialog}>
      {record ? <PlantDetailBody key={record.id} dialog={dialog} record={record} /> : null}
    </FormScreenPopup>
  );
}

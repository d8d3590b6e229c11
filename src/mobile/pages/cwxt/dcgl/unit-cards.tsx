import { ErrorBlock } from 'antd-mobile';
import type { UnitRecord } from '../../../../shared/api/cwxt/unit-api';
import { unitSchema } from '../../../../shared/domain/resources/unit';
import { RecordCard } from '../../../widgets/card-list/record-card';

const CARD_FIELDS = unitSchema.fields.filter((f) => f.card && f.key !== 'plantId');

/** A plant's units as read-only cards (the plant detail screen). */
export function UnitCards({
  units,
  onOpen,
}: {
  units: readonly UnitRecord[];
  onOpen?: (u: UnitRecord) => void;
}) {
  if (units.length === 0) return <ErrorBlock status="empty" title="暂无机组" description="" />;
  return (
    <div role="list" aria-label="机组信息">
      {units.map((u) => (
        <div role="listitem" key={u.id}>
          <RecordCard
            record={u}
            fields={CARD_FIELDS}
            title={`${u.unitName}（${u.unitCode}）`}
            onOpen={onOpen ?? (() => undefined)}
          />
        </div>
      ))}
    </div>
  );
}

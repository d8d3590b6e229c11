import type { ResourceField } from '../../../shared/domain/resources/types';
import { usePlantOptions } from '../../../shared/api/cwxt/plant-api';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import {
  filterChipText,
  isEmptyFilterValue,
  type LabelOf,
} from '../../../shared/hooks/list-page/filter-values';
import type { SearchValues } from '../../../shared/hooks/list-page/search-params';

interface ChipProps {
  field: ResourceField;
  value: unknown;
  onRemove: () => void;
}

function Chip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <button type="button" className="cwxt-m-filter-chip" aria-label={`移除 ${text}`} onClick={onRemove}>
      <span>{text}</span>
      <span className="cwxt-m-filter-chip-x" aria-hidden>
        ×
      </span>
    </button>
  );
}

function PlantChip({ field, value, onRemove }: ChipProps) {
  const { options } = usePlantOptions();
  const labelOf: LabelOf = (id) => options.find((o) => o.value === id)?.label ?? id;
  const text = filterChipText(field, value, labelOf);
  return text ? <Chip text={text} onRemove={onRemove} /> : null;
}

function DictChip({ field, value, onRemove }: ChipProps & { field: { dictCode: string } }) {
  const { options } = useDictOptions(field.dictCode);
  const labelOf: LabelOf = (id) => options.find((o) => o.value === id)?.text ?? id;
  const text = filterChipText(field, value, labelOf);
  return text ? <Chip text={text} onRemove={onRemove} /> : null;
}

function FieldChip(props: ChipProps) {
  const { field } = props;
  if (field.picker === 'plant') return <PlantChip {...props} />;
  if (field.dictCode && field.search !== 'range')
    return <DictChip {...props} field={{ ...field, dictCode: field.dictCode }} />;
  const text = filterChipText(field, props.value);
  return text ? <Chip text={text} onRemove={props.onRemove} /> : null;
}

/**
 * The active filters above the list, one chip each (电厂：华能一厂 ×): a tap removes that filter
 * and searches again; 清除全部 when there are several.
 */
export function ActiveFilterChips({
  fields,
  values,
  onRemove,
  onClear,
}: {
  fields: readonly ResourceField[];
  values: SearchValues;
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  const active = fields.filter((f) => !isEmptyFilterValue(values[f.key]));
  if (active.length === 0) return null;
  return (
    <div className="cwxt-m-filter-chips" role="group" aria-label="已选筛选">
      {active.map((f) => (
        <FieldChip key={f.key} field={f} value={values[f.key]} onRemove={() => onRemove(f.key)} />
      ))}
      {active.length > 1 && (
        <button type="button" className="cwxt-m-filter-chip cwxt-m-filter-chip--clear" onClick={onClear}>
          清除全部
        </button>
      )}
    </div>
  );
}

import { Select } from 'antd';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';

/** A plant picker over GET /cwxt/plant/options (only the caller's plants); value = plant id. */
export function PlantSelect({
  value,
  onChange,
  disabled,
  allowClear = true,
}: {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
  allowClear?: boolean;
}) {
  const { options, isLoading } = usePlantOptions();
  return (
    <Select
      aria-label="所属电厂"
      placeholder="请选择电厂"
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={options.map((o) => ({ value: o.value, label: `${o.label}（${o.code}）` }))}
      loading={isLoading}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}

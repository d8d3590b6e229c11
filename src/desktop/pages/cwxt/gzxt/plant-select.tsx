import { Select } from 'antd';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';

interface Props {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

const split = (v: string | null | undefined) => (v ? v.split(',').filter((s) => s !== '') : []);

/** Several plants as a comma list of ids (the notice's 接收电厂). */
export function PlantMultiSelect({ value, onChange, disabled, 'aria-label': label = '接收电厂' }: Props) {
  const { options, isLoading } = usePlantOptions();
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder="请选择接收电厂"
      loading={isLoading}
      disabled={disabled}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={split(value)}
      onChange={(list: string[]) => onChange?.(list.length ? list.join(',') : undefined)}
    />
  );
}

/** One plant (search forms, and the report form of a user of several plants). */
export function PlantSelect({ value, onChange, disabled, 'aria-label': label = '电厂' }: Props) {
  const { options, isLoading } = usePlantOptions();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder="请选择电厂"
      loading={isLoading}
      disabled={disabled}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
    />
  );
}

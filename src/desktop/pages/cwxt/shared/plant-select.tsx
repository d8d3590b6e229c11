import { Select } from 'antd';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';

export interface PlantSelectProps {
  /** One plant id, or (mode 'multiple') a comma list of ids. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  /** Several plants as a comma list (the notice's 接收电厂). */
  mode?: 'multiple';
  /** Default 请选择电厂. */
  placeholder?: string;
  'aria-label'?: string;
  /** Default true. */
  allowClear?: boolean;
  /** Options read 名称（编码）. */
  withCode?: boolean;
  /** Passed by Form.Item (label link, validation state). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

const FULL_WIDTH = { width: '100%' } as const;

const split = (v: string | null | undefined) => (v ? v.split(',').filter((s) => s !== '') : []);

/** The plant picker of the business pages over GET /cwxt/plant/options (only the caller's plants). */
export function PlantSelect({
  value,
  onChange,
  disabled,
  mode,
  placeholder = '请选择电厂',
  allowClear = true,
  withCode,
  ...rest
}: PlantSelectProps) {
  const { options, isLoading } = usePlantOptions();
  const common = {
    ...rest,
    allowClear,
    showSearch: { optionFilterProp: 'label' },
    placeholder,
    loading: isLoading,
    disabled,
    style: FULL_WIDTH,
    options: options.map((o) => ({ value: o.value, label: withCode ? `${o.label}（${o.code}）` : o.label })),
  };
  if (mode === 'multiple')
    return (
      <Select
        {...common}
        mode="multiple"
        value={split(value)}
        onChange={(list: string[]) => onChange?.(list.length ? list.join(',') : undefined)}
      />
    );
  return (
    <Select {...common} value={value ?? undefined} onChange={(v: string | undefined) => onChange?.(v)} />
  );
}

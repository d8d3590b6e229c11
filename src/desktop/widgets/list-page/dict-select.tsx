import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useDictOptions } from '../../../shared/dict/use-dict-options';

/** A select over a dictionary's options; `请选择` until something is chosen. Form.Item sets value/onChange. */
export function DictSelect({ dictCode, ...props }: SelectProps & { dictCode: string }) {
  const { options, loading } = useDictOptions(dictCode);
  return (
    <Select
      placeholder="请选择"
      allowClear
      loading={loading}
      options={options.map((o) => ({ value: o.value, label: o.text }))}
      {...props}
    />
  );
}

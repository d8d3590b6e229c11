import { Cascader, Flex, Select, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { areaChildren, type AreaData } from '../../../shared/domain/widgets/area/area-tree';
import type { AreaLinkageBaseProps } from '../../../shared/domain/widgets/area/area-type';
import { useAreaValue } from '../../../shared/hooks/area/use-area-value';

export interface AreaLinkageProps extends AreaLinkageBaseProps {
  style?: CSSProperties;
  id?: string;
}

const LEVEL_PLACEHOLDERS = ['请选择省', '请选择市', '请选择区'] as const;

/** Province / city / district picker (spec 001 §2), root 86, three levels, value = codes. */
export function AreaLinkage({
  value,
  onChange,
  type = 'cascader',
  placeholder = '请选择省市区',
  disabled,
  allowClear = true,
  style,
  id,
  ...rest
}: AreaLinkageProps) {
  const area = useAreaValue(value, type);
  const label = rest['aria-label'] ?? '省市区';
  if (area.typeError) {
    return (
      <Typography.Text type="danger" role="alert">
        {area.typeError}
      </Typography.Text>
    );
  }
  if (area.error) {
    return (
      <Typography.Text type="danger" role="alert">
        {area.error}
      </Typography.Text>
    );
  }
  if (type === 'select') {
    return (
      <LevelSelects
        data={area.data}
        path={area.path}
        loading={area.loading}
        disabled={disabled}
        allowClear={allowClear}
        style={style}
        label={label}
        onChange={(codes) => onChange?.(codes)}
      />
    );
  }
  return (
    <Cascader
      id={id}
      aria-label={label}
      options={area.options}
      value={area.path}
      loading={area.loading}
      placeholder={placeholder}
      disabled={disabled || area.loading}
      allowClear={allowClear}
      changeOnSelect
      showSearch
      style={{ width: '100%', ...style }}
      onChange={(codes) => onChange?.(((codes ?? []) as (string | number)[]).map(String))}
    />
  );
}

interface LevelSelectsProps {
  data: AreaData | null;
  path: string[];
  loading: boolean;
  disabled?: boolean;
  allowClear: boolean;
  style?: CSSProperties;
  label: string;
  onChange: (codes: string[]) => void;
}

/** type 'select': one select per level; choosing a level clears the levels below it. */
function LevelSelects({
  data,
  path,
  loading,
  disabled,
  allowClear,
  style,
  label,
  onChange,
}: LevelSelectsProps) {
  const levels = LEVEL_PLACEHOLDERS.map((placeholder, i) => {
    const parent = i === 0 ? null : (path[i - 1] ?? undefined);
    const options = data && parent !== undefined ? areaChildren(data, parent) : [];
    return { placeholder, options, value: path[i], enabled: parent !== undefined && options.length > 0 };
  });
  return (
    <Flex gap={8} style={style} role="group" aria-label={label}>
      {levels.map((level, i) => (
        <Select
          key={level.placeholder}
          aria-label={level.placeholder}
          placeholder={level.placeholder}
          value={level.value}
          options={level.options}
          loading={loading}
          disabled={disabled || !level.enabled}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ flex: 1, minWidth: 120 }}
          onChange={(code?: string) => onChange(code ? [...path.slice(0, i), code] : path.slice(0, i))}
        />
      ))}
    </Flex>
  );
}

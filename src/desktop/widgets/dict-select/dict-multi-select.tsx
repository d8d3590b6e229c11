import type { CSSProperties } from 'react';
import { Checkbox, Select } from 'antd';
import { useDictSelectOptions } from '../../../shared/hooks/dict-select/use-dict-select-options';
import { DICT_DROPDOWN_MAX_HEIGHT, DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import type { DictMultiSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { joinDictValue, splitDictValue } from '../../../shared/domain/widgets/dict/options';
import { DictError } from './dict-select';

export interface DictMultiSelectProps extends DictMultiSelectWidgetProps {
  style?: CSSProperties;
}

/** Multi-select dictionary (JMultiSelectTag): the value is the choices joined by a comma. */
export function DictMultiSelect({
  dictCode,
  options: staticOptions,
  type = 'list',
  value,
  onChange,
  placeholder = DICT_SELECT_TEXTS.choose,
  disabled,
  id,
  'aria-label': ariaLabel,
  style,
}: DictMultiSelectProps) {
  const { options, loading, error } = useDictSelectOptions({ dictCode, options: staticOptions });
  if (error) return <DictError message={error} />;
  const values = splitDictValue(value);
  const items = options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }));
  if (type === 'checkbox') {
    return (
      <div role="group" aria-label={ariaLabel} id={id} style={style}>
        <Checkbox.Group
          disabled={disabled}
          value={values}
          options={items}
          onChange={(next) => onChange?.(joinDictValue(next.map(String)))}
        />
      </div>
    );
  }
  return (
    <Select<string[]>
      id={id}
      aria-label={ariaLabel}
      mode="multiple"
      style={{ width: '100%', ...style }}
      disabled={disabled}
      loading={loading}
      placeholder={placeholder}
      value={values}
      listHeight={DICT_DROPDOWN_MAX_HEIGHT}
      notFoundContent={loading ? DICT_SELECT_TEXTS.loading : DICT_SELECT_TEXTS.empty}
      showSearch={{ optionFilterProp: 'label' }}
      options={items}
      onChange={(next) => onChange?.(joinDictValue(next ?? []))}
    />
  );
}

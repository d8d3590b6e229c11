import type { CSSProperties } from 'react';
import { Radio, Select, Typography } from 'antd';
import { useDictSingleSelect } from '../../../shared/hooks/dict-select/use-dict-single-select';
import type { DictSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_DROPDOWN_MAX_HEIGHT, DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';

export type { DictSelectType } from '../../../shared/hooks/dict-select/widget-props';

export interface DictSelectProps extends DictSelectWidgetProps {
  style?: CSSProperties;
}

/** The inline message of a select that cannot work (字典Code不能为空!). */
export function DictError({ message }: { message: string }) {
  return (
    <Typography.Text type="danger" role="alert">
      {message}
    </Typography.Text>
  );
}

/**
 * Dictionary select (spec 001 §2): radio, radio buttons or a select whose first option reads
 * 请选择 (choosing it clears the value). Options: static, else dictionary cache, else server.
 */
export function DictSelect({
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
}: DictSelectProps) {
  const { options, loading, error, current, emit } = useDictSingleSelect({
    dictCode,
    options: staticOptions,
    value,
    onChange,
  });
  if (error) return <DictError message={error} />;

  if (type === 'radio' || type === 'radioButton') {
    return (
      <Radio.Group
        id={id}
        aria-label={ariaLabel}
        style={style}
        disabled={disabled}
        value={current === '' ? undefined : current}
        optionType={type === 'radioButton' ? 'button' : 'default'}
        buttonStyle="solid"
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        onChange={(e) => emit(String(e.target.value))}
      />
    );
  }
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      style={{ width: '100%', ...style }}
      disabled={disabled}
      loading={loading}
      placeholder={placeholder}
      value={current === '' ? undefined : current}
      listHeight={DICT_DROPDOWN_MAX_HEIGHT}
      notFoundContent={loading ? DICT_SELECT_TEXTS.loading : DICT_SELECT_TEXTS.empty}
      options={[
        { value: '', label: DICT_SELECT_TEXTS.choose },
        ...options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled })),
      ]}
      onChange={(next) => emit(next ?? '')}
    />
  );
}

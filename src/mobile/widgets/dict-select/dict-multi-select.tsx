import { Checkbox, Selector, Space } from 'antd-mobile';
import { useDictSelectOptions } from '../../../shared/hooks/dict-select/use-dict-select-options';
import { DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import type { DictMultiSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { joinDictValue, splitDictValue } from '../../../shared/domain/widgets/dict/options';
import { DictErrorText } from './sheet';

/** `list` (default): chips; `checkbox`: a checkbox group. No placeholder: the choices show inline. */
export type MobileDictMultiSelectProps = Omit<DictMultiSelectWidgetProps, 'placeholder'>;

/** The phone's multi-select dictionary: several chips or checkboxes, value comma-joined. */
export function MobileDictMultiSelect({
  dictCode,
  options: staticOptions,
  type = 'list',
  value,
  onChange,
  disabled,
  id,
  'aria-label': ariaLabel,
}: MobileDictMultiSelectProps) {
  const { options, loading, error } = useDictSelectOptions({ dictCode, options: staticOptions });
  if (error) return <DictErrorText message={error} />;
  if (loading) return <span className="cwxt-dict-placeholder">{DICT_SELECT_TEXTS.loading}</span>;
  const values = splitDictValue(value);
  if (type === 'checkbox') {
    return (
      <div role="group" aria-label={ariaLabel} id={id}>
        <Checkbox.Group
          value={values}
          disabled={disabled}
          onChange={(next) => onChange?.(joinDictValue(next.map(String)))}
        >
          <Space wrap>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </div>
    );
  }
  return (
    <div role="group" aria-label={ariaLabel} id={id}>
      <Selector
        multiple
        columns={3}
        disabled={disabled}
        value={values}
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        onChange={(next) => onChange?.(joinDictValue(next))}
      />
    </div>
  );
}

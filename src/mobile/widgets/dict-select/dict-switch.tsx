import { Checkbox, Switch } from 'antd-mobile';
import { useDictSwitchFill } from '../../../shared/hooks/dict-select/use-dict-switch';
import type { DictSwitchWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { isSwitchOn, switchQueryValueOf, switchValueOf } from '../../../shared/domain/widgets/dict/switch';

export type MobileDictSwitchProps = DictSwitchWidgetProps;

/** JSwitch on the phone: on = first option, off = second; an empty value emits the second option. */
export function MobileDictSwitch({
  value,
  onChange,
  options,
  query,
  disabled,
  children,
  ...rest
}: MobileDictSwitchProps) {
  useDictSwitchFill({ value, onChange, options, query });

  if (query) {
    return (
      <Checkbox
        aria-label={rest['aria-label']}
        disabled={disabled}
        checked={isSwitchOn(value, options)}
        onChange={(checked) => onChange?.(switchQueryValueOf(checked, options))}
      >
        {children}
      </Checkbox>
    );
  }
  return (
    <Switch
      aria-label={rest['aria-label']}
      disabled={disabled}
      checked={isSwitchOn(value, options)}
      onChange={(checked) => onChange?.(switchValueOf(checked, options))}
    />
  );
}

import { Checkbox, Switch } from 'antd';
import { useDictSwitchFill } from '../../../shared/hooks/dict-select/use-dict-switch';
import type { DictSwitchWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { isSwitchOn, switchQueryValueOf, switchValueOf } from '../../../shared/domain/widgets/dict/switch';

export interface DictSwitchProps extends DictSwitchWidgetProps {
  id?: string;
}

/**
 * JSwitch (spec 001 §4): on stores the first option, off the second; whenever the value becomes
 * empty the second option is emitted, so the form holds a real value.
 */
export function DictSwitch({
  value,
  onChange,
  options,
  query,
  disabled,
  id,
  children,
  ...rest
}: DictSwitchProps) {
  useDictSwitchFill({ value, onChange, options, query });

  if (query) {
    return (
      <Checkbox
        id={id}
        aria-label={rest['aria-label']}
        disabled={disabled}
        checked={isSwitchOn(value, options)}
        onChange={(e) => onChange?.(switchQueryValueOf(e.target.checked, options))}
      >
        {children}
      </Checkbox>
    );
  }
  return (
    <Switch
      id={id}
      aria-label={rest['aria-label']}
      disabled={disabled}
      checked={isSwitchOn(value, options)}
      onChange={(checked) => onChange?.(switchValueOf(checked, options))}
    />
  );
}

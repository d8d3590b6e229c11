import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Switch } from 'antd-mobile';
import {
  isEmptySwitchValue,
  isSwitchOn,
  switchQueryValueOf,
  switchValueOf,
} from '../../../shared/domain/widgets/dict/switch';

export interface MobileDictSwitchProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** [on, off] stored values (default ['Y', 'N']). */
  options?: readonly unknown[];
  /** A checkbox for search forms: checked = first option, unchecked = '' (no filter). */
  query?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  children?: ReactNode;
}

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
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const empty = isEmptySwitchValue(value);
  const off = switchValueOf(false, options);
  useEffect(() => {
    if (query || !empty) return;
    onChangeRef.current?.(off);
  }, [query, empty, off]);

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

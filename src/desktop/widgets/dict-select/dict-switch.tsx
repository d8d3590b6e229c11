import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Switch } from 'antd';
import {
  isEmptySwitchValue,
  isSwitchOn,
  switchQueryValueOf,
  switchValueOf,
} from '../../../shared/domain/widgets/dict/switch';

export interface DictSwitchProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** [on, off] stored values (default ['Y', 'N']). */
  options?: readonly unknown[];
  /** A checkbox for search forms: checked = first option, unchecked = '' (no filter). */
  query?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Checkbox text in query mode. */
  children?: ReactNode;
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

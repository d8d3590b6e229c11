import { useEffect, useRef } from 'react';
import { isEmptySwitchValue, switchValueOf } from '../../domain/widgets/dict/switch';
import type { DictSwitchWidgetProps } from './widget-props';

/**
 * JSwitch's fill-in (spec 001 §4): outside query mode, whenever the value becomes empty the
 * second (off) option is emitted, so the form holds a real value.
 */
export function useDictSwitchFill({
  value,
  onChange,
  options,
  query,
}: Pick<DictSwitchWidgetProps, 'value' | 'onChange' | 'options' | 'query'>): void {
  // A ref, so a new onChange identity on every render does not re-run the effect.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const empty = isEmptySwitchValue(value);
  const off = switchValueOf(false, options);
  useEffect(() => {
    if (query || !empty) return;
    onChangeRef.current?.(off);
  }, [query, empty, off]);
}

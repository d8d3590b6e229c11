import { useCallback, useRef, useState } from 'react';
import type { Validator } from '../../shared/domain/validation/rules';

export type LightValidators<V> = Partial<Record<keyof V & string, Validator>>;

/**
 * A minimal form state for the login page: values, the shared pure validators, and the first
 * error per field. Once a field was validated it re-validates on every change, like antd Form.
 * (The login page avoids antd Form: rc-field-form + async-validator + grid + tooltip cost about
 * 30 KiB gzip on the first load, over the login page's budget.)
 */
export function useLightForm<V extends Record<string, string>>(initial: V, validators: LightValidators<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const validated = useRef(new Set<keyof V>());

  const check = useCallback(
    (name: keyof V & string, value: string) => validators[name]?.(value),
    [validators],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (validated.current.has(name)) setErrors((e) => ({ ...e, [name]: check(name, value) }));
    },
    [check],
  );

  /** Validates `names`; resolves the values when all pass, null otherwise. */
  const validate = useCallback(
    (names: (keyof V & string)[]): V | null => {
      const next: Partial<Record<keyof V, string>> = {};
      for (const name of names) {
        validated.current.add(name);
        next[name] = check(name, values[name] ?? '');
      }
      setErrors((e) => ({ ...e, ...next }));
      return names.some((n) => next[n]) ? null : values;
    },
    [check, values],
  );

  return { values, errors, setValue, validate };
}

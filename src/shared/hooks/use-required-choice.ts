import { useCallback, useState } from 'react';

export interface RequiredChoice {
  value: string | null;
  /** True after a confirm with nothing chosen: the control shows its error state (spec 000 §4). */
  invalid: boolean;
  pending: boolean;
  choose(value: string): void;
  confirm(): Promise<void>;
}

/** A choice that must be made before confirming (部门选择, 租户选择): one state machine for every dialog. */
export function useRequiredChoice(
  initial: string | null,
  submit: (value: string) => Promise<unknown> | unknown,
): RequiredChoice {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const choose = useCallback((v: string) => {
    setValue(v);
    setInvalid(false);
  }, []);
  const confirm = async () => {
    if (!value) {
      setInvalid(true);
      return;
    }
    setPending(true);
    try {
      await submit(value);
    } finally {
      setPending(false);
    }
  };
  return { value, invalid, pending, choose, confirm };
}

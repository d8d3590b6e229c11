import { useState } from 'react';

export type PickerRead<S> = (text: string, prev: S) => { state: S; exact: boolean };

export interface PickerText<S> {
  state: S;
  /** False when the text has no mode of its own: the panel says so and keeps the text. */
  exact: boolean;
  update: (next: S) => void;
  /** `update` with some inputs changed. */
  set: (patch: Partial<S>) => void;
}

/**
 * A picker whose truth is a field text owned by the parent, and whose own state keeps the inputs of
 * the modes not chosen. When the parent's text changes (another tab's auto-adjust, a typed
 * expression), the picker reads it again, keeping those inputs.
 */
export function usePickerText<S>(
  text: string,
  read: PickerRead<S>,
  initial: () => S,
  write: (state: S) => string,
  onChange: (text: string) => void,
): PickerText<S> {
  const [held, setHeld] = useState(() => ({ text, ...read(text, initial()) }));
  let current = held;
  if (held.text !== text) {
    current = { text, ...read(text, held.state) };
    setHeld(current);
  }
  const update = (next: S) => {
    const nextText = write(next);
    // Read the text back so the inputs show what it says (an emptied 指定 list shows its minimum).
    setHeld({ text: nextText, ...read(nextText, next) });
    onChange(nextText);
  };
  return {
    state: current.state,
    exact: current.exact,
    update,
    set: (patch) => update({ ...current.state, ...patch }),
  };
}

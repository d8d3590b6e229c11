import { useState, type ReactNode } from 'react';

/**
 * A controlled widget with its current value shown in `<output aria-label="值">`, so a test reads
 * what the widget emitted. `widget` renders either shell's widget with the value and setter.
 */
export function ValueHarness<V>({
  initial,
  widget,
  show = String,
}: {
  initial: V;
  widget: (value: V, onChange: (value: V) => void) => ReactNode;
  show?: (value: V) => string;
}) {
  const [value, setValue] = useState<V>(initial);
  return (
    <>
      {widget(value, setValue)}
      <output aria-label="值">{show(value)}</output>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { screen } from '@testing-library/react';

/**
 * Holds a controlled widget's value in state and shows it as JSON in an `当前值` output, so the
 * upload widget tests (desktop and phone) can assert what the widget reported.
 */
export function ValueHarness<V>({
  initial,
  render,
}: {
  initial: V;
  render: (value: V, onChange: (next: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState<V>(initial);
  return (
    <>
      {render(value, setValue)}
      <output aria-label="当前值">{JSON.stringify(value)}</output>
    </>
  );
}

/** The JSON text of the harness's current value. */
export const valueText = () => screen.getByRole('status', { name: '当前值' }).textContent;

/**
 * The switch widget (spec 001 §4, 002 §4 "Switch widget"): checked stores the first option,
 * unchecked the second; the default pair is Y / N.
 */
export type SwitchOptions = readonly [unknown, unknown];

export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = ['Y', 'N'];

/** A usable pair: anything but a two-element array falls back to Y / N. */
export function switchOptions(options?: readonly unknown[] | null): SwitchOptions {
  return Array.isArray(options) && options.length === 2 ? [options[0], options[1]] : DEFAULT_SWITCH_OPTIONS;
}

function same(a: unknown, b: unknown): boolean {
  return (
    a === b || (a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b))
  );
}

/** Whether a stored value shows as on (it equals the first option; values arrive as strings). */
export function isSwitchOn(value: unknown, options?: readonly unknown[] | null): boolean {
  return same(value, switchOptions(options)[0]);
}

/** The value to store for a checked state. */
export function switchValueOf(checked: boolean, options?: readonly unknown[] | null): unknown {
  const [on, off] = switchOptions(options);
  return checked ? on : off;
}

/** An empty stored value (undefined, null, '') means the widget should emit the second option. */
export function isEmptySwitchValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The query variant (a checkbox in a search form): checked filters on the first option, unchecked
 * means "no filter" and stores '' (storing the second option would filter on it instead).
 */
export function switchQueryValueOf(checked: boolean, options?: readonly unknown[] | null): unknown {
  return checked ? switchOptions(options)[0] : '';
}

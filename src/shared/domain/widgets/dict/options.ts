import { splitMulti } from '../../grid/display';
import { DICT_MULTI_SEPARATOR } from './messages';

/** A dictionary option as the selects use it (spec 001 §3 "Dictionary item"). */
export interface DictOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What callers and the server may hand in: the text is `text`, else `label`, else `title`. */
export interface DictOptionInput {
  value?: unknown;
  text?: unknown;
  label?: unknown;
  title?: unknown;
  disabled?: unknown;
}

function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/**
 * Normalises a server or caller list to `{value, label}`: values become strings (the selects store
 * strings), the label is text | label | title | the value. Entries without a value are dropped;
 * a non-array gives no options.
 */
export function normaliseDictOptions(items: unknown): DictOption[] {
  if (!Array.isArray(items)) return [];
  const out: DictOption[] = [];
  for (const raw of items as unknown[]) {
    if (raw === null || typeof raw !== 'object') continue;
    const item = raw as DictOptionInput;
    const value = asText(item.value);
    if (value === undefined) continue;
    const label = asText(item.text) ?? asText(item.label) ?? asText(item.title) ?? value;
    out.push(
      item.disabled === true || item.disabled === 1 ? { value, label, disabled: true } : { value, label },
    );
  }
  return out;
}

/** A stored value as a list: `'a,b'` → `['a','b']`; empty, null and undefined → `[]`. */
export function splitDictValue(value: unknown, separator = DICT_MULTI_SEPARATOR): string[] {
  return splitMulti(value, separator);
}

/** The list stored back comma-joined (empty list → ''). */
export function joinDictValue(values: readonly string[], separator = DICT_MULTI_SEPARATOR): string {
  return values.filter((v) => v !== '').join(separator);
}

/** A single stored value as a string ('' when empty). */
export function singleDictValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}

/** Labels for values, in value order; an unknown value shows as itself. */
export function labelsOf(options: readonly DictOption[], values: readonly string[]): string[] {
  return values.map((v) => options.find((o) => o.value === v)?.label ?? v);
}

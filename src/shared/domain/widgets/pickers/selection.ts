// The pickers' selection model (spec 001 §2/§9): a stored value is the store field of the chosen
// records joined with commas; the labels of a stored value are looked up with a trailing-comma
// list. Pure: both shells' user, role and position pickers keep their choice in this shape.

/** Multi-select separator (spec 001 §9). */
export const PICKER_SEPARATOR = ',';

export type PickerMode = 'single' | 'multi';

/** A record the pickers can choose: any object; its key is the value of the store field. */
export type PickerRecord = Readonly<Record<string, unknown>>;

/** The chosen keys in choice order, with the records seen for them (a key may have no record yet). */
export interface PickerSelection<T extends PickerRecord> {
  readonly keys: readonly string[];
  readonly records: Readonly<Record<string, T>>;
}

/** A stored value (`'a,b'`, `['a','b']`, a number, empty) → its keys: trimmed, no blanks, no repeats. */
export function splitStoredValue(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((v) => (v === null || v === undefined ? '' : String(v)))
    : value === null || value === undefined
      ? []
      : String(value).split(PICKER_SEPARATOR);
  return [...new Set(parts.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** Keys → the stored value (`a,b`; empty string when none). */
export function joinStoredValue(keys: readonly string[]): string {
  return keys.join(PICKER_SEPARATOR);
}

/** The lookup list of getMultiUser: every key followed by a comma (`a,b,`), so one key still reads as a list. */
export function trailingCommaList(keys: readonly string[]): string {
  return keys.map((k) => `${k}${PICKER_SEPARATOR}`).join('');
}

/** The key of a record under the store field ('' when the record has no such value). */
export function recordKey(record: PickerRecord, storeField: string): string {
  const v = record[storeField];
  return v === null || v === undefined ? '' : String(v);
}

export function emptySelection<T extends PickerRecord>(): PickerSelection<T> {
  return { keys: [], records: {} };
}

/** The selection of a stored value (records filled in later by `withRecords`); single mode keeps the first key. */
export function selectionOfValue<T extends PickerRecord>(
  value: unknown,
  mode: PickerMode,
): PickerSelection<T> {
  const keys = splitStoredValue(value);
  return { keys: mode === 'single' ? keys.slice(0, 1) : keys, records: {} };
}

/** Adds records for keys (labels loaded, a page seen); keys themselves never change here. */
export function withRecords<T extends PickerRecord>(
  sel: PickerSelection<T>,
  records: readonly T[],
  storeField: string,
): PickerSelection<T> {
  const next: Record<string, T> = { ...sel.records };
  let changed = false;
  for (const r of records) {
    const key = recordKey(r, storeField);
    if (key !== '' && sel.keys.includes(key) && next[key] !== r) {
      next[key] = r;
      changed = true;
    }
  }
  return changed ? { keys: sel.keys, records: next } : sel;
}

/**
 * Checks or unchecks one record. Single mode: checking replaces the choice (only the newly
 * checked record is kept). A record without a store-field value cannot be chosen.
 */
export function toggleRecord<T extends PickerRecord>(
  sel: PickerSelection<T>,
  record: T,
  storeField: string,
  mode: PickerMode,
  checked = !sel.keys.includes(recordKey(record, storeField)),
): PickerSelection<T> {
  const key = recordKey(record, storeField);
  if (key === '') return sel;
  if (!checked) return removeKey(sel, key);
  if (mode === 'single') return { keys: [key], records: { [key]: record } };
  if (sel.keys.includes(key)) return withRecords(sel, [record], storeField);
  return { keys: [...sel.keys, key], records: { ...sel.records, [key]: record } };
}

/** Checks or unchecks every record of a page (multi mode only; single mode ignores it). */
export function togglePage<T extends PickerRecord>(
  sel: PickerSelection<T>,
  page: readonly T[],
  storeField: string,
  mode: PickerMode,
  checked: boolean,
): PickerSelection<T> {
  if (mode === 'single') return sel;
  return page.reduce((acc, r) => toggleRecord(acc, r, storeField, mode, checked), sel);
}

export function removeKey<T extends PickerRecord>(sel: PickerSelection<T>, key: string): PickerSelection<T> {
  if (!sel.keys.includes(key)) return sel;
  const records = { ...sel.records };
  delete records[key];
  return { keys: sel.keys.filter((k) => k !== key), records };
}

/** The page's check state: all / some / none of its choosable records are chosen. */
export function pageCheckState(
  sel: PickerSelection<PickerRecord>,
  page: readonly PickerRecord[],
  storeField: string,
): 'all' | 'some' | 'none' {
  const keys = page.map((r) => recordKey(r, storeField)).filter((k) => k !== '');
  const chosen = keys.filter((k) => sel.keys.includes(k)).length;
  return chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';
}

/** What a confirmed picker hands back: the stored value and the chosen records known (in choice order). */
export function selectionResult<T extends PickerRecord>(
  sel: PickerSelection<T>,
): { value: string; records: T[] } {
  return {
    value: joinStoredValue(sel.keys),
    records: sel.keys.map((k) => sel.records[k]).filter((r): r is T => r !== undefined),
  };
}

/** Records in the order of the stored value's keys (unknown keys dropped). */
export function recordsInValueOrder<T extends PickerRecord>(
  records: readonly T[],
  value: unknown,
  storeField: string,
): T[] {
  const byKey = new Map(records.map((r) => [recordKey(r, storeField), r]));
  return splitStoredValue(value)
    .map((k) => byKey.get(k))
    .filter((r): r is T => r !== undefined);
}

/**
 * Display labels of a stored value: each key's record label, or the key itself while its record
 * is unknown (a stored value is never shown as blank).
 */
export function valueLabels<T extends PickerRecord>(
  keys: readonly string[],
  records: Readonly<Record<string, T>>,
  label: (record: T) => string,
): string[] {
  return keys.map((k) => {
    const r = records[k];
    const text = r ? label(r) : '';
    return text !== '' ? text : k;
  });
}

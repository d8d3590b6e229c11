import { MULTI_SEPARATOR } from './cell-types';
import type { GridColumn } from './column';

/**
 * "Is this the same value?" for the live grid's dirty check: a loaded row holds '' where the
 * server sent null, a number cell holds 12 after an edit where the server sends '12.000', and a
 * multi-choice cell may hold a list or its joined text. None of these is an edit.
 */
const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const asText = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(MULTI_SEPARATOR) : String(v));

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : null;
}

/** Number columns compare by value; every other column compares as text (choices are stored as text). */
export function sameCellValue(column: Pick<GridColumn, 'type'> | undefined, a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (column?.type === 'inputNumber') {
    const x = asNumber(a);
    const y = asNumber(b);
    if (x !== null && y !== null) return x === y;
  }
  return asText(a) === asText(b);
}

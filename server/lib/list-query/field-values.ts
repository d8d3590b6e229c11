// Typing of filter values by field kind. Every value that reaches SQL is either a text compared
// with a text column or a value this file has checked and normalised, so a bad value is a
// clear message here and never a database error later.
import type { FieldKind } from '../../../src/shared/domain/resources/types';

/**
 * How a field's column is compared:
 * - text: a character column, compared as is;
 * - castText: a code that may be stored as number, boolean or text (dict, switch, tenant):
 *   compared as `CAST(col AS text)`, so any input is safe whatever the column type;
 * - integer / number / date / datetime: typed values, checked here.
 */
export type ValueClass = 'text' | 'castText' | 'integer' | 'number' | 'date' | 'datetime';

export function valueClassOf(kind: FieldKind): ValueClass {
  switch (kind) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'dict':
    case 'switch':
    case 'tenant':
      return 'castText';
    default:
      return 'text';
  }
}

/** A whole number that fits a bigint (18 digits keeps clear of the int8 limit). */
export function parseInteger(value: string): string | null {
  const v = value.trim();
  return /^[+-]?\d{1,18}$/.test(v) ? v : null;
}

/** A plain decimal (no exponent, no thousands separators). */
export function parseDecimal(value: string): string | null {
  const v = value.trim();
  return v.length <= 40 && /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) ? v : null;
}

export function parseBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  return null;
}

interface DateParts {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** The unit the value was given to: a day, a minute or a second. */
  precisionMs: number;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function parseParts(value: string): DateParts | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const hasTime = m[4] !== undefined;
  const hasSeconds = m[6] !== undefined;
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  // Reject 2023-02-30 and friends: the day must survive a round trip.
  const probe = new Date(Date.UTC(2000, mo - 1, d));
  probe.setUTCFullYear(y);
  if (probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  const precisionMs = !hasTime ? 86_400_000 : hasSeconds ? 1000 : 60_000;
  return { y, m: mo, d, h, mi, s, precisionMs };
}

/** `yyyy-MM-dd` (a longer date-time value is cut to its day). */
export function parseDate(value: string): string | null {
  const parts = parseParts(value);
  if (!parts) return null;
  return `${String(parts.y).padStart(4, '0')}-${String(parts.m).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}`;
}

/** The wire's date-times are GMT+8 (CONTRACT §11, server/lib/time.ts). */
const WIRE_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A date-time value as the half-open interval it names, in UTC ISO form: `2024-05-01` is that
 * whole day, `2024-05-01 10:00` that minute, `2024-05-01 10:00:00` that second. Comparing with
 * intervals makes `_end=2024-05-01` include 23:59:59.999 and `=` match stored microseconds.
 */
export function parseDateTimeInterval(value: string): { from: string; to: string } | null {
  const p = parseParts(value);
  if (!p) return null;
  const start = new Date(Date.UTC(2000, p.m - 1, p.d, p.h, p.mi, p.s));
  start.setUTCFullYear(p.y);
  const fromMs = start.getTime() - WIRE_OFFSET_MS;
  return { from: new Date(fromMs).toISOString(), to: new Date(fromMs + p.precisionMs).toISOString() };
}

/** JeecgBoot `dbType` hints (case-insensitive) → the check they imply; other hints mean text. */
export function checkDbType(dbType: string | undefined, value: string): boolean {
  switch ((dbType ?? '').trim().toLowerCase()) {
    case 'int':
    case 'integer':
    case 'short':
    case 'long':
      return parseInteger(value) !== null;
    case 'bigdecimal':
    case 'float':
    case 'double':
    case 'number':
      return parseDecimal(value) !== null;
    case 'boolean':
      return parseBoolean(value) !== null;
    default:
      return true;
  }
}

/** JeecgBoot `type` hints: `date` and `datetime` values must read as such. */
export function checkValueType(type: string | undefined, value: string): boolean {
  const t = (type ?? '').trim().toLowerCase();
  if (t === 'date') return parseDate(value) !== null;
  if (t === 'datetime') return parseDateTimeInterval(value) !== null;
  return true;
}

/**
 * How a designed field becomes a PostgreSQL column (pure: used by the server's DDL planner and by the
 * designer UI to say in advance which changes are destructive). Column types are values built here
 * from a closed set, never text typed into the designer; a column default is rendered only from a
 * literal validated against the column's type.
 */

import { DDL_MESSAGES } from './ddl-messages';
import { ONLINE_LIMITS } from './design-types';

export { DDL_MESSAGES };

const STRING_MAX_LENGTH = ONLINE_LIMITS.stringLength;
const DECIMAL_MAX_PRECISION = ONLINE_LIMITS.decimalLength;
/** The wire's zone (GMT+8, server/lib/time.ts): a designed date-time default means that wall-clock time. */
const WIRE_OFFSET = '+08';

/** A column type as the planner reasons about it; `other` is a physical type the designer never produces. */
export type ColumnType =
  | { kind: 'varchar'; length: number }
  | { kind: 'char'; length: number }
  | { kind: 'integer' }
  | { kind: 'double' }
  | { kind: 'numeric'; precision: number; scale: number }
  | { kind: 'date' }
  | { kind: 'timestamptz' }
  | { kind: 'text' }
  | { kind: 'bytea' }
  | { kind: 'other'; name: string };

/** The part of a designed field that decides its column. */
export interface FieldColumnSpec {
  dbFieldName: string;
  dbType: string;
  dbLength: number;
  dbPointLength: number;
  dbIsNull?: string | null;
  dbDefaultVal?: string | null;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable suffix for generated index names. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The index a sub table's foreign key column gets (index names are schema-wide in PostgreSQL, so
 * the table's name is part of it; the hash keeps long table/field pairs apart within 63 characters).
 */
export function foreignKeyIndexName(table: string, field: string): string {
  return `${table.slice(0, 40)}_fk_${shortHash(`${table}.${field}`)}`;
}

/**
 * Every online table's list index: the auto list filters on the tenant and pages by creation time
 * (newest first), so the first page never sorts the whole table.
 */
export const SYSTEM_LIST_INDEX_COLUMNS = ['tenant_id', 'create_time'] as const;

export function systemListIndexName(table: string): string {
  return `${table.slice(0, 40)}_ls_${shortHash(`${table}.list`)}`;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));

/** The column type of a designed field (lengths clamped to the spec's limits), or undefined for an unknown db_type. */
export function columnTypeOf(
  field: Pick<FieldColumnSpec, 'dbType' | 'dbLength' | 'dbPointLength'>,
): ColumnType | undefined {
  switch (field.dbType) {
    case 'string':
      return { kind: 'varchar', length: clamp(field.dbLength, 1, STRING_MAX_LENGTH) };
    case 'int':
      return { kind: 'integer' };
    case 'double':
      return { kind: 'double' };
    case 'BigDecimal': {
      const precision = clamp(field.dbLength, 1, DECIMAL_MAX_PRECISION);
      return { kind: 'numeric', precision, scale: clamp(field.dbPointLength, 0, precision) };
    }
    case 'Date':
      return { kind: 'date' };
    case 'Datetime':
      return { kind: 'timestamptz' };
    case 'Text':
      return { kind: 'text' };
    case 'Blob':
      return { kind: 'bytea' };
    default:
      return undefined;
  }
}

/** The SQL text of a column type (built from numbers and fixed words only). */
export function columnTypeSql(type: ColumnType): string {
  switch (type.kind) {
    case 'varchar':
      return `varchar(${type.length})`;
    case 'char':
      return `char(${type.length})`;
    case 'integer':
      return 'integer';
    case 'double':
      return 'double precision';
    case 'numeric':
      return `numeric(${type.precision},${type.scale})`;
    case 'date':
      return 'date';
    case 'timestamptz':
      return 'timestamptz';
    case 'text':
      return 'text';
    case 'bytea':
      return 'bytea';
    case 'other':
      // The planner never targets a type it did not build; reaching this is a programming error.
      throw new Error(`cannot render the foreign column type ${type.name}`);
  }
}

/** information_schema.columns facts of one column. */
export interface PhysicalTypeInfo {
  dataType: string;
  charLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
}

/** The planner's view of a physical column type (information_schema.columns.data_type and sizes). */
export function physicalColumnType(info: PhysicalTypeInfo): ColumnType {
  switch (info.dataType) {
    case 'character varying':
      return info.charLength === null ? { kind: 'text' } : { kind: 'varchar', length: info.charLength };
    case 'character':
      return { kind: 'char', length: info.charLength ?? 1 };
    case 'integer':
      return { kind: 'integer' };
    case 'double precision':
      return { kind: 'double' };
    case 'numeric':
      return info.numericPrecision === null
        ? { kind: 'other', name: 'numeric' }
        : { kind: 'numeric', precision: info.numericPrecision, scale: info.numericScale ?? 0 };
    case 'date':
      return { kind: 'date' };
    case 'timestamp with time zone':
      return { kind: 'timestamptz' };
    case 'text':
      return { kind: 'text' };
    case 'bytea':
      return { kind: 'bytea' };
    default:
      return { kind: 'other', name: info.dataType };
  }
}

export type TypeChange = 'same' | 'widen' | 'destructive';

/** Digits before the decimal point that a PostgreSQL integer can need (2147483647). */
const INTEGER_DIGITS = 10;

/**
 * Whether changing a column from one type to another keeps every value exactly (widen: ALTER TYPE
 * with a cast that cannot fail) or may lose or refuse data (destructive: needs confirmation and a backup).
 * Widening: longer string, string → Text, int → BigDecimal wide enough / double, BigDecimal with no
 * fewer integer digits and no fewer decimals, Date → Datetime. Anything else is destructive.
 */
export function typeChange(from: ColumnType, to: ColumnType): TypeChange {
  if (sameType(from, to)) return 'same';
  if (from.kind === 'varchar' && to.kind === 'varchar')
    return to.length > from.length ? 'widen' : 'destructive';
  if (from.kind === 'char' && to.kind === 'char') return to.length > from.length ? 'widen' : 'destructive';
  if (from.kind === 'varchar' && to.kind === 'text') return 'widen';
  if (from.kind === 'integer' && to.kind === 'double') return 'widen';
  if (from.kind === 'integer' && to.kind === 'numeric') {
    return to.precision - to.scale >= INTEGER_DIGITS ? 'widen' : 'destructive';
  }
  if (from.kind === 'numeric' && to.kind === 'numeric') {
    return to.scale >= from.scale && to.precision - to.scale >= from.precision - from.scale
      ? 'widen'
      : 'destructive';
  }
  if (from.kind === 'date' && to.kind === 'timestamptz') return 'widen';
  return 'destructive';
}

export function sameType(a: ColumnType, b: ColumnType): boolean {
  return columnTypeKey(a) === columnTypeKey(b);
}

function columnTypeKey(type: ColumnType): string {
  return type.kind === 'other' ? `other:${type.name}` : columnTypeSql(type);
}

/**
 * A column default the planner may render: a validated literal, kept apart from the SQL it becomes.
 * `now` is the current date or time (the designer's `now()`).
 */
export type DefaultLiteral =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'date'; value: string }
  /** `YYYY-MM-DD HH:mm:ss` in the wire's zone, or with an explicit offset when read back. */
  | { kind: 'datetime'; value: string }
  | { kind: 'now' };

export type DefaultCheck = { ok: true; literal: DefaultLiteral | null } | { ok: false; message: string };

const INTEGER_LITERAL = /^-?(0|[1-9]\d{0,9})$/;
const DECIMAL_LITERAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const DOUBLE_LITERAL = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d{1,3})?$/;
const DATE_LITERAL = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_LITERAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** A catalogue timestamp: wall time and the session's offset (`+00`, `+08`, `-05:30`). */
const CATALOG_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.\d+)?([+-]\d{2})(?::?(\d{2}))?$/;
const NOW = /^now\(\)$/i;
// Control characters and backslashes never belong in a default; refusing them keeps the quoted
// literal's meaning independent of standard_conforming_strings.
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u001f\u007f\\]/;

/** `+5` → `5`, `.5` → `0.5`, `-.5` → `-0.5`; leading zeros dropped (the designer's number spellings). */
function normalizeNumber(text: string): string {
  const m = /^([+-]?)(\d*)((?:\.\d+)?(?:[eE][-+]?\d+)?)$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '').startsWith('.') === false)) return text;
  const sign = m[1] === '-' ? '-' : '';
  const int = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  return `${sign}${int}${m[3] ?? ''}`;
}

function validDateTime(text: string): boolean {
  const m = DATETIME_LITERAL.exec(text);
  if (!m || !validDate(m[1] ?? '')) return false;
  return Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60;
}

/** `YYYY-MM-DD HH:mm:ss` of a validated designer date-time. */
function canonicalDateTime(text: string): string {
  const m = DATETIME_LITERAL.exec(text);
  return m ? `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}` : text;
}

function validDate(text: string): boolean {
  const m = DATE_LITERAL.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The validated database default of a field: null when there is none; a Chinese message naming the
 * field when the text is not a literal of the column's type. Strings fit the column's length; numbers
 * fit the column; dates are YYYY-MM-DD; Date and Datetime also take now().
 */
export function defaultLiteralOf(field: FieldColumnSpec): DefaultCheck {
  const raw = field.dbDefaultVal ?? '';
  const trimmed = raw.trim();
  const text = /^[+-]?[\d.]/.test(trimmed) ? normalizeNumber(trimmed) : trimmed;
  const name = field.dbFieldName;
  if (raw === '') return { ok: true, literal: null };
  const bad = (what: string): DefaultCheck => ({
    ok: false,
    message: DDL_MESSAGES.defaultInvalid(name, what),
  });
  const type = columnTypeOf(field);
  if (!type) return { ok: false, message: DDL_MESSAGES.dbTypeUnknown(name) };
  switch (type.kind) {
    case 'varchar':
    case 'char':
    case 'text':
      if (UNSAFE_TEXT.test(raw)) return bad('不含反斜杠和控制字符的文本');
      if (type.kind !== 'text' && [...raw].length > type.length) {
        return { ok: false, message: DDL_MESSAGES.defaultTooLong(name, type.length) };
      }
      return { ok: true, literal: { kind: 'string', value: raw } };
    case 'integer':
      if (!INTEGER_LITERAL.test(text) || Math.abs(Number(text)) > 2147483647) return bad('整数');
      return { ok: true, literal: { kind: 'number', value: text } };
    case 'double':
      if (!DOUBLE_LITERAL.test(text) || !Number.isFinite(Number(text))) return bad('数字');
      return { ok: true, literal: { kind: 'number', value: text } };
    case 'numeric': {
      const m = DECIMAL_LITERAL.exec(text);
      const intDigits = m ? (m[1] ?? '').length : 0;
      const decimals = m?.[2] ? m[2].length - 1 : 0;
      if (!m || decimals > type.scale || intDigits > Math.max(1, type.precision - type.scale)) {
        return bad(`整数位不超过${type.precision - type.scale}位、小数位不超过${type.scale}位的数字`);
      }
      return { ok: true, literal: { kind: 'number', value: text } };
    }
    case 'date':
      if (NOW.test(text)) return { ok: true, literal: { kind: 'now' } };
      if (!validDate(text)) return bad('日期（YYYY-MM-DD）或 now()');
      return { ok: true, literal: { kind: 'date', value: text } };
    case 'timestamptz':
      if (NOW.test(text)) return { ok: true, literal: { kind: 'now' } };
      if (!validDateTime(text)) return bad('日期时间（YYYY-MM-DD HH:mm:ss）或 now()');
      return { ok: true, literal: { kind: 'datetime', value: canonicalDateTime(text) } };
    case 'bytea':
    case 'other':
      return { ok: false, message: DDL_MESSAGES.defaultNotAllowed(name) };
  }
}

/** A standard SQL string literal: the text between single quotes, quotes doubled (text already validated). */
export function quoteLiteral(value: string): string {
  if (UNSAFE_TEXT.test(value))
    throw new Error('refusing to quote text with control characters or backslashes');
  return `'${value.replace(/'/g, "''")}'`;
}

/** The SQL of a validated default for a column of `type`. */
export function defaultSql(literal: DefaultLiteral, type: ColumnType): string {
  switch (literal.kind) {
    case 'string':
      return `${quoteLiteral(literal.value)}::${columnTypeSql(type)}`;
    case 'number':
      // Re-checked here so that only digits, sign, point and exponent ever reach the statement.
      if (!DOUBLE_LITERAL.test(literal.value))
        throw new Error('refusing a number default that is not a number');
      return `${quoteLiteral(literal.value)}::${columnTypeSql(type)}`;
    case 'date':
      if (!validDate(literal.value)) throw new Error('refusing a date default that is not a date');
      return `${quoteLiteral(literal.value)}::date`;
    case 'datetime':
      if (!validDateTime(literal.value))
        throw new Error('refusing a date-time default that is not a date-time');
      return `${quoteLiteral(`${canonicalDateTime(literal.value)}${WIRE_OFFSET}`)}::timestamptz`;
    case 'now':
      return type.kind === 'date' ? 'CURRENT_DATE' : 'CURRENT_TIMESTAMP';
  }
}

/**
 * Reads a default back from information_schema.columns.column_default, for the forms defaultSql
 * produces (`'text'::type`, a bare number, CURRENT_DATE / CURRENT_TIMESTAMP). Anything else is
 * `unknown`: the planner then sets the designed default again rather than guess.
 */
export function parseCatalogDefault(text: string | null): DefaultLiteral | null | 'unknown' {
  if (text === null) return null;
  if (text === 'CURRENT_DATE' || text === 'CURRENT_TIMESTAMP' || text === 'now()') return { kind: 'now' };
  const quoted = /^'((?:[^']|'')*)'::[a-z ]+(\(\d+(,\d+)?\))?$/.exec(text);
  if (quoted) {
    const value = (quoted[1] ?? '').replace(/''/g, "'");
    return CATALOG_DATETIME.test(value) ? { kind: 'datetime', value } : { kind: 'string', value };
  }
  if (DOUBLE_LITERAL.test(text)) return { kind: 'number', value: text };
  // A constant with a typmod keeps its cast unquoted: `12.30::numeric(10,2)`, `(-3)::numeric`.
  const cast = /^\(?(-?[0-9.eE+-]+)\)?::[a-z ]+(\(\d+(,\d+)?\))?$/.exec(text);
  if (cast && DOUBLE_LITERAL.test(cast[1] ?? '')) return { kind: 'number', value: cast[1] ?? '' };
  return 'unknown';
}

/** Canonical decimal text for comparing numbers (no exponent handling needed beyond Number for doubles). */
function canonicalNumber(text: string, type: ColumnType): string {
  if (type.kind === 'double') return String(Number(text));
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace(/^-/, '').split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  const body = f === '' ? i : `${i}.${f}`;
  return negative && body !== '0' ? `-${body}` : body;
}

/** Epoch milliseconds of a catalogue timestamp (with offset) or a designer date-time (wire zone). */
function instantOf(text: string): number {
  const c = CATALOG_DATETIME.exec(text);
  if (c) return Date.parse(`${c[1]}T${c[2]}${c[3]}:${c[4] ?? '00'}`);
  return validDateTime(text)
    ? Date.parse(`${canonicalDateTime(text).replace(' ', 'T')}${WIRE_OFFSET}:00`)
    : NaN;
}

/** Whether the physical default equals the designed one for a column of `type`. */
export function sameDefault(
  physical: DefaultLiteral | null | 'unknown',
  designed: DefaultLiteral | null,
  type: ColumnType,
): boolean {
  if (physical === 'unknown') return false;
  if (physical === null || designed === null) return physical === designed;
  if (designed.kind === 'now') return physical.kind === 'now';
  if (physical.kind === 'now') return false;
  if (type.kind === 'timestamptz') return instantOf(physical.value) === instantOf(designed.value);
  if (type.kind === 'integer' || type.kind === 'double' || type.kind === 'numeric') {
    return canonicalNumber(physical.value, type) === canonicalNumber(designed.value, type);
  }
  return physical.value === designed.value;
}

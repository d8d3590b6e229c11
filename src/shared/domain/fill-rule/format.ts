/**
 * 填值规则 code formatting (pure): `prefix` + `separator` + date part + `separator` + the
 * zero-padded sequence, e.g. FP-2025-000123. Empty parts and their separators are left out.
 * Dates are read in GMT+8, the zone of every date on the wire.
 */

export const DATE_PATTERNS = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
export type DatePattern = (typeof DATE_PATTERNS)[number];

export const RESET_PERIODS = ['never', 'year', 'month', 'day'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

export const SEQUENCE_LENGTH_MIN = 1;
export const SEQUENCE_LENGTH_MAX = 12;

export interface FillRuleFormat {
  prefix: string;
  datePattern: DatePattern;
  separator: string;
  seqLength: number;
  resetPeriod: ResetPeriod;
}

export const FILL_RULE_FORMAT_MESSAGES = {
  datePattern: '日期格式只能是 无、yyyy、yyyyMM 或 yyyyMMdd',
  resetPeriod: '重置周期只能是 不重置、每年、每月 或 每日',
  seqLength: `流水号位数必须是${SEQUENCE_LENGTH_MIN}到${SEQUENCE_LENGTH_MAX}之间的整数`,
  resetFinerThanDate: '重置周期不能比日期格式更细，否则同一周期内会生成重复编码',
  prefix: '前缀只允许字母、数字、下划线和短横线，最多20位',
  separator: '分隔符只能是 - _ / . 之一或留空',
} as const;

const OFFSET_MS = 8 * 60 * 60 * 1000;

/** yyyy, MM, dd of `now` in GMT+8. */
function dateParts(now: Date): { yyyy: string; MM: string; dd: string } {
  const iso = new Date(now.getTime() + OFFSET_MS).toISOString();
  return { yyyy: iso.slice(0, 4), MM: iso.slice(5, 7), dd: iso.slice(8, 10) };
}

/** The date part of a code ('' for `none`). */
export function formatDatePart(pattern: DatePattern, now: Date): string {
  const { yyyy, MM, dd } = dateParts(now);
  switch (pattern) {
    case 'yyyy':
      return yyyy;
    case 'yyyyMM':
      return `${yyyy}${MM}`;
    case 'yyyyMMdd':
      return `${yyyy}${MM}${dd}`;
    default:
      return '';
  }
}

/**
 * The counter a code draws from: one per rule and period. `never` shares one counter forever;
 * the others restart with each new year, month or day (GMT+8).
 */
export function periodKey(reset: ResetPeriod, now: Date): string {
  const { yyyy, MM, dd } = dateParts(now);
  switch (reset) {
    case 'year':
      return yyyy;
    case 'month':
      return `${yyyy}${MM}`;
    case 'day':
      return `${yyyy}${MM}${dd}`;
    default:
      return 'all';
  }
}

/**
 * The sequence padded to `length` digits. A number that has outgrown the width keeps all its
 * digits (FP-2025-1000000): a longer code is better than a repeated or refused one.
 */
export function padSequence(value: number, length: number): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`bad sequence value: ${value}`);
  return String(value).padStart(length, '0');
}

/** True once `value` needs more digits than the rule's sequence length. */
export function sequenceOverflows(value: number, length: number): boolean {
  return String(value).length > length;
}

export function formatFillCode(format: FillRuleFormat, sequence: number, now: Date): string {
  const parts = [
    format.prefix,
    formatDatePart(format.datePattern, now),
    padSequence(sequence, format.seqLength),
  ];
  return parts.filter((p) => p !== '').join(format.separator);
}

/** Granularity rank: a reset period needs a date part at least as fine, else codes repeat. */
const DATE_RANK: Record<DatePattern, number> = { none: 0, yyyy: 1, yyyyMM: 2, yyyyMMdd: 3 };
const RESET_RANK: Record<ResetPeriod, number> = { never: 0, year: 1, month: 2, day: 3 };

export const PREFIX_PATTERN = /^[A-Za-z0-9_-]{0,20}$/;
export const SEPARATORS = ['', '-', '_', '/', '.'] as const;

const isDatePattern = (v: unknown): v is DatePattern => DATE_PATTERNS.includes(v as DatePattern);
const isResetPeriod = (v: unknown): v is ResetPeriod => RESET_PERIODS.includes(v as ResetPeriod);

/** The first problem of a rule definition (Chinese message), or undefined when it can generate codes. */
export function validateFillRuleFormat(raw: {
  prefix?: unknown;
  datePattern?: unknown;
  separator?: unknown;
  seqLength?: unknown;
  resetPeriod?: unknown;
}): string | undefined {
  const prefix = raw.prefix ?? '';
  if (typeof prefix !== 'string' || !PREFIX_PATTERN.test(prefix)) return FILL_RULE_FORMAT_MESSAGES.prefix;
  const separator = raw.separator ?? '';
  if (typeof separator !== 'string' || !(SEPARATORS as readonly string[]).includes(separator))
    return FILL_RULE_FORMAT_MESSAGES.separator;
  if (!isDatePattern(raw.datePattern)) return FILL_RULE_FORMAT_MESSAGES.datePattern;
  if (!isResetPeriod(raw.resetPeriod)) return FILL_RULE_FORMAT_MESSAGES.resetPeriod;
  const length = typeof raw.seqLength === 'string' ? Number(raw.seqLength) : raw.seqLength;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < SEQUENCE_LENGTH_MIN ||
    length > SEQUENCE_LENGTH_MAX
  )
    return FILL_RULE_FORMAT_MESSAGES.seqLength;
  if (RESET_RANK[raw.resetPeriod] > DATE_RANK[raw.datePattern])
    return FILL_RULE_FORMAT_MESSAGES.resetFinerThanDate;
  return undefined;
}

/** A sample code of the definition (the form's preview): sequence 1 on `now`. */
export function previewFillCode(format: FillRuleFormat, now: Date): string {
  return formatFillCode(format, 1, now);
}

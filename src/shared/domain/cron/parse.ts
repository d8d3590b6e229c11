import {
  CRON_FIELD_BOUNDS,
  CRON_FIELD_KEYS,
  CRON_FIELD_LABELS,
  CRON_STEP_MAX,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  type CronFieldKey,
} from './fields';

/**
 * Quartz cron expression → typed AST. The AST keeps the written form of every part (`0/5` stays a
 * step, `1-5` a range) so the builders can turn an expression back into their modes.
 */

/** One comma-separated part of a plain field. */
export type CronItem =
  | { type: 'value'; value: number }
  /** `a-b` or `a-b/n`; `end < start` wraps around (Quartz overflow ranges), except for years. */
  | { type: 'range'; start: number; end: number; step?: number }
  /** `a/n` (from a to the field maximum) or `*\/n` (start null: from the field minimum). */
  | { type: 'step'; start: number | null; step: number };

export type FieldAst =
  | { kind: 'all' }
  /** `?`: day-of-month or day-of-week not specified. */
  | { kind: 'none' }
  | { kind: 'list'; items: CronItem[] }
  /** Day of month: `L` (offset 0), `L-3`, `LW`, `L-3W`. */
  | { kind: 'lastDay'; offset: number; weekday: boolean }
  /** Day of month: `15W`, the weekday nearest to the 15th within the month. */
  | { kind: 'nearestWeekday'; day: number }
  /** Day of week: `6L`, the last Friday of the month. */
  | { kind: 'lastWeekday'; weekday: number }
  /** Day of week: `6#3`, the third Friday of the month. */
  | { kind: 'nthWeekday'; weekday: number; nth: number };

export type CronAst = Record<CronFieldKey, FieldAst> & {
  /** False when the expression had six fields (the year then is `*`). */
  hasYear: boolean;
};

export class CronParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CronParseError';
  }
}

const PREFIX = '表达式格式错误：';

function fail(detail: string): never {
  throw new CronParseError(PREFIX + detail);
}

function fieldName(key: CronFieldKey): string {
  return `${CRON_FIELD_LABELS[key]}字段`;
}

function checkValue(key: CronFieldKey, value: number): number {
  const { min, max } = CRON_FIELD_BOUNDS[key];
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    fail(`${fieldName(key)}的取值必须在 ${min}-${max} 之间，「${value}」超出范围`);
  }
  return value;
}

function checkStep(key: CronFieldKey, step: number): number {
  const max = CRON_STEP_MAX[key];
  if (!Number.isSafeInteger(step) || step < 1 || step > max) {
    fail(`${fieldName(key)}的间隔必须在 1-${max} 之间，「${step}」不合法`);
  }
  return step;
}

/** Month and weekday names become their numbers (Quartz accepts them in any case). */
function replaceNames(key: CronFieldKey, text: string): string {
  const names = key === 'month' ? MONTH_NAMES : key === 'week' ? WEEKDAY_NAMES : null;
  if (!names) return text;
  return text.replace(/[A-Z]{3}/g, (word) => {
    const index = names.indexOf(word);
    return index < 0 ? word : String(index + 1);
  });
}

const NUM = '(\\d{1,9})';
const RE_VALUE = new RegExp(`^${NUM}$`);
const RE_RANGE = new RegExp(`^${NUM}-${NUM}(?:/${NUM})?$`);
const RE_STEP = new RegExp(`^(\\*|${NUM})?/${NUM}$`);
const RE_LAST_DAY = new RegExp(`^L(?:-${NUM})?(W)?$`);
const RE_NEAREST = new RegExp(`^${NUM}W$`);
const RE_LAST_WEEKDAY = new RegExp(`^${NUM}L$`);
const RE_NTH = new RegExp(`^${NUM}#${NUM}$`);

function parseItem(key: CronFieldKey, part: string, original: string): CronItem {
  let m = RE_VALUE.exec(part);
  if (m) return { type: 'value', value: checkValue(key, Number(m[1])) };
  m = RE_RANGE.exec(part);
  if (m) {
    const start = checkValue(key, Number(m[1]));
    const end = checkValue(key, Number(m[2]));
    if (key === 'year' && end < start) fail(`${fieldName(key)}的起始年份不能大于结束年份`);
    const item: CronItem = { type: 'range', start, end };
    if (m[3] !== undefined) item.step = checkStep(key, Number(m[3]));
    return item;
  }
  m = RE_STEP.exec(part);
  if (m) {
    const start = m[2] === undefined ? null : checkValue(key, Number(m[2]));
    return { type: 'step', start, step: checkStep(key, Number(m[3])) };
  }
  return fail(`${fieldName(key)}「${original}」无法识别`);
}

/** Day-of-month and day-of-week specials (`L`, `W`, `#`) stand alone, as in Quartz. */
function parseSpecial(key: CronFieldKey, text: string): FieldAst | null {
  if (key === 'day') {
    let m = RE_LAST_DAY.exec(text);
    if (m) {
      const offset = m[1] === undefined ? 0 : Number(m[1]);
      if (offset > 30) fail(`${fieldName(key)}「L-」后的天数必须在 0-30 之间`);
      return { kind: 'lastDay', offset, weekday: m[2] === 'W' };
    }
    m = RE_NEAREST.exec(text);
    if (m) return { kind: 'nearestWeekday', day: checkValue(key, Number(m[1])) };
  }
  if (key === 'week') {
    // `L` alone in day-of-week is Saturday (Quartz: "simply means 7 or SAT").
    if (text === 'L') return { kind: 'list', items: [{ type: 'value', value: 7 }] };
    let m = RE_LAST_WEEKDAY.exec(text);
    if (m) return { kind: 'lastWeekday', weekday: checkValue(key, Number(m[1])) };
    m = RE_NTH.exec(text);
    if (m) {
      const weekday = checkValue(key, Number(m[1]));
      const nth = Number(m[2]);
      if (nth < 1 || nth > 5) fail(`${fieldName(key)}「#」后必须是 1-5 之间的数字`);
      return { kind: 'nthWeekday', weekday, nth };
    }
  }
  return null;
}

/** Parses one field's text. Throws `CronParseError` with a Chinese message. */
export function parseCronField(key: CronFieldKey, raw: string): FieldAst {
  const original = raw.trim();
  if (original === '') fail(`${fieldName(key)}不能为空`);
  const text = replaceNames(key, original.toUpperCase());
  if (text === '*') return { kind: 'all' };
  if (text.includes('?')) {
    if (key !== 'day' && key !== 'week') fail('「?」只能用于日或周字段');
    if (text !== '?') fail(`${fieldName(key)}的「?」不能与其他值组合`);
    return { kind: 'none' };
  }
  const parts = text.split(',');
  const special = /[LW#]/.test(text);
  if (special && (key === 'day' || key === 'week')) {
    if (parts.length > 1) fail(`${fieldName(key)}的「L」「W」「#」不能与其他值组合`);
    const ast = parseSpecial(key, text);
    if (ast) return ast;
    fail(`${fieldName(key)}「${original}」无法识别`);
  }
  return { kind: 'list', items: parts.map((part) => parseItem(key, part, original)) };
}

/** Splits on blanks; Quartz takes six or seven fields. */
export function splitExpression(expr: string): string[] {
  const trimmed = expr.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** Parses a whole Quartz expression. Throws `CronParseError` with a Chinese message. */
export function parseCron(expr: string): CronAst {
  const parts = splitExpression(expr);
  if (parts.length === 0) fail('表达式不能为空');
  if (parts.length < 6 || parts.length > 7) {
    fail(`应为 6 或 7 个字段（秒 分 时 日 月 周 [年]），当前为 ${parts.length} 个`);
  }
  const fields = {} as Record<CronFieldKey, FieldAst>;
  CRON_FIELD_KEYS.forEach((key, i) => {
    const text = parts[i];
    fields[key] = text === undefined ? { kind: 'all' } : parseCronField(key, text);
  });
  const dayNone = fields.day.kind === 'none';
  const weekNone = fields.week.kind === 'none';
  if (dayNone === weekNone) fail('日和周字段必须有且只有一个为「?」');
  return { ...fields, hasYear: parts.length === 7 };
}

export type CronParseResult = { ok: true; ast: CronAst } | { ok: false; error: string };

export function tryParseCron(expr: string): CronParseResult {
  try {
    return { ok: true, ast: parseCron(expr) };
  } catch (e) {
    if (e instanceof CronParseError) return { ok: false, error: e.message };
    throw e;
  }
}

/** The validator shape of `validation/rules.ts`: the message, or undefined when valid. */
export function validateCron(expr: string): string | undefined {
  const result = tryParseCron(expr);
  return result.ok ? undefined : result.error;
}

/**
 * The values one plain field stands for, sorted and unique (Quartz's expansion, wrap-around
 * ranges included). `all` expands to the whole field range; `yearMax` bounds `*` and `a/n` years.
 */
export function expandField(key: CronFieldKey, ast: FieldAst, yearMax?: number): number[] {
  const { min } = CRON_FIELD_BOUNDS[key];
  const max = key === 'year' && yearMax !== undefined ? yearMax : CRON_FIELD_BOUNDS[key].max;
  const out = new Set<number>();
  const addRun = (start: number, end: number, step: number) => {
    if (end >= start) {
      for (let v = start; v <= end; v += step) out.add(v);
      return;
    }
    // Overflow range: continue past the maximum and wrap (1-based fields wrap to 1, not 0).
    const span = max - min + 1;
    for (let v = start; v <= end + span; v += step) out.add(v > max ? v - span : v);
  };
  if (ast.kind === 'all') addRun(min, max, 1);
  else if (ast.kind === 'list') {
    for (const item of ast.items) {
      if (item.type === 'value') out.add(item.value);
      else if (item.type === 'range') addRun(item.start, item.end, item.step ?? 1);
      else addRun(item.start ?? min, max, item.step);
    }
  }
  return [...out].filter((v) => v >= min && v <= max).sort((a, b) => a - b);
}

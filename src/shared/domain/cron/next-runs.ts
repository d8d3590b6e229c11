import { CRON_FIELD_BOUNDS } from './fields';
import { expandField, parseCron, tryParseCron, type CronAst, type FieldAst } from './parse';

/**
 * Quartz fire times. The search walks wall-clock fields from the largest down (year → month →
 * day → hour → minute → second), jumping straight to the next allowed value of each, so a
 * yearly expression costs a handful of steps rather than millions of seconds.
 */

export interface NextRunsOptions {
  /** Treat the year field as `*` (the tabbed editor's preview: 不含年). */
  ignoreYear?: boolean;
  /** An IANA zone such as 'Asia/Shanghai'; absent: the local zone of the runtime. */
  timeZone?: string;
}

/** Wall-clock time in the target zone; month is 1-12. */
interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

interface Compiled {
  seconds: number[];
  minutes: number[];
  hours: number[];
  months: Set<number>;
  /** Null: any year. */
  years: number[] | null;
  day: FieldAst;
  week: FieldAst;
  weekdays: Set<number>;
  monthDays: number[];
}

/** Quartz stops looking 100 years ahead when the year is `*` (its MAX_YEAR). */
const OPEN_YEAR_SPAN = 100;

function compile(ast: CronAst, ignoreYear: boolean): Compiled {
  return {
    seconds: expandField('second', ast.second),
    minutes: expandField('minute', ast.minute),
    hours: expandField('hour', ast.hour),
    months: new Set(expandField('month', ast.month)),
    years: ignoreYear || ast.year.kind === 'all' ? null : expandField('year', ast.year),
    day: ast.day,
    week: ast.week,
    weekdays: new Set(ast.week.kind === 'none' ? [] : expandField('week', ast.week)),
    monthDays: ast.day.kind === 'none' ? [] : expandField('day', ast.day),
  };
}

/** Calendar arithmetic on wall-clock values goes through UTC, which has no DST. */
function norm(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Wall {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (y < 100) t.setUTCFullYear(y); // Date.UTC maps 0-99 to 1900-1999
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
  };
}

function lastDayOfMonth(y: number, mo: number): number {
  return new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** 1 = Sunday … 7 = Saturday. */
function weekdayOf(y: number, mo: number, d: number): number {
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 1;
}

/** Quartz's `W`: the nearest Monday–Friday, never leaving the month. */
function nearestWeekday(y: number, mo: number, day: number, last: number): number {
  const dow = weekdayOf(y, mo, day);
  if (dow === 7) return day === 1 ? 3 : day - 1;
  if (dow === 1) return day === last ? day - 2 : day + 1;
  return day;
}

/** The days of (y, mo) on which the expression may fire, ascending. */
function daysOfMonth(c: Compiled, y: number, mo: number): number[] {
  const last = lastDayOfMonth(y, mo);
  const all = (): number[] => Array.from({ length: last }, (_, i) => i + 1);
  const day = c.day;
  if (day.kind !== 'none') {
    switch (day.kind) {
      case 'all':
        return all();
      case 'lastDay': {
        const base = last - day.offset;
        if (base < 1) return [];
        return [day.weekday ? nearestWeekday(y, mo, base, last) : base];
      }
      case 'nearestWeekday':
        // A day past this month's end (31W in April) does not fire this month.
        return day.day > last ? [] : [nearestWeekday(y, mo, day.day, last)];
      default:
        return c.monthDays.filter((d) => d <= last);
    }
  }
  const week = c.week;
  switch (week.kind) {
    case 'all':
      return all();
    case 'lastWeekday': {
      const lastDow = weekdayOf(y, mo, last);
      return [last - ((lastDow - week.weekday + 7) % 7)];
    }
    case 'nthWeekday': {
      const firstDow = weekdayOf(y, mo, 1);
      const d = 1 + ((week.weekday - firstDow + 7) % 7) + (week.nth - 1) * 7;
      return d <= last ? [d] : [];
    }
    default:
      return all().filter((d) => c.weekdays.has(weekdayOf(y, mo, d)));
  }
}

function firstAtLeast(sorted: readonly number[], min: number): number | undefined {
  return sorted.find((v) => v >= min);
}

/** The first allowed wall time at or after `w`, or null past `yearLimit`. */
function nextWall(c: Compiled, start: Wall, yearLimit: number): Wall | null {
  let w = start;
  for (;;) {
    if (w.y > yearLimit) return null;
    if (c.years && !c.years.includes(w.y)) {
      const y = c.years.find((v) => v > w.y);
      if (y === undefined) return null;
      w = norm(y, 1, 1);
      continue;
    }
    if (!c.months.has(w.mo)) {
      let mo = w.mo + 1;
      while (mo <= 12 && !c.months.has(mo)) mo++;
      w = norm(w.y, mo, 1); // mo 13 rolls into January of the next year
      continue;
    }
    const d = firstAtLeast(daysOfMonth(c, w.y, w.mo), w.d);
    if (d === undefined) {
      w = norm(w.y, w.mo + 1, 1);
      continue;
    }
    if (d !== w.d) w = norm(w.y, w.mo, d);
    const h = firstAtLeast(c.hours, w.h);
    if (h === undefined) {
      w = norm(w.y, w.mo, w.d + 1);
      continue;
    }
    if (h !== w.h) w = norm(w.y, w.mo, w.d, h);
    const mi = firstAtLeast(c.minutes, w.mi);
    if (mi === undefined) {
      w = norm(w.y, w.mo, w.d, w.h + 1);
      continue;
    }
    if (mi !== w.mi) w = norm(w.y, w.mo, w.d, w.h, mi);
    const s = firstAtLeast(c.seconds, w.s);
    if (s === undefined) {
      w = norm(w.y, w.mo, w.d, w.h, w.mi + 1);
      continue;
    }
    return { ...w, s };
  }
}

// ---- wall clock <-> instant -------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallOf(ms: number, timeZone: string | undefined): Wall {
  if (!timeZone) {
    const t = new Date(ms);
    return {
      y: t.getFullYear(),
      mo: t.getMonth() + 1,
      d: t.getDate(),
      h: t.getHours(),
      mi: t.getMinutes(),
      s: t.getSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    y: parts.year ?? 1970,
    mo: parts.month ?? 1,
    d: parts.day ?? 1,
    h: parts.hour ?? 0,
    mi: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

function wallAsUtc(w: Wall): number {
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
}

function instantOf(w: Wall, timeZone: string | undefined): number {
  if (!timeZone) return new Date(w.y, w.mo - 1, w.d, w.h, w.mi, w.s).getTime();
  // Guess with the zone offset at the wall time read as UTC, then correct once for a DST edge.
  const asUtc = wallAsUtc(w);
  let ms = asUtc - (wallAsUtc(wallOf(asUtc, timeZone)) - asUtc);
  ms += asUtc - wallAsUtc(wallOf(ms, timeZone));
  return ms;
}

/**
 * The next `count` fire times strictly after `from` (Quartz's getTimeAfter, repeated).
 * Accepts an expression (throws `CronParseError` when invalid) or an already parsed AST.
 * Returns fewer than `count` when the expression stops firing (a past year, 30 February, or
 * nothing within 100 years for an open year).
 */
export function nextRuns(
  expr: string | CronAst,
  from: Date,
  count: number,
  options: NextRunsOptions = {},
): Date[] {
  const ast = typeof expr === 'string' ? parseCron(expr) : expr;
  const c = compile(ast, options.ignoreYear === true);
  const tz = options.timeZone;
  const fromMs = from.getTime();
  if (!Number.isFinite(fromMs)) return [];
  // Quartz ignores milliseconds and looks from the next whole second on.
  const startMs = Math.floor(fromMs / 1000) * 1000 + 1000;
  let w = wallOf(startMs, tz);
  const yearLimit = c.years ? Math.max(...c.years, 0) : w.y + OPEN_YEAR_SPAN;
  const out: Date[] = [];
  let lastMs = fromMs;
  while (out.length < count) {
    const hit = nextWall(c, w, Math.min(yearLimit, CRON_FIELD_BOUNDS.year.max + OPEN_YEAR_SPAN));
    if (!hit) break;
    const ms = instantOf(hit, tz);
    // A wall time skipped or repeated by a DST change can map onto an instant already returned.
    if (ms > lastMs) {
      out.push(new Date(ms));
      lastMs = ms;
    }
    w = norm(hit.y, hit.mo, hit.d, hit.h, hit.mi, hit.s + 1);
  }
  return out;
}

/** `yyyy-MM-dd HH:mm:ss` in the runtime's local zone (the preview's format). */
export function formatRunTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ` +
    `${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  );
}

export type CronPreviewResult = { runs: string[]; error?: undefined } | { runs?: undefined; error: string };

/**
 * The tabbed editors' preview (spec 002 §9): the next 10 runs after `now`, year ignored, as
 * `yyyy-MM-dd HH:mm:ss`; or the parser's message.
 */
export function previewRuns(expression: string, now: Date, count = 10): CronPreviewResult {
  const parsed = tryParseCron(expression);
  if (!parsed.ok) return { error: parsed.error };
  return { runs: nextRuns(parsed.ast, now, count, { ignoreYear: true }).map(formatRunTime) };
}

/**
 * The first fire time strictly after `from`, or null when the expression never fires again
 * (the scheduler's entry point: one run at a time, re-asked after each firing).
 */
export function nextRunAfter(expr: string | CronAst, from: Date, options: NextRunsOptions = {}): Date | null {
  return nextRuns(expr, from, 1, options)[0] ?? null;
}

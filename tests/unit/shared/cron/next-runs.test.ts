import { beforeAll, describe, expect, it } from 'vitest';
import { formatRunTime, nextRuns } from '../../../../src/shared/domain/cron/next-runs';
import { expandField, parseCron } from '../../../../src/shared/domain/cron/parse';

// Expected times below are wall-clock times in a zone without DST.
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});

/** Monday 2024-01-15 10:30:15 local. */
const from = () => new Date(2024, 0, 15, 10, 30, 15);

const runs = (expr: string, count: number, opts = {}) =>
  nextRuns(expr, from(), count, opts).map(formatRunTime);

describe('nextRuns: Quartz fire times from Monday 2024-01-15 10:30:15', () => {
  const table: [string, string[], number?][] = [
    ['0/5 * * * * ?', ['2024-01-15 10:30:20', '2024-01-15 10:30:25', '2024-01-15 10:30:30']],
    ['* * * * * ?', ['2024-01-15 10:30:16', '2024-01-15 10:30:17']],
    ['0 * * * * ?', ['2024-01-15 10:31:00', '2024-01-15 10:32:00']],
    ['0 0 * * * ?', ['2024-01-15 11:00:00', '2024-01-15 12:00:00']],
    ['0 0 12 * * ?', ['2024-01-15 12:00:00', '2024-01-16 12:00:00']],
    ['0 0 12 * * ? *', ['2024-01-15 12:00:00', '2024-01-16 12:00:00']],
    // strictly after: the instant itself does not count
    ['15 30 10 * * ?', ['2024-01-16 10:30:15', '2024-01-17 10:30:15']],
    ['0 0/15 * * * ?', ['2024-01-15 10:45:00', '2024-01-15 11:00:00', '2024-01-15 11:15:00']],
    ['0 5-6 * * * ?', ['2024-01-15 11:05:00', '2024-01-15 11:06:00', '2024-01-15 12:05:00']],
    ['10,20,40 * * * * ?', ['2024-01-15 10:30:20', '2024-01-15 10:30:40', '2024-01-15 10:31:10']],
    [
      '50-10/5 * * * * ?',
      ['2024-01-15 10:30:50', '2024-01-15 10:30:55', '2024-01-15 10:31:00', '2024-01-15 10:31:05'],
    ],
    [
      '0 0 22-2 * * ?',
      [
        '2024-01-15 22:00:00',
        '2024-01-15 23:00:00',
        '2024-01-16 00:00:00',
        '2024-01-16 01:00:00',
        '2024-01-16 02:00:00',
        '2024-01-16 22:00:00',
      ],
    ],
    ['0 15 10 ? * 6L', ['2024-01-26 10:15:00', '2024-02-23 10:15:00', '2024-03-29 10:15:00']],
    ['0 15 10 ? * FRIL', ['2024-01-26 10:15:00', '2024-02-23 10:15:00']],
    ['0 0 12 ? * 7L', ['2024-01-27 12:00:00', '2024-02-24 12:00:00', '2024-03-30 12:00:00']],
    ['0 15 10 ? * 6#3', ['2024-01-19 10:15:00', '2024-02-16 10:15:00', '2024-03-15 10:15:00']],
    ['0 0 0 ? * 2#1', ['2024-02-05 00:00:00', '2024-03-04 00:00:00']],
    ['0 0 0 ? * 6#5', ['2024-03-29 00:00:00', '2024-05-31 00:00:00', '2024-08-30 00:00:00']],
    ['0 0 12 ? JAN-MAR,JUN MON#2', ['2024-02-12 12:00:00', '2024-03-11 12:00:00', '2024-06-10 12:00:00']],
    [
      '0 0 0 LW * ?',
      ['2024-01-31 00:00:00', '2024-02-29 00:00:00', '2024-03-29 00:00:00', '2024-04-30 00:00:00'],
    ],
    [
      '0 0 0 15W * ?',
      [
        '2024-02-15 00:00:00',
        '2024-03-15 00:00:00',
        '2024-04-15 00:00:00',
        '2024-05-15 00:00:00',
        '2024-06-14 00:00:00',
      ],
    ],
    [
      '0 0 0 1W * ?',
      [
        '2024-02-01 00:00:00',
        '2024-03-01 00:00:00',
        '2024-04-01 00:00:00',
        '2024-05-01 00:00:00',
        '2024-06-03 00:00:00',
      ],
    ],
    ['0 0 0 31W * ?', ['2024-01-31 00:00:00', '2024-03-29 00:00:00', '2024-05-31 00:00:00']],
    ['0 0 0 L * ?', ['2024-01-31 00:00:00', '2024-02-29 00:00:00', '2024-03-31 00:00:00']],
    ['0 0 0 L-3 * ?', ['2024-01-28 00:00:00', '2024-02-26 00:00:00', '2024-03-28 00:00:00']],
    ['0 0 0 L-3W * ?', ['2024-01-29 00:00:00', '2024-02-26 00:00:00', '2024-03-28 00:00:00']],
    ['0 0 0 L-30 * ?', ['2024-03-01 00:00:00', '2024-05-01 00:00:00']],
    ['0 0 0 29 2 ? *', ['2024-02-29 00:00:00', '2028-02-29 00:00:00', '2032-02-29 00:00:00']],
    [
      '0 0 8-18/2 ? * 2-6',
      [
        '2024-01-15 12:00:00',
        '2024-01-15 14:00:00',
        '2024-01-15 16:00:00',
        '2024-01-15 18:00:00',
        '2024-01-16 08:00:00',
      ],
    ],
    [
      '0 0 10 ? * MON-FRI',
      [
        '2024-01-16 10:00:00',
        '2024-01-17 10:00:00',
        '2024-01-18 10:00:00',
        '2024-01-19 10:00:00',
        '2024-01-22 10:00:00',
      ],
    ],
    [
      '0 0 12 ? * FRI-MON',
      [
        '2024-01-15 12:00:00',
        '2024-01-19 12:00:00',
        '2024-01-20 12:00:00',
        '2024-01-21 12:00:00',
        '2024-01-22 12:00:00',
      ],
    ],
    [
      '0 0 0 ? * 1/2',
      ['2024-01-16 00:00:00', '2024-01-18 00:00:00', '2024-01-20 00:00:00', '2024-01-21 00:00:00'],
    ],
    ['0 0 12 ? * 1', ['2024-01-21 12:00:00', '2024-01-28 12:00:00']],
    ['0 0 12 ? * SUN', ['2024-01-21 12:00:00', '2024-01-28 12:00:00']],
    ['0 0 12 ? * L', ['2024-01-20 12:00:00', '2024-01-27 12:00:00']],
    ['0 0 12 ? * mon', ['2024-01-15 12:00:00', '2024-01-22 12:00:00']],
    ['0 30 9 ? * MON,WED,FRI', ['2024-01-17 09:30:00', '2024-01-19 09:30:00', '2024-01-22 09:30:00']],
    ['0 0 12 1 JUN,DEC ?', ['2024-06-01 12:00:00', '2024-12-01 12:00:00', '2025-06-01 12:00:00']],
    [
      '0 0 0 31 * ?',
      [
        '2024-01-31 00:00:00',
        '2024-03-31 00:00:00',
        '2024-05-31 00:00:00',
        '2024-07-31 00:00:00',
        '2024-08-31 00:00:00',
      ],
    ],
    [
      '0 0 0 1/10 * ?',
      ['2024-01-21 00:00:00', '2024-01-31 00:00:00', '2024-02-01 00:00:00', '2024-02-11 00:00:00'],
    ],
    [
      '0 0 0 1 */3 ?',
      ['2024-04-01 00:00:00', '2024-07-01 00:00:00', '2024-10-01 00:00:00', '2025-01-01 00:00:00'],
    ],
    [
      '0 0 0 1 2/3 ?',
      ['2024-02-01 00:00:00', '2024-05-01 00:00:00', '2024-08-01 00:00:00', '2024-11-01 00:00:00'],
    ],
    ['0 0 0 1 1 ? 2030', ['2030-01-01 00:00:00'], 3],
    ['0 0 0 1 1 ? 2025-2027', ['2025-01-01 00:00:00', '2026-01-01 00:00:00', '2027-01-01 00:00:00'], 5],
    ['0 0 0 1 1 ? 2024/2', ['2026-01-01 00:00:00', '2028-01-01 00:00:00', '2030-01-01 00:00:00']],
    ['30 45 23 31 12 ? *', ['2024-12-31 23:45:30', '2025-12-31 23:45:30']],
    ['0 0 0 29 2 ? 2096-2099', ['2096-02-29 00:00:00'], 3],
    ['0 0 0 1 1 ? 2020', [], 3],
    ['0 0 0 30 2 ?', [], 3],
    ['0 0 0 31 4 ?', [], 3],
  ];

  it('has at least 40 expressions', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('%s', (expr, expected, count) => {
    expect(runs(expr, count ?? expected.length)).toEqual(expected);
  });
});

describe('nextRuns options', () => {
  it('ignores the year for the preview', () => {
    expect(runs('0 0 0 1 1 ? 2030', 3, { ignoreYear: true })).toEqual([
      '2025-01-01 00:00:00',
      '2026-01-01 00:00:00',
      '2027-01-01 00:00:00',
    ]);
    expect(runs('0 0 0 1 1 ? 2020', 1, { ignoreYear: true })).toEqual(['2025-01-01 00:00:00']);
  });

  it('returns ten runs for the preview even for rare expressions', () => {
    expect(nextRuns('0 0 0 29 2 ?', from(), 10)).toHaveLength(10);
    // A fifth Monday in February: Feb 29 on a Monday, once every 28 years or so.
    expect(nextRuns('0 0 0 ? 2 2#5', from(), 10).map(formatRunTime)).toEqual([
      '2044-02-29 00:00:00',
      '2072-02-29 00:00:00',
      '2112-02-29 00:00:00',
    ]);
    expect(nextRuns('* * * * * ?', from(), 10)).toHaveLength(10);
  });

  it('ignores milliseconds of the starting instant', () => {
    const at = new Date(2024, 0, 15, 10, 30, 15, 999);
    expect(nextRuns('* * * * * ?', at, 1).map(formatRunTime)).toEqual(['2024-01-15 10:30:16']);
  });

  it('computes in a named time zone across a DST change', () => {
    const start = new Date('2024-03-09T00:00:00Z');
    const iso = nextRuns('0 0 12 * * ?', start, 3, { timeZone: 'America/New_York' }).map((d) =>
      d.toISOString(),
    );
    expect(iso).toEqual(['2024-03-09T17:00:00.000Z', '2024-03-10T16:00:00.000Z', '2024-03-11T16:00:00.000Z']);
    const shanghai = nextRuns('0 0 12 * * ?', start, 1, { timeZone: 'Asia/Shanghai' });
    expect(shanghai[0]?.toISOString()).toBe('2024-03-09T04:00:00.000Z');
  });

  it('never returns a time twice or out of order around a DST gap', () => {
    const start = new Date('2024-03-10T05:00:00Z'); // 00:00 in New York, the day clocks jump 2:00 → 3:00
    const times = nextRuns('0 30 * * * ?', start, 5, { timeZone: 'America/New_York' }).map((d) =>
      d.getTime(),
    );
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] ?? 0);
  });

  it('accepts a parsed AST and rejects an invalid expression', () => {
    expect(nextRuns(parseCron('0 0 12 * * ?'), from(), 1).map(formatRunTime)).toEqual([
      '2024-01-15 12:00:00',
    ]);
    expect(() => nextRuns('0 0 12 * * *', from(), 1)).toThrow('日和周字段必须有且只有一个为「?」');
  });
});

// ---- cross-check against a naive, minute-by-minute reading of Quartz's day rules ---------------

function lastDay(y: number, m: number) {
  return new Date(y, m, 0).getDate();
}
function dow(y: number, m: number, d: number) {
  return new Date(y, m - 1, d).getDay() + 1;
}
function nearest(y: number, m: number, day: number) {
  const last = lastDay(y, m);
  if (day > last) return -1;
  const w = dow(y, m, day);
  if (w === 7) return day === 1 ? 3 : day - 1;
  if (w === 1) return day === last ? day - 2 : day + 1;
  return day;
}
function naiveDayMatches(dayText: string, weekText: string, y: number, m: number, d: number): boolean {
  const last = lastDay(y, m);
  const w = dow(y, m, d);
  if (dayText === '?') {
    let mm = /^(\d)L$/.exec(weekText);
    if (mm) return w === Number(mm[1]) && d + 7 > last;
    mm = /^(\d)#(\d)$/.exec(weekText);
    if (mm) return w === Number(mm[1]) && Math.ceil(d / 7) === Number(mm[2]);
    return expandField('week', parseCron(`0 0 0 ? * ${weekText}`).week).includes(w);
  }
  let mm = /^L(?:-(\d+))?(W?)$/.exec(dayText);
  if (mm) {
    const base = last - Number(mm[1] ?? 0);
    return mm[2] ? nearest(y, m, base) === d : base === d;
  }
  mm = /^(\d+)W$/.exec(dayText);
  if (mm) return nearest(y, m, Number(mm[1])) === d;
  return expandField('day', parseCron(`0 0 0 ${dayText} * ?`).day).includes(d);
}

function naiveRuns(expr: string, count: number): string[] {
  const [, , , day, , week] = expr.split(' ') as string[];
  const ast = parseCron(expr);
  const minutes = expandField('minute', ast.minute);
  const hours = expandField('hour', ast.hour);
  const months = expandField('month', ast.month);
  const out: string[] = [];
  // Day by day for six years; on a matching day, every minute (seconds are 0 in these cases).
  for (let i = 0; i < 366 * 6 && out.length < count; i++) {
    const date = new Date(2024, 0, 15 + i);
    const [y, mo, d] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
    if (!months.includes(mo) || !naiveDayMatches(day ?? '*', week ?? '?', y, mo, d)) continue;
    for (let minuteOfDay = 0; minuteOfDay < 1440 && out.length < count; minuteOfDay++) {
      const t = new Date(y, mo - 1, d, Math.floor(minuteOfDay / 60), minuteOfDay % 60, 0);
      if (t.getTime() <= from().getTime()) continue;
      if (hours.includes(t.getHours()) && minutes.includes(t.getMinutes())) out.push(formatRunTime(t));
    }
  }
  return out;
}

describe('nextRuns agrees with a naive scan', () => {
  it.each([
    '0 0 3 L-5W * ?',
    '0 0 6 LW 2,5,11 ?',
    '0 20 1 ? * 3L',
    '0 0 0 ? * 5#4',
    '0 0 0 ? * 7#1',
    '0 0 23 9W * ?',
    '0 0 23 30W * ?',
    '0 45 7 ? 2-4 1,7',
    '0 0 0 L-1 * ?',
    '0 0 12 5-25/7 * ?',
    '0 */20 9-10 ? * 4',
    '0 0 0 28-2 * ?',
  ])('%s', (expr) => {
    const naive = naiveRuns(expr, 12);
    expect(naive).toHaveLength(12);
    expect(runs(expr, 12)).toEqual(naive);
  });
});

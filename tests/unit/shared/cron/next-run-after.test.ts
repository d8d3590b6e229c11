import { describe, expect, it } from 'vitest';
import { nextRunAfter, nextRuns } from '../../../../src/shared/domain/cron/next-runs';
import { parseCron } from '../../../../src/shared/domain/cron/parse';

/** nextRunAfter: the scheduler's "first run strictly after X" entry point. */
describe('nextRunAfter', () => {
  const tz = { timeZone: 'Asia/Shanghai' };

  it('is the first of nextRuns, strictly after the instant, milliseconds ignored', () => {
    const from = new Date('2026-01-01T00:00:05.000Z');
    expect(nextRunAfter('0/5 * * * * ?', from, tz)?.toISOString()).toBe('2026-01-01T00:00:10.000Z');
    expect(nextRunAfter('0/5 * * * * ?', new Date('2026-01-01T00:00:04.999Z'), tz)?.toISOString()).toBe(
      '2026-01-01T00:00:05.000Z',
    );
    expect(nextRunAfter('0 0 2 * * ?', from, tz)).toEqual(nextRuns('0 0 2 * * ?', from, 1, tz)[0]);
  });

  it('reads wall-clock fields in the zone given', () => {
    const from = new Date('2026-01-01T00:00:00Z'); // 08:00 in Shanghai
    expect(nextRunAfter('0 0 2 * * ?', from, tz)?.toISOString()).toBe('2026-01-01T18:00:00.000Z');
    expect(nextRunAfter('0 0 2 * * ?', from, { timeZone: 'UTC' })?.toISOString()).toBe(
      '2026-01-01T02:00:00.000Z',
    );
  });

  it('accepts a parsed AST and answers null when nothing fires any more', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(nextRunAfter(parseCron('0 0 0 1 1 ? 2027'), from, tz)?.toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
    expect(nextRunAfter('0 0 0 1 1 ? 2020', from, tz)).toBeNull();
    expect(nextRunAfter('0 0 0 30 2 ?', from, tz)).toBeNull();
    expect(nextRunAfter('* * * * * ?', new Date(Number.NaN), tz)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessMonth,
  isMonth,
  monthsEndingAt,
  shiftMonth,
  todoHref,
} from '../../../src/shared/domain/business/dashboard';

describe('dashboard months', () => {
  it('shifts across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(() => shiftMonth('2026-13', 1)).toThrow();
  });

  it('lists the 12 months ending with a month, oldest first', () => {
    const months = monthsEndingAt('2026-03', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });

  it('takes today in Beijing time, not UTC', () => {
    // 2026-01-31 17:00 UTC is already 2026-02-01 in Beijing.
    const at = new Date(Date.UTC(2026, 0, 31, 17, 0, 0));
    expect(businessDate(at)).toBe('2026-02-01');
    expect(businessMonth(at)).toBe('2026-02');
    expect(businessDate(new Date(Date.UTC(2026, 0, 31, 15, 59, 0)))).toBe('2026-01-31');
  });

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-1', '2026-00', '2026-13', '26-11', '2026-11-01', 202611, null])
      expect(isMonth(bad)).toBe(false);
  });

  it('opens a to-do at its page with the id as a query parameter', () => {
    expect(todoHref({ path: '/dfgl/task', id: 'a b&c' })).toBe('/dfgl/task?id=a%20b%26c');
  });
});

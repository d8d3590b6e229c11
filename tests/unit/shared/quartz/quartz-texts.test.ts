import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../../src/shared/hooks/quartz/quartz-texts';
import { toggleActionOf } from '../../../../src/shared/hooks/quartz/use-quartz-actions';

describe('job run texts', () => {
  it('formats durations as ms, seconds or minutes, and unknown as —', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2300)).toBe('2.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
  });

  it('offers 启动 for a stopped job and 停止 for a running one', () => {
    expect(toggleActionOf(-1)).toBe('resume');
    expect(toggleActionOf(0)).toBe('pause');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from '../../../../src/shared/api/early-request';

afterEach(() => vi.useRealTimers());

describe('early request', () => {
  it('hands its promise to the first reader only', async () => {
    startEarly('k', () => Promise.resolve('todo'));
    const first = takeEarly<string>('k');
    expect(first).toBeDefined();
    await expect(first).resolves.toBe('todo');
    expect(takeEarly('k')).toBeUndefined();
  });

  it('is not read once it is 15 s old (a later visit asks again)', () => {
    vi.useFakeTimers();
    startEarly('old', () => Promise.resolve(1));
    vi.advanceTimersByTime(15_001);
    expect(takeEarly('old')).toBeUndefined();
  });

  it('passes a failure to the reader', async () => {
    startEarly('bad', () => Promise.reject(new Error('加载失败')));
    await expect(takeEarly('bad')).rejects.toThrow('加载失败');
  });
});

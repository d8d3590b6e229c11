import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedLabel,
  clearLabelCache,
  requestLabels,
  storeLabels,
} from '../../../../../src/shared/hooks/dict-select/label-cache';
import { textsByKey } from '../../../../../src/shared/hooks/dict-select/use-value-labels';

afterEach(clearLabelCache);

describe('label cache', () => {
  it('batches the requests of one tick per scope into one call and caches the answer', async () => {
    const resolve = vi.fn(async (values: string[]) => Object.fromEntries(values.map((v) => [v, `L${v}`])));
    const other = vi.fn(async () => ({}));
    const a = requestLabels('dict:x', ['1', '2'], resolve);
    const b = requestLabels('dict:x', ['2', '3'], other);
    const c = requestLabels('dict:y', ['9'], other);
    expect(await a).toEqual({ 1: 'L1', 2: 'L2', 3: 'L3' });
    expect(await b).toBe(await a);
    await c;
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith(['1', '2', '3']);
    expect(other).toHaveBeenCalledTimes(1);
    expect(cachedLabel('dict:x', '3')).toBe('L3');
    expect(cachedLabel('dict:y', '3')).toBeUndefined();

    // The next tick starts a new batch.
    await requestLabels('dict:x', ['4'], resolve);
    expect(resolve).toHaveBeenLastCalledWith(['4']);
  });

  it('keeps at most 2000 labels per scope, dropping the oldest', () => {
    storeLabels('s', Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`v${i}`, `t${i}`])));
    expect(cachedLabel('s', 'v0')).toBeUndefined();
    expect(cachedLabel('s', 'v1')).toBe('t1');
    expect(cachedLabel('s', 'v2000')).toBe('t2000');
  });
});

describe('textsByKey', () => {
  it('maps texts answered in key order; a different length maps nothing', () => {
    expect(textsByKey(['a', 'b'], ['甲', '乙'])).toEqual({ a: '甲', b: '乙' });
    expect(textsByKey(['a', 'b'], ['甲'])).toEqual({});
    expect(textsByKey(['a'], null)).toEqual({});
    expect(textsByKey(['a'], [7])).toEqual({ a: '7' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  SUB_TABLE_MESSAGES,
  SUB_TABLE_RETRIES,
  withRetries,
} from '../../../../src/shared/domain/grid/sub-table';

describe('sub-table retries', () => {
  it('answers the first success without waiting', async () => {
    const wait = vi.fn(() => Promise.resolve());
    await expect(withRetries(() => Promise.resolve('rows'), { wait })).resolves.toEqual({
      ok: true,
      value: 'rows',
      attempts: 1,
    });
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries after failures and waits before each retry', async () => {
    let calls = 0;
    const wait = vi.fn(() => Promise.resolve());
    const outcome = await withRetries(
      () => (++calls < 3 ? Promise.reject(new Error('down')) : Promise.resolve(calls)),
      { wait },
    );
    expect(outcome).toEqual({ ok: true, value: 3, attempts: 3 });
    expect(wait).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 retries (4 attempts), the message being 打开子表失败', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('down')));
    await expect(withRetries(attempt)).resolves.toEqual({ ok: false, attempts: 4 });
    expect(attempt).toHaveBeenCalledTimes(SUB_TABLE_RETRIES + 1);
    expect(SUB_TABLE_MESSAGES.openFailed).toBe('打开子表失败');
  });

  it('honours a custom retry count and stops when cancelled', async () => {
    const once = vi.fn(() => Promise.reject(new Error('x')));
    await expect(withRetries(once, { retries: 0 })).resolves.toEqual({ ok: false, attempts: 1 });
    let cancelled = false;
    const attempt = vi.fn(() => {
      cancelled = true;
      return Promise.reject(new Error('x'));
    });
    await expect(withRetries(attempt, { cancelled: () => cancelled })).resolves.toEqual({
      ok: false,
      attempts: 1,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

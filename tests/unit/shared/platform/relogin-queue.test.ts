import { describe, expect, it, vi } from 'vitest';
import {
  RELOGIN_QUEUE_MESSAGES,
  ReloginRejectedError,
  createReloginQueue,
  isWriteMethod,
  type ReloginSuccess,
} from '../../../../src/shared/session/relogin-queue';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = (p: Promise<unknown>) =>
  p.then(
    (v) => ({ ok: true as const, v }),
    (e: unknown) => ({ ok: false as const, e }),
  );

describe('re-login queue', () => {
  it('concurrent failures start one re-login; every waiter gets the new token', async () => {
    const queue = createReloginQueue();
    const run = deferred<ReloginSuccess>();
    const runner = vi.fn(() => run.promise);
    queue.start(runner, 'old', 'u1');
    queue.start(runner, 'old', 'u1');
    const waiters = [queue.hold(false), queue.hold(true), queue.hold(false)];
    queue.start(runner, 'old', 'u1');
    expect(queue.active).toBe(true);
    expect(queue.staleToken).toBe('old');
    await Promise.resolve();
    expect(runner).toHaveBeenCalledTimes(1);
    run.resolve({ token: 'new', userId: 'u1' });
    await expect(Promise.all(waiters)).resolves.toEqual(['new', 'new', 'new']);
    expect(queue.active).toBe(false);
    expect(queue.staleToken).toBeNull();
  });

  it('releases the waiters in the order they arrived', async () => {
    const queue = createReloginQueue();
    const run = deferred<ReloginSuccess>();
    queue.start(() => run.promise, 'old', 'u1');
    const order: number[] = [];
    const waiters = [1, 2, 3, 4].map((n) => queue.hold(n % 2 === 0).then(() => order.push(n)));
    run.resolve({ token: 'new', userId: 'u1' });
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('a different user after re-login: writes are rejected, reads go through', async () => {
    const queue = createReloginQueue();
    const run = deferred<ReloginSuccess>();
    queue.start(() => run.promise, 'old', 'u1');
    const read = settled(queue.hold(false));
    const write = settled(queue.hold(true));
    run.resolve({ token: 'other', userId: 'u2' });
    expect(await read).toEqual({ ok: true, v: 'other' });
    const w = await write;
    expect(w.ok).toBe(false);
    expect(!w.ok && w.e).toBeInstanceOf(ReloginRejectedError);
    expect(!w.ok && (w.e as Error).message).toBe(RELOGIN_QUEUE_MESSAGES.userChanged);
    expect(RELOGIN_QUEUE_MESSAGES.userChanged).toBe('登录用户已变更，请刷新页面');
  });

  it('cancel (runner rejects) rejects every waiter and the start promise', async () => {
    const queue = createReloginQueue();
    const run = deferred<ReloginSuccess>();
    const started = settled(queue.start(() => run.promise, 'old', 'u1'));
    const waiters = [settled(queue.hold(false)), settled(queue.hold(true))];
    run.reject(new Error('cancelled by user'));
    for (const w of await Promise.all(waiters)) {
      expect(w.ok).toBe(false);
      expect(!w.ok && (w.e as ReloginRejectedError).reason).toBe('cancelled');
    }
    expect((await started).ok).toBe(false);
    expect(queue.active).toBe(false);
  });

  it('a second expiry after the first re-login settled starts a new one', async () => {
    const queue = createReloginQueue();
    const runner = vi.fn(async () => ({ token: 't', userId: 'u1' }));
    await queue.start(runner, 'a', 'u1');
    await queue.start(runner, 't', 'u1');
    expect(runner).toHaveBeenCalledTimes(2);
  });

  it('holding with nothing running is refused', async () => {
    await expect(createReloginQueue().hold(false)).rejects.toBeInstanceOf(ReloginRejectedError);
  });

  it('only GET, HEAD and OPTIONS count as reads', () => {
    expect(isWriteMethod('get')).toBe(false);
    expect(isWriteMethod(undefined)).toBe(false);
    expect(isWriteMethod('HEAD')).toBe(false);
    expect(isWriteMethod('post')).toBe(true);
    expect(isWriteMethod('PUT')).toBe(true);
    expect(isWriteMethod('delete')).toBe(true);
  });
});

/**
 * The hold-and-replay queue of re-login in place (issue 8). While one re-login runs, every request
 * that would carry the expired token waits here (it is not sent); when the re-login succeeds the
 * waiters are released in the order they arrived with the new token, when it fails they are all
 * rejected. Concurrent failures start one re-login, never several.
 *
 * A re-login that signs in a different user must not replay the previous user's writes: those
 * waiters are rejected with 登录用户已变更，请刷新页面, reads go through (they only fetch).
 * Pure of HTTP and UI: http.ts holds and replays, session/relogin.ts supplies the runner.
 */
export const RELOGIN_QUEUE_MESSAGES = {
  userChanged: '登录用户已变更，请刷新页面',
  cancelled: '登录已过期，请重新登录',
} as const;

export type ReloginRejection = 'user-changed' | 'cancelled';

export class ReloginRejectedError extends Error {
  readonly reason: ReloginRejection;

  constructor(reason: ReloginRejection, message?: string) {
    super(message ?? RELOGIN_QUEUE_MESSAGES[reason === 'user-changed' ? 'userChanged' : 'cancelled']);
    this.name = 'ReloginRejectedError';
    this.reason = reason;
  }
}

/** What a successful re-login hands back: the new token and whose it is. */
export interface ReloginSuccess {
  token: string;
  userId: string | null;
}

export type ReloginRunner = () => Promise<ReloginSuccess>;

interface Waiter {
  write: boolean;
  resolve(token: string): void;
  reject(error: ReloginRejectedError): void;
}

export interface ReloginQueue {
  /** True while a re-login runs. */
  readonly active: boolean;
  /** The token that expired (what held requests carry), while a re-login runs. */
  readonly staleToken: string | null;
  /**
   * Starts a re-login unless one runs. `previousUserId` is the user whose token expired. The
   * returned promise settles with the run (rejects with the runner's error on failure).
   */
  start(
    run: ReloginRunner,
    staleToken: string | null,
    previousUserId: string | null,
  ): Promise<ReloginSuccess>;
  /** Waits for the running re-login: resolves with the token to replay with. Call only while active. */
  hold(write: boolean): Promise<string>;
}

/** GET/HEAD/OPTIONS only read; everything else may change data. */
export function isWriteMethod(method: string | undefined): boolean {
  const m = (method ?? 'get').toLowerCase();
  return m !== 'get' && m !== 'head' && m !== 'options';
}

export function createReloginQueue(): ReloginQueue {
  let running: Promise<ReloginSuccess> | null = null;
  let stale: string | null = null;
  let waiters: Waiter[] = [];

  function settle(
    outcome: { ok: true; success: ReloginSuccess; previousUserId: string | null } | { ok: false },
  ) {
    const released = waiters;
    waiters = [];
    running = null;
    stale = null;
    for (const w of released) {
      if (!outcome.ok) {
        w.reject(new ReloginRejectedError('cancelled'));
        continue;
      }
      const { success, previousUserId } = outcome;
      const changed = previousUserId !== null && success.userId !== previousUserId;
      if (changed && w.write) w.reject(new ReloginRejectedError('user-changed'));
      else w.resolve(success.token);
    }
  }

  return {
    get active() {
      return running !== null;
    },
    get staleToken() {
      return stale;
    },
    start(run, staleToken, previousUserId) {
      if (running) return running;
      stale = staleToken;
      const current: Promise<ReloginSuccess> = Promise.resolve()
        .then(run)
        .then(
          (success) => {
            settle({ ok: true, success, previousUserId });
            return success;
          },
          (e: unknown) => {
            settle({ ok: false });
            throw e;
          },
        );
      running = current;
      return current;
    },
    hold(write) {
      if (!running) return Promise.reject(new ReloginRejectedError('cancelled'));
      return new Promise<string>((resolve, reject) => {
        waiters.push({ write, resolve, reject });
      });
    },
  };
}

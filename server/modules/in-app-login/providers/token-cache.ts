/**
 * App access tokens in memory, per key, until 300 s before the provider's expiry. Concurrent
 * callers of a missing key share one fetch, so a burst of sign-ins costs one gettoken call.
 */
const EARLY_EXPIRY_MS = 300_000;

interface Entry {
  token: string;
  expiresAt: number;
}

export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, fetch: () => Promise<{ token: string; expiresIn: number }>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.token;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = fetch()
      .then(({ token, expiresIn }) => {
        this.entries.set(key, { token, expiresAt: this.now() + expiresIn * 1000 - EARLY_EXPIRY_MS });
        return token;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** Drop a token the provider refused; a newer token fetched meanwhile is kept. */
  drop(key: string, token: string): void {
    if (this.entries.get(key)?.token === token) this.entries.delete(key);
  }

  dropWhere(match: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
  }
}

/**
 * A request started before the page that reads it exists (the phone's first to-do list is asked
 * for as soon as the login answer arrives, while the permissions load): the page's query takes the
 * promise once instead of asking again. An unread promise expires, so a later visit never shows
 * data from sign-in time.
 */
const TTL_MS = 15_000;

const started = new Map<string, { at: number; promise: Promise<unknown> }>();

export function startEarly(key: string, run: () => Promise<unknown>): void {
  const promise = run();
  // Unhandled until taken; the reader sees the failure (and its query retries with a fresh request).
  promise.catch(() => undefined);
  started.set(key, { at: Date.now(), promise });
}

/** The early request's promise, at most once and while fresh; otherwise undefined. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.promise as Promise<T>;
}

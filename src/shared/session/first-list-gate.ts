import { useSyncExternalStore } from 'react';

/**
 * Secondary requests (the bell's unread list, the notification settings, the news) wait until the
 * first list after sign-in is painted, so they do not queue before it on a slow phone or a single
 * database thread. Open unless a sign-in held it; it opens on release or after a fallback delay
 * (a sign-in that lands somewhere without that list must not lose the bell).
 */
const FALLBACK_MS = 4_000;

let open = true;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export function holdUntilFirstList(): void {
  open = false;
  clearTimeout(timer);
  timer = setTimeout(releaseFirstList, FALLBACK_MS);
  listeners.forEach((l) => l());
}

export function releaseFirstList(): void {
  clearTimeout(timer);
  if (open) return;
  open = true;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first list is painted (or nothing held the gate). */
export function useAfterFirstList(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

/**
 * The loop guard of the in-app sign-in page: an automatic attempt is recorded in sessionStorage
 * before it starts, and another one within this window shows the manual form instead, so a failing
 * provider or a session that fails right after sign-in can never bounce the user back and forth.
 */
export const ATTEMPT_WINDOW_MS = 60_000;
export const ATTEMPT_KEY = 'CWXT_INAPP_LOGIN_ATTEMPT';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // A sandboxed webview may refuse storage: then no guard is possible, so never auto-retry.
    return null;
  }
}

/** True when an automatic attempt may start now (and records it); false inside the window. */
export function claimAutoAttempt(now: number = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const last = Number(store.getItem(ATTEMPT_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < ATTEMPT_WINDOW_MS) return false;
  store.setItem(ATTEMPT_KEY, String(now));
  return true;
}

export function clearAutoAttempt(): void {
  storage()?.removeItem(ATTEMPT_KEY);
}

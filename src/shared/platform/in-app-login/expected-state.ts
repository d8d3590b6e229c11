/**
 * Login-CSRF guard of the WeCom round trip: the server's `state` is not tied to this browser, so
 * the client remembers the state of its own authorize call (sessionStorage, which a same-origin
 * frame shares with its page) and exchanges only a returning state equal to it, once.
 */
export const EXPECTED_STATE_KEY = 'CWXT_INAPP_STATE';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers the `state` of an authorize URL; false when the URL carries none (then do not go). */
export function rememberState(authorizeUrl: string): boolean {
  let state: string | null = null;
  try {
    state = new URL(authorizeUrl).searchParams.get('state');
  } catch {
    return false;
  }
  const store = storage();
  if (!state || !store) return false;
  store.setItem(EXPECTED_STATE_KEY, state);
  return true;
}

/** True when `state` is the remembered one; the memory is spent either way. */
export function consumeState(state: string): boolean {
  const store = storage();
  const expected = store?.getItem(EXPECTED_STATE_KEY) ?? null;
  store?.removeItem(EXPECTED_STATE_KEY);
  return expected !== null && expected === state;
}

import { browserLocation } from './browser-location';
import { hasDirtyForms, subscribeDirtyForms } from './dirty-forms';

/**
 * Stale builds in long-lived webviews (WeCom / DingTalk keep the page for days). The build writes
 * dist/version.json {version} and defines the same id for the client (vite.config.ts). The client
 * asks for /version.json (never cached) when it comes back to the foreground, on route changes
 * (at most once a minute) and every five minutes; a different id reloads the page once — never
 * over a dirty form (then as soon as no form is dirty), and never twice for the same id (a
 * sessionStorage mark), so a deployment whose index still points at old files cannot loop.
 */
declare const __CWXT_BUILD_ID__: string | undefined;

export const VERSION_URL = '/version.json';
export const VERSION_RELOAD_KEY_PREFIX = 'CWXT_VERSION_RELOADED:';
export const VERSION_POLL_MS = 5 * 60_000;
export const VERSION_ROUTE_THROTTLE_MS = 60_000;

/** This build's id; null in dev and in tests (no define). */
export function currentBuildId(): string | null {
  if (import.meta.env.DEV) return null;
  return typeof __CWXT_BUILD_ID__ === 'string' && __CWXT_BUILD_ID__ !== '' ? __CWXT_BUILD_ID__ : null;
}

/** The `version` of a /version.json body, or null for anything else (an HTML fallback, junk). */
export function parseVersionBody(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const version = (body as { version?: unknown } | null)?.version;
    return typeof version === 'string' && version !== '' && version.length <= 100 ? version : null;
  } catch {
    return null;
  }
}

export type VersionAction = 'none' | 'reload' | 'wait';

/** What a fetched id means: nothing, reload now, or reload once no form is dirty. */
export function decideVersionAction(input: {
  current: string;
  remote: string | null;
  dirty: boolean;
  alreadyReloadedFor: boolean;
}): VersionAction {
  if (input.remote === null || input.remote === input.current || input.alreadyReloadedFor) return 'none';
  return input.dirty ? 'wait' : 'reload';
}

export interface VersionCheckDeps {
  current: string;
  fetchText: (url: string) => Promise<string | null>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

export interface VersionChecker {
  /** Fetch and act (returns the action taken, for tests). */
  check: () => Promise<VersionAction>;
  /** A route change: checks unless one ran within the last minute. */
  routeChanged: () => void;
  dispose: () => void;
}

export function createVersionChecker(deps: VersionCheckDeps): VersionChecker {
  let lastCheck = Number.NEGATIVE_INFINITY;
  let waitingFor: string | null = null;
  let unsubscribe: (() => void) | null = null;

  const reloadFor = (remote: string) => {
    try {
      deps.storage.setItem(VERSION_RELOAD_KEY_PREFIX + remote, String(deps.now()));
    } catch {
      // Without sessionStorage the mark cannot be kept: a reload could loop, so do not reload.
      return;
    }
    deps.reload();
  };

  const stopWaiting = () => {
    unsubscribe?.();
    unsubscribe = null;
    waitingFor = null;
  };

  const check = async (): Promise<VersionAction> => {
    lastCheck = deps.now();
    const text = await deps.fetchText(VERSION_URL).catch(() => null);
    const remote = text === null ? null : parseVersionBody(text);
    let already = false;
    try {
      already = remote !== null && deps.storage.getItem(VERSION_RELOAD_KEY_PREFIX + remote) !== null;
    } catch {
      already = true;
    }
    const action = decideVersionAction({
      current: deps.current,
      remote,
      dirty: hasDirtyForms(),
      alreadyReloadedFor: already,
    });
    if (action === 'reload' && remote !== null) {
      stopWaiting();
      reloadFor(remote);
    } else if (action === 'wait' && remote !== null && waitingFor !== remote) {
      stopWaiting();
      waitingFor = remote;
      // The form was saved or left: reload then.
      unsubscribe = subscribeDirtyForms(() => {
        if (hasDirtyForms() || waitingFor === null) return;
        const target = waitingFor;
        stopWaiting();
        reloadFor(target);
      });
    }
    return action;
  };

  return {
    check,
    routeChanged: () => {
      if (deps.now() - lastCheck >= VERSION_ROUTE_THROTTLE_MS) void check();
    },
    dispose: stopWaiting,
  };
}

let active: VersionChecker | null = null;

/** Called by the shells on every route change (throttled inside). */
export function noteRouteChange(): void {
  active?.routeChanged();
}

async function fetchNoStore(url: string): Promise<string | null> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) return null;
  return res.text();
}

/**
 * Boot: starts the checks in a production build; does nothing in dev (no build id). Returns the
 * uninstall. `current` is injectable for tests.
 */
export function installVersionCheck(current: string | null = currentBuildId()): () => void {
  if (current === null || active) return () => undefined;
  const checker = createVersionChecker({
    current,
    fetchText: fetchNoStore,
    storage: window.sessionStorage,
    reload: () => browserLocation.reload(),
    now: () => Date.now(),
  });
  active = checker;
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checker.check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => {
    if (document.visibilityState !== 'hidden') void checker.check();
  }, VERSION_POLL_MS);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
    checker.dispose();
    active = null;
  };
}

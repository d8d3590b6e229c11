import { useEffect, useLayoutEffect, useRef } from 'react';
import { sessionStore } from '../../../shared/session/storage';
import { HOME_TAB, restoreTabs, useTabs, type TabEntry } from './tabs-store';

/** sessionStorage key of one user's open tabs: a reload of the browser tab keeps them, a new tab starts fresh. */
export function tabsStorageKey(userKey: string): string {
  return `CWXT_TABS:${userKey}`;
}

function isTabEntry(v: unknown): v is TabEntry {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.key === 'string' &&
    typeof t.title === 'string' &&
    (t.componentKey === null || typeof t.componentKey === 'string') &&
    typeof t.keepAlive === 'boolean'
  );
}

/** The stored tabs of a user, minus the home tab and anything the menu no longer offers. */
export function readStoredTabs(userKey: string, isKnown: (key: string) => boolean): TabEntry[] {
  const raw = sessionStore.get<unknown>(tabsStorageKey(userKey));
  if (!Array.isArray(raw)) return [];
  return raw.filter(isTabEntry).filter((t) => t.key !== HOME_TAB.key && isKnown(t.key));
}

/**
 * Restores the user's open tabs once (before the current page opens its own tab) and stores every
 * later change. Without a user (not signed in yet) nothing is read or written.
 */
export function useTabsPersistence(userKey: string | null, isKnown: (key: string) => boolean): void {
  const restoredFor = useRef<string | null>(null);
  const known = useRef(isKnown);
  known.current = isKnown;
  // A layout effect runs before the passive effect in which the current page opens its tab.
  useLayoutEffect(() => {
    if (!userKey || restoredFor.current === userKey) return;
    restoredFor.current = userKey;
    restoreTabs(readStoredTabs(userKey, known.current));
  }, [userKey]);
  useEffect(() => {
    if (!userKey) return;
    const key = tabsStorageKey(userKey);
    const save = (tabs: TabEntry[]) =>
      sessionStore.set(
        key,
        tabs.filter((t) => t.key !== HOME_TAB.key),
      );
    save(useTabs.getState().tabs);
    return useTabs.subscribe((state, prev) => {
      if (state.tabs !== prev.tabs) save(state.tabs);
    });
  }, [userKey]);
}

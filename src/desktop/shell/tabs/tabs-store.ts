import { create } from 'zustand';
import { PATHS } from '../../../shared/domain/routes/paths';
import { VIEW_KEYS } from '../../../shared/domain/routes/components';
import { STORAGE_KEYS, localStore } from '../../../shared/session/storage';
import { emitPageClosed } from './page-closed-events';

/** One open page of the multi-tab bar (spec 000 §2.4 Tab layout). */
export interface TabEntry {
  /** Full path (pathname + search): two pages of the same view with other params are two tabs. */
  key: string;
  title: string;
  componentKey: string | null;
  /** True only when the menu asks for keepAlive AND names the component (spec 000 §2.2). */
  keepAlive: boolean;
  componentName?: string;
}

export const TAB_MESSAGES = {
  homeNotClosable: '首页不能关闭!',
  lastPage: '这是最后一页，不能再关闭了啦',
} as const;

/** Reload effect duration of spec 000 §9. */
export const RELOAD_EFFECT_MS = 1400;

export const HOME_TAB: TabEntry = {
  key: PATHS.home,
  title: '首页',
  componentKey: VIEW_KEYS.analysis,
  keepAlive: false,
};

interface TabsState {
  tabs: TabEntry[];
  activeKey: string;
  /** componentName list of the kept-alive pages, mirrored to CACHE_INCLUDED_ROUTES. */
  keepAliveNames: string[];
  /** Bumped by refresh: the page's React key, so a refresh re-mounts it. */
  refreshTokens: Record<string, number>;
  reloading: boolean;
}

/** A close either fails with the warning to show, or succeeds and may require a navigation. */
export type CloseOutcome = { ok: false; warning: string } | { ok: true; navigateTo: string | null };

const initialState = (): TabsState => ({
  tabs: [HOME_TAB],
  activeKey: HOME_TAB.key,
  keepAliveNames: [],
  refreshTokens: {},
  reloading: false,
});

export const useTabs = create<TabsState>()(initialState);

function persistKeepAlive(names: string[]): void {
  localStore.set(STORAGE_KEYS.CACHE_INCLUDED_ROUTES, names);
}

function keepAliveNamesOf(tabs: TabEntry[]): string[] {
  const names = tabs.filter((t) => t.keepAlive && t.componentName).map((t) => t.componentName as string);
  return [...new Set(names)];
}

/** Opens (or activates) a tab; the home tab always stays first. */
export function openTab(entry: TabEntry): void {
  const state = useTabs.getState();
  const existing = state.tabs.find((t) => t.key === entry.key);
  const tabs = existing
    ? state.tabs.map((t) => (t.key === entry.key ? { ...t, ...entry } : t))
    : [...state.tabs, entry];
  const keepAliveNames = keepAliveNamesOf(tabs);
  if (keepAliveNames.join('\n') !== state.keepAliveNames.join('\n')) persistKeepAlive(keepAliveNames);
  useTabs.setState({ tabs, activeKey: entry.key, keepAliveNames });
}

/** Removes tabs, keeps the keep-alive list in step and emits one page-closed event per tab. */
function removeTabs(keys: ReadonlySet<string>, fallbackKey: string): string | null {
  const state = useTabs.getState();
  const closed = state.tabs.filter((t) => keys.has(t.key));
  if (closed.length === 0) return null;
  const closedIndex = state.tabs.findIndex((t) => t.key === state.activeKey);
  const tabs = state.tabs.filter((t) => !keys.has(t.key));
  const keepAliveNames = keepAliveNamesOf(tabs);
  persistKeepAlive(keepAliveNames);
  const refreshTokens = { ...state.refreshTokens };
  for (const t of closed) delete refreshTokens[t.key];

  let activeKey = state.activeKey;
  let navigateTo: string | null = null;
  if (keys.has(state.activeKey)) {
    // Like the original tab layout: the left neighbour of the closed active tab takes over.
    const neighbour =
      tabs.find((t) => t.key === fallbackKey) ?? tabs[Math.max(0, closedIndex - 1)] ?? tabs[0];
    activeKey = neighbour?.key ?? HOME_TAB.key;
    navigateTo = activeKey;
  }
  useTabs.setState({ tabs, keepAliveNames, refreshTokens, activeKey });
  for (const t of closed) emitPageClosed({ key: t.key, componentName: t.componentName });
  return navigateTo;
}

export function closeTab(key: string): CloseOutcome {
  const { tabs } = useTabs.getState();
  if (tabs.length <= 1) return { ok: false, warning: TAB_MESSAGES.lastPage };
  if (key === HOME_TAB.key) return { ok: false, warning: TAB_MESSAGES.homeNotClosable };
  return { ok: true, navigateTo: removeTabs(new Set([key]), '') };
}

/** Bulk closes never close the home tab; they activate the tab the menu was opened on. */
function closeWhere(key: string, pick: (index: number, pivot: number) => boolean): CloseOutcome {
  const { tabs } = useTabs.getState();
  const pivot = tabs.findIndex((t) => t.key === key);
  if (pivot < 0) return { ok: true, navigateTo: null };
  const keys = new Set(tabs.filter((t, i) => t.key !== HOME_TAB.key && pick(i, pivot)).map((t) => t.key));
  return { ok: true, navigateTo: removeTabs(keys, key) };
}

export const closeLeft = (key: string): CloseOutcome => closeWhere(key, (i, pivot) => i < pivot);
export const closeRight = (key: string): CloseOutcome => closeWhere(key, (i, pivot) => i > pivot);
export const closeOthers = (key: string): CloseOutcome => closeWhere(key, (i, pivot) => i !== pivot);

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-mounts the page behind `key` and shows the reload effect for RELOAD_EFFECT_MS. */
export function refreshTab(key: string): void {
  const { refreshTokens } = useTabs.getState();
  useTabs.setState({
    refreshTokens: { ...refreshTokens, [key]: (refreshTokens[key] ?? 0) + 1 },
    reloading: true,
  });
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => useTabs.setState({ reloading: false }), RELOAD_EFFECT_MS);
}

/** Puts back tabs saved before a reload (after the home tab); the current page then opens its own. */
export function restoreTabs(saved: TabEntry[]): void {
  const state = useTabs.getState();
  const known = new Set(state.tabs.map((t) => t.key));
  const tabs = [...state.tabs, ...saved.filter((t) => !known.has(t.key))];
  const keepAliveNames = keepAliveNamesOf(tabs);
  persistKeepAlive(keepAliveNames);
  useTabs.setState({ tabs, keepAliveNames });
}

export function resetTabs(): void {
  clearTimeout(reloadTimer);
  useTabs.setState(initialState());
}

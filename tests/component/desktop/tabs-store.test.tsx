import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import {
  HOME_TAB,
  RELOAD_EFFECT_MS,
  TAB_MESSAGES,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  refreshTab,
  resetTabs,
  useTabs,
} from '../../../src/desktop/shell/tabs/tabs-store';
import type { TabEntry } from '../../../src/desktop/shell/tabs/tabs-store';
import { onPageClosed } from '../../../src/desktop/shell/tabs/page-closed-events';

const tab = (key: string, extra: Partial<TabEntry> = {}): TabEntry => ({
  key,
  title: key.slice(1),
  componentKey: 'account/center/Index',
  keepAlive: false,
  ...extra,
});

const keys = () => useTabs.getState().tabs.map((t) => t.key);

describe('tabs store', () => {
  beforeEach(() => resetTabs());
  afterEach(() => vi.useRealTimers());

  it('starts with the home tab and opens each page once', () => {
    expect(keys()).toEqual([HOME_TAB.key]);
    openTab(tab('/a'));
    openTab(tab('/b'));
    openTab(tab('/a', { title: 'A2' }));
    expect(keys()).toEqual([HOME_TAB.key, '/a', '/b']);
    expect(useTabs.getState().activeKey).toBe('/a');
    expect(useTabs.getState().tabs[1]?.title).toBe('A2');
  });

  it('refuses to close the home tab and the last tab with the spec messages', () => {
    expect(closeTab(HOME_TAB.key)).toEqual({ ok: false, warning: TAB_MESSAGES.lastPage });
    expect(TAB_MESSAGES.lastPage).toBe('这是最后一页，不能再关闭了啦');
    openTab(tab('/a'));
    expect(closeTab(HOME_TAB.key)).toEqual({ ok: false, warning: '首页不能关闭!' });
    expect(keys()).toEqual([HOME_TAB.key, '/a']);
  });

  it('closing the active tab activates its left neighbour', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));
    expect(closeTab('/b')).toEqual({ ok: true, navigateTo: '/a' });
    expect(useTabs.getState().activeKey).toBe('/a');
    // closing an inactive tab does not navigate
    openTab(tab('/c'));
    expect(closeTab('/a')).toEqual({ ok: true, navigateTo: null });
    expect(keys()).toEqual([HOME_TAB.key, '/c']);
  });

  it('closes left, right and others but never home', () => {
    ['/a', '/b', '/c', '/d'].forEach((k) => openTab(tab(k)));
    openTab(tab('/b'));
    closeLeft('/c');
    expect(keys()).toEqual([HOME_TAB.key, '/c', '/d']);
    expect(useTabs.getState().activeKey).toBe('/c');

    ['/e', '/f'].forEach((k) => openTab(tab(k)));
    const right = closeRight('/d');
    expect(keys()).toEqual([HOME_TAB.key, '/c', '/d']);
    expect(right).toEqual({ ok: true, navigateTo: '/d' });

    closeOthers('/d');
    expect(keys()).toEqual([HOME_TAB.key, '/d']);
  });

  it('keeps the keep-alive list in step with the tabs, stores it and emits page-closed', () => {
    const closed: string[] = [];
    const off = onPageClosed((d) => closed.push(`${d.key}:${d.componentName ?? ''}`));
    openTab(tab('/alive', { keepAlive: true, componentName: 'AlivePage' }));
    openTab(tab('/plain'));
    expect(useTabs.getState().keepAliveNames).toEqual(['AlivePage']);
    expect(localStore.get(STORAGE_KEYS.CACHE_INCLUDED_ROUTES)).toEqual(['AlivePage']);

    closeTab('/alive');
    expect(useTabs.getState().keepAliveNames).toEqual([]);
    expect(localStore.get(STORAGE_KEYS.CACHE_INCLUDED_ROUTES)).toEqual([]);
    expect(closed).toEqual(['/alive:AlivePage']);
    off();
  });

  it('refresh bumps the page key and shows the reload effect for 1400 ms', () => {
    vi.useFakeTimers();
    openTab(tab('/a'));
    refreshTab('/a');
    expect(useTabs.getState().refreshTokens['/a']).toBe(1);
    expect(useTabs.getState().reloading).toBe(true);
    vi.advanceTimersByTime(RELOAD_EFFECT_MS - 1);
    expect(useTabs.getState().reloading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useTabs.getState().reloading).toBe(false);
  });
});

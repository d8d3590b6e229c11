import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseShell } from '../../../src/shared/device/choose-shell';
import { useSmsCountdown } from '../../../src/shared/hooks/use-sms-countdown';
import { useGreeting } from '../../../src/shared/hooks/use-greeting';
import {
  STORAGE_KEYS,
  clearSessionStorage,
  localStore,
  sessionStore,
} from '../../../src/shared/session/storage';
import { desktopOnPhone, shellSwitchHref } from '../../../src/shared/device/shell-switch';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const WECOM = `${IPHONE} wxwork/4.1.22 MicroMessenger/7.0.1`;
const DINGTALK = 'Mozilla/5.0 (Linux; Android 13; V2309A) Mobile Safari/537.36 AliApp(DingTalk/7.0.40)';

afterEach(() => {
  vi.useRealTimers();
});

describe('chooseShell', () => {
  it('detects by width and user agent without an override', () => {
    expect(chooseShell({ search: '', width: 1440, userAgent: DESKTOP })).toBe('desktop');
    expect(chooseShell({ search: '', width: 900, userAgent: IPHONE })).toBe('mobile');
    expect(chooseShell({ search: '', width: 900, userAgent: DESKTOP })).toBe('desktop');
  });

  it('?shell= overrides and is remembered until ?shell=auto', () => {
    expect(chooseShell({ search: '?shell=mobile', width: 1440, userAgent: DESKTOP })).toBe('mobile');
    expect(localStore.get(STORAGE_KEYS.SHELL)).toBe('mobile');
    expect(chooseShell({ search: '', width: 1440, userAgent: DESKTOP })).toBe('mobile');
    expect(chooseShell({ search: '?shell=auto', width: 1440, userAgent: DESKTOP })).toBe('desktop');
    expect(localStore.get(STORAGE_KEYS.SHELL)).toBeNull();
    expect(chooseShell({ search: '?shell=desktop', width: 375, userAgent: IPHONE })).toBe('desktop');
    expect(chooseShell({ search: '?shell=bogus', width: 375, userAgent: IPHONE })).toBe('desktop');
    localStore.remove(STORAGE_KEYS.SHELL);
  });

  it('inside WeCom / DingTalk remembers 切换到电脑版 for the session only, and logout forgets it', () => {
    expect(chooseShell({ search: '?shell=desktop', width: 390, userAgent: WECOM })).toBe('desktop');
    expect(localStore.get(STORAGE_KEYS.SHELL)).toBeNull();
    expect(sessionStore.get(STORAGE_KEYS.SHELL)).toBe('desktop');
    expect(chooseShell({ search: '', width: 390, userAgent: WECOM })).toBe('desktop');
    clearSessionStorage();
    expect(chooseShell({ search: '', width: 390, userAgent: WECOM })).toBe('mobile');
  });

  it('inside the app ignores and drops a choice an older build stored for good', () => {
    localStore.set(STORAGE_KEYS.SHELL, 'desktop');
    expect(chooseShell({ search: '', width: 360, userAgent: DINGTALK })).toBe('mobile');
    expect(localStore.get(STORAGE_KEYS.SHELL)).toBeNull();
  });
});

describe('shell switch', () => {
  it('offers the phone shell when the desktop shell runs on a phone-sized screen', () => {
    expect(desktopOnPhone({ width: 390, userAgent: WECOM })).toBe(true);
    expect(desktopOnPhone({ width: 360, userAgent: DESKTOP })).toBe(true);
    expect(desktopOnPhone({ width: 1440, userAgent: DESKTOP })).toBe(false);
    expect(desktopOnPhone({ width: 1280, userAgent: 'Mozilla/5.0 (Windows NT 10.0) wxwork/4.1' })).toBe(
      false,
    );
  });

  it('keeps the page and its query when switching', () => {
    expect(shellSwitchHref('mobile', 'https://x.test/dfgl/task?status=1#a')).toBe(
      '/dfgl/task?status=1&shell=mobile#a',
    );
  });
});

describe('hooks', () => {
  it('useSmsCountdown counts down from 60 each second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    for (let i = 0; i < 59; i++) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('useGreeting follows the clock', () => {
    vi.useFakeTimers();
    let hour = 8;
    const now = () => new Date(2025, 0, 1, hour, 0, 0);
    const { result } = renderHook(() => useGreeting(now));
    expect(result.current).toBe('早上好');
    hour = 20;
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBe('晚上好');
  });
});

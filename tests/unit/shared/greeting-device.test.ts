import { describe, expect, it } from 'vitest';
import {
  detectDevice,
  detectInApp,
  deviceByWidth,
  parseShellOverride,
} from '../../../src/shared/domain/device/detect';
import { greetingByHour } from '../../../src/shared/domain/greeting';

describe('greetingByHour', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('%i → %s', (hour, text) => {
    expect(greetingByHour(hour)).toBe(text);
  });
});

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const WXWORK = `${DESKTOP_UA} wxwork/4.1.0 MicroMessenger/7.0.1`;
const DINGTALK = `${IPHONE_UA} AliApp(DingTalk/7.0.0)`;

describe('device detection', () => {
  it.each([
    [0, 'mobile'],
    [767.99, 'mobile'],
    [768, 'tablet'],
    [1087.99, 'tablet'],
    [1088, 'desktop'],
    [1920, 'desktop'],
  ])('width %d → %s', (width, device) => {
    expect(deviceByWidth(width)).toBe(device);
  });

  it.each([
    [DESKTOP_UA, null],
    [WXWORK, 'wxwork'],
    [DINGTALK, 'dingtalk'],
    [IPHONE_UA, null],
  ])('in-app of %s', (ua, inApp) => {
    expect(detectInApp(ua)).toBe(inApp);
  });

  it.each([
    // width, ua, shell, sidebarCollapsed
    [375, IPHONE_UA, 'mobile', true],
    [500, DESKTOP_UA, 'mobile', true],
    [900, DESKTOP_UA, 'desktop', true],
    [900, IPHONE_UA, 'mobile', true],
    [900, ANDROID_PHONE, 'mobile', true],
    [900, ANDROID_TABLET, 'desktop', true],
    [900, WXWORK, 'mobile', true],
    [1000, DINGTALK, 'mobile', true],
    [1088, WXWORK, 'desktop', false],
    [1280, IPHONE_UA, 'desktop', false],
    [1440, DESKTOP_UA, 'desktop', false],
  ] as const)('width %d on %s → %s shell', (width, userAgent, shell, collapsed) => {
    const info = detectDevice({ width, userAgent });
    expect(info.shell).toBe(shell);
    expect(info.sidebarCollapsed).toBe(collapsed);
  });

  it.each([
    ['desktop', 'desktop'],
    ['mobile', 'mobile'],
    ['auto', 'auto'],
    ['tablet', null],
    [null, null],
  ])('shell override %s', (value, expected) => {
    expect(parseShellOverride(value)).toBe(expected);
  });
});

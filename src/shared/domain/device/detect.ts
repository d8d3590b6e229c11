/**
 * Device and shell choice.
 *
 * Breakpoints (spec 000 §9): mobile < 768 px, tablet 768–1087.99 px, desktop >= 1088 px.
 * Shell decision: the phone shell when the window is narrower than 768 px, or when the page runs
 * inside WeCom / DingTalk or on a phone user agent (iPhone, Android …Mobile) and is narrower than
 * 1088 px. Everything else gets the desktop shell; a tablet-width window on a desktop user agent
 * keeps the desktop shell with the sidebar collapsed (the spec's "sidebar closed" below 1088 px).
 * A `?shell=` override is handled by the browser side (device/choose-shell.ts).
 */
export type DeviceKind = 'desktop' | 'tablet' | 'mobile';
export type ShellKind = 'desktop' | 'mobile';
export type InApp = 'wxwork' | 'dingtalk' | null;

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1088;

export interface DeviceInfo {
  device: DeviceKind;
  shell: ShellKind;
  inApp: InApp;
  /** Below 1088 px the sidebar starts closed (spec 000 §4 device mode). */
  sidebarCollapsed: boolean;
}

export function detectInApp(userAgent: string): InApp {
  const ua = userAgent.toLowerCase();
  if (ua.includes('wxwork')) return 'wxwork';
  if (ua.includes('dingtalk')) return 'dingtalk';
  return null;
}

export function isPhoneUserAgent(userAgent: string): boolean {
  return /iphone|ipod/i.test(userAgent) || (/android/i.test(userAgent) && /mobile/i.test(userAgent));
}

export function deviceByWidth(width: number): DeviceKind {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export function detectDevice(input: { width: number; userAgent: string }): DeviceInfo {
  const device = deviceByWidth(input.width);
  const inApp = detectInApp(input.userAgent);
  const phoneLike = inApp !== null || isPhoneUserAgent(input.userAgent);
  const shell: ShellKind = device === 'mobile' || (phoneLike && device === 'tablet') ? 'mobile' : 'desktop';
  return { device, shell, inApp, sidebarCollapsed: device !== 'desktop' };
}

/** `?shell=desktop|mobile` wins; `auto` clears a remembered choice. */
export function parseShellOverride(value: string | null | undefined): ShellKind | 'auto' | null {
  return value === 'desktop' || value === 'mobile' || value === 'auto' ? value : null;
}

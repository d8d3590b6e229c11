/**
 * Device and shell choice.
 *
 * Breakpoints (spec 000 §9): mobile < 768 px, tablet 768–1087.99 px, desktop >= 1088 px.
 * Shell decision (docs/decisions.md, "Desktop lists and shell"):
 * - narrower than 768 px: the phone shell, whatever the device;
 * - a phone-class device (iPhone, Android …Mobile, or the WeCom / DingTalk phone apps) narrower
 *   than 1088 px: the phone shell;
 * - the WeCom / DingTalk PC clients (no mobile token in the user agent): the window width decides —
 *   from 1024 px the desktop shell (sidebar collapsed below 1088 px), below that the phone shell,
 *   because a 1024×768 client window is a laptop, not a phone;
 * - everything else: the desktop shell, sidebar collapsed below 1088 px.
 * A `?shell=` override is handled by the browser side (device/choose-shell.ts).
 */
export type DeviceKind = 'desktop' | 'tablet' | 'mobile';
export type ShellKind = 'desktop' | 'mobile';
export type InApp = 'wxwork' | 'dingtalk' | null;

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1088;
/** The narrowest WeCom / DingTalk PC client window that still gets the desktop shell. */
export const PC_CLIENT_DESKTOP_MIN_WIDTH = 1024;

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

/** WeCom / DingTalk desktop client: in-app, but neither a phone nor a tablet user agent. */
export function isPcClientUserAgent(userAgent: string): boolean {
  return detectInApp(userAgent) !== null && !/mobile|android|iphone|ipod|ipad/i.test(userAgent);
}

export function deviceByWidth(width: number): DeviceKind {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export function detectDevice(input: { width: number; userAgent: string }): DeviceInfo {
  const device = deviceByWidth(input.width);
  const inApp = detectInApp(input.userAgent);
  const shell: ShellKind = shellFor(device, input);
  return { device, shell, inApp, sidebarCollapsed: device !== 'desktop' };
}

function shellFor(device: DeviceKind, input: { width: number; userAgent: string }): ShellKind {
  if (device === 'mobile') return 'mobile';
  if (isPcClientUserAgent(input.userAgent)) {
    return input.width >= PC_CLIENT_DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
  }
  const phoneLike = detectInApp(input.userAgent) !== null || isPhoneUserAgent(input.userAgent);
  return phoneLike && device === 'tablet' ? 'mobile' : 'desktop';
}

/** `?shell=desktop|mobile` wins; `auto` clears a remembered choice. */
export function parseShellOverride(value: string | null | undefined): ShellKind | 'auto' | null {
  return value === 'desktop' || value === 'mobile' || value === 'auto' ? value : null;
}

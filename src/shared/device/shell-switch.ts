import { detectDevice, type ShellKind } from '../domain/device/detect';
import { browserLocation } from '../platform/browser-location';

/** The current address with `?shell=`; the next load boots that shell (device/choose-shell.ts). */
export function shellSwitchHref(target: ShellKind, href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.set('shell', target);
  return url.pathname + url.search + url.hash;
}

/** Reloads the same page in the other shell. */
export function switchShell(target: ShellKind): void {
  browserLocation.assign(shellSwitchHref(target));
}

/**
 * The desktop shell is on a phone-sized screen (narrower than the phone breakpoint, or a WeCom /
 * DingTalk phone app): it offers 切换到手机版 so a user who tried the desktop shell is never stuck.
 */
export function desktopOnPhone(env: { width: number; userAgent: string }): boolean {
  const info = detectDevice(env);
  return info.device === 'mobile' || (info.inApp !== null && info.shell === 'mobile');
}

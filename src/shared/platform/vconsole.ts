import { detectInApp } from '../domain/device/detect';

/**
 * vConsole, the on-page console for webviews without devtools (WeCom / DingTalk). It is its own
 * lazily imported chunk and is loaded only when asked for:
 * - `?debug=1` (or the older `?vconsole=1`) inside WeCom / DingTalk, or anywhere in dev;
 * - the per-user setting 调试控制台 (个人设置, sys_user_setting.debug_console), anywhere.
 */
export interface VConsoleEnv {
  search: string;
  userAgent: string;
  dev: boolean;
  /** The signed-in user's 调试控制台 switch (unknown before sign-in). */
  userSetting?: boolean;
}

/** `?debug=1` or `?vconsole=1`. */
export function debugRequested(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('debug') === '1' || params.get('vconsole') === '1';
}

export function shouldLoadVConsole(env: VConsoleEnv): boolean {
  if (env.userSetting === true) return true;
  if (!debugRequested(env.search)) return false;
  return env.dev || detectInApp(env.userAgent) !== null;
}

export function browserEnv(): VConsoleEnv {
  return { search: window.location.search, userAgent: navigator.userAgent, dev: import.meta.env.DEV };
}

/** Boot: loads when the URL asks for it. Resolves true when it was loaded. */
export async function maybeLoadVConsole(env: VConsoleEnv = browserEnv()): Promise<boolean> {
  if (!shouldLoadVConsole(env)) return false;
  // The loader (and the vConsole chunk behind it) stays off the first load.
  const { loadVConsole } = await import('./vconsole-runtime');
  await loadVConsole();
  return true;
}

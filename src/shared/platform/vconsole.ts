import { detectInApp } from '../domain/device/detect';

/** Pure part: vConsole only with `?vconsole=1`, and only inside WeCom / DingTalk or in dev. */
export function shouldLoadVConsole(env: { search: string; userAgent: string; dev: boolean }): boolean {
  if (new URLSearchParams(env.search).get('vconsole') !== '1') return false;
  return env.dev || detectInApp(env.userAgent) !== null;
}

/**
 * Loads vConsole lazily (its own chunk; never part of the boot path otherwise).
 * Resolves true when it was loaded.
 */
export async function maybeLoadVConsole(
  env: { search: string; userAgent: string; dev: boolean } = {
    search: window.location.search,
    userAgent: navigator.userAgent,
    dev: import.meta.env.DEV,
  },
): Promise<boolean> {
  if (!shouldLoadVConsole(env)) return false;
  const { default: VConsole } = await import('vconsole');
  new VConsole();
  return true;
}

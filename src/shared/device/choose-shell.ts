import { detectDevice, detectInApp, parseShellOverride, type ShellKind } from '../domain/device/detect';
import { STORAGE_KEYS, localStore, sessionStore } from '../session/storage';

/**
 * The shell to boot: `?shell=desktop|mobile` wins and is remembered (`?shell=auto` forgets it);
 * otherwise a remembered choice; otherwise detectDevice (see domain/device/detect.ts for the width
 * / user-agent rule).
 *
 * Inside WeCom / DingTalk the choice lasts this session at most (sessionStorage, cleared by logout):
 * a user who tried 切换到电脑版 there must not stay in a squeezed desktop shell with no way back.
 * A browser keeps it in localStorage `CWXT_SHELL` as before (docs/phone-navigation.md).
 */
export function chooseShell(
  env: { search: string; width: number; userAgent: string } = {
    search: window.location.search,
    width: window.innerWidth,
    userAgent: navigator.userAgent,
  },
): ShellKind {
  const inApp = detectInApp(env.userAgent) !== null;
  // A choice an older build stored for good inside the app is dropped.
  if (inApp) localStore.remove(STORAGE_KEYS.SHELL);
  const store = inApp ? sessionStore : localStore;
  const override = parseShellOverride(new URLSearchParams(env.search).get('shell'));
  if (override === 'auto') store.remove(STORAGE_KEYS.SHELL);
  else if (override) {
    store.set(STORAGE_KEYS.SHELL, override);
    return override;
  }
  const remembered = parseShellOverride(store.get<string>(STORAGE_KEYS.SHELL));
  if (remembered === 'desktop' || remembered === 'mobile') return remembered;
  return detectDevice({ width: env.width, userAgent: env.userAgent }).shell;
}

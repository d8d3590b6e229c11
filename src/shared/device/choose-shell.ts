import { detectDevice, parseShellOverride, type ShellKind } from '../domain/device/detect';
import { STORAGE_KEYS, localStore } from '../session/storage';

/**
 * The shell to boot: `?shell=desktop|mobile` wins and is remembered in localStorage `CWXT_SHELL`
 * (`?shell=auto` forgets it); otherwise a remembered choice; otherwise detectDevice (see
 * domain/device/detect.ts for the width / user-agent rule).
 */
export function chooseShell(
  env: { search: string; width: number; userAgent: string } = {
    search: window.location.search,
    width: window.innerWidth,
    userAgent: navigator.userAgent,
  },
): ShellKind {
  const override = parseShellOverride(new URLSearchParams(env.search).get('shell'));
  if (override === 'auto') localStore.remove(STORAGE_KEYS.SHELL);
  else if (override) {
    localStore.set(STORAGE_KEYS.SHELL, override);
    return override;
  }
  const remembered = parseShellOverride(localStore.get<string>(STORAGE_KEYS.SHELL));
  if (remembered === 'desktop' || remembered === 'mobile') return remembered;
  return detectDevice({ width: env.width, userAgent: env.userAgent }).shell;
}

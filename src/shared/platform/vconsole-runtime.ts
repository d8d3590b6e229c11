import { browserEnv, shouldLoadVConsole, type VConsoleEnv } from './vconsole';

/** The one vConsole of the page (see vconsole.ts for when it is wanted). */
interface Destroyable {
  destroy: () => void;
}

let instance: Destroyable | null = null;
let loading: Promise<void> | null = null;

/** Creates the console once (its chunk is fetched on the first call). */
export function loadVConsole(): Promise<void> {
  if (instance) return Promise.resolve();
  loading ??= import('vconsole')
    .then(({ default: VConsole }) => {
      instance = new VConsole();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

export function isVConsoleLoaded(): boolean {
  return instance !== null;
}

/**
 * The user's switch changed or was read after sign-in: on loads the console; off removes it
 * unless the URL asked for it.
 */
export async function applyDebugConsoleSetting(on: boolean, env: VConsoleEnv = browserEnv()): Promise<void> {
  if (shouldLoadVConsole({ ...env, userSetting: on })) {
    await loadVConsole();
    return;
  }
  await loading?.catch(() => undefined);
  instance?.destroy();
  instance = null;
}

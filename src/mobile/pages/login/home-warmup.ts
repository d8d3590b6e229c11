import { PATHS } from '../../../shared/domain/routes/paths';

interface HomePreload {
  startFirstList(): void;
}

let loading: Promise<HomePreload> | null = null;

/** Starts loading the home's code (once; a failed chunk may be retried by the next call). */
export function warmHome(): Promise<HomePreload> {
  loading ??= import('./home-preload').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** After a sign-in: when it went to the home page, its first list is asked for right away. */
export function afterSignIn(): void {
  if (window.location.pathname !== PATHS.home) return;
  void warmHome()
    .then((m) => m.startFirstList())
    .catch(() => undefined);
}

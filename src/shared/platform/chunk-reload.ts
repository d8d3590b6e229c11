import { browserLocation } from './browser-location';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunk } from './chunk-error';

function lastReloadAt(): number | null {
  try {
    const raw = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    return raw ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** Reloads once for a chunk-load failure; returns false when a reload was just tried (show the error). */
export function reloadOnceForChunk(now: number = Date.now()): boolean {
  if (!shouldReloadForChunk(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage we cannot remember the attempt: do not risk a reload loop.
    return false;
  }
  browserLocation.reload();
  return true;
}

/** Vite's preload failures (lazy pages inside a shell) take the same reload-once path. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (isChunkLoadError(payload) || payload === undefined) {
      if (reloadOnceForChunk()) event.preventDefault();
    }
  });
}

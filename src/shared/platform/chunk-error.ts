/**
 * Chunk-load failures (spec 000 §8: 'Loading chunk {name} failed', CSS variant CSS_CHUNK_LOAD_FAILED).
 * Vite reports them as failed dynamic imports; after a deployment old chunk names disappear, and one
 * reload fetches the new index. A second failure within the window is shown instead of looping.
 */
export const CHUNK_RELOAD_KEY = 'CWXT_CHUNK_RELOADED_AT';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const PATTERNS = [
  /Loading (CSS )?chunk .+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { message?: unknown; code?: unknown; name?: unknown };
  if (e.code === 'CSS_CHUNK_LOAD_FAILED' || e.name === 'ChunkLoadError') return true;
  const message = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  return PATTERNS.some((p) => p.test(message));
}

export function chunkLoadError(name: string, cause?: unknown): Error & { type: string; request: string } {
  const error = new Error(`Loading chunk ${name} failed`, { cause }) as Error & {
    type: string;
    request: string;
  };
  error.name = 'ChunkLoadError';
  error.type = 'missing';
  error.request = name;
  return error;
}

/** Reload once: true when a reload should happen now (none in the last window). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}

import { openDraftBackend, type DraftBackend, type DraftEntry } from './draft-backend';
import { DRAFT_TTL_MS } from './draft-data';
import { onBeforeLogout } from '../session/before-logout';

export type { DraftEntry };

/** Autosave waits this long after the last change before writing. */
export const DRAFT_DEBOUNCE_MS = 800;

interface Pending {
  entry: DraftEntry;
  timer: ReturnType<typeof setTimeout>;
}

let backendPromise: Promise<DraftBackend> | null = null;
let factoryOverride: IDBFactory | null | undefined;
const pending = new Map<string, Pending>();
let listening = false;

function defaultFactory(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    // Some sandboxed webviews throw on merely reading indexedDB.
    return null;
  }
}

function backend(): Promise<DraftBackend> {
  backendPromise ??= openDraftBackend(factoryOverride === undefined ? defaultFactory() : factoryOverride);
  return backendPromise;
}

/** Which backend answers (tests and diagnostics). */
export async function draftBackendKind(): Promise<DraftBackend['kind']> {
  return (await backend()).kind;
}

/** The page may be killed after it is hidden (webviews, mobile tabs): write what waits, now. */
function listenForPageHide(): void {
  if (listening || typeof document === 'undefined' || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushDrafts();
  });
  window.addEventListener('pagehide', () => void flushDrafts());
}

// Logout writes the waiting drafts first (they are keyed by user and survive it).
onBeforeLogout(() => flushDrafts());

async function write(key: string, entry: DraftEntry): Promise<void> {
  try {
    await (await backend()).put(key, entry);
  } catch (e) {
    // A full disk or a closed database loses this draft, never the form.
    console.warn('[drafts] could not save a draft', e);
  }
}

/** The draft under `key`, or null (none, unreadable, or older than 7 days — then it is removed). */
export async function readDraft(key: string, now: number = Date.now()): Promise<DraftEntry | null> {
  const waiting = pending.get(key);
  if (waiting) return waiting.entry;
  try {
    const b = await backend();
    const entry = await b.get(key);
    if (!entry) return null;
    if (entry.savedAt < now - DRAFT_TTL_MS) {
      await b.delete(key);
      return null;
    }
    return entry;
  } catch (e) {
    console.warn('[drafts] could not read a draft', e);
    return null;
  }
}

/** Saves `entry` under `key` after DRAFT_DEBOUNCE_MS without a newer call for the same key. */
export function scheduleDraft(key: string, entry: DraftEntry): void {
  listenForPageHide();
  const previous = pending.get(key);
  if (previous) clearTimeout(previous.timer);
  const timer = setTimeout(() => {
    pending.delete(key);
    void write(key, entry);
  }, DRAFT_DEBOUNCE_MS);
  pending.set(key, { entry, timer });
}

/** Writes the waiting draft of `key` now (a form closing keeps its input). */
export async function flushDraft(key: string): Promise<void> {
  const waiting = pending.get(key);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  pending.delete(key);
  await write(key, waiting.entry);
}

/** Writes every waiting draft now (page hidden, page hide, logout). */
export async function flushDrafts(): Promise<void> {
  await Promise.all([...pending.keys()].map((key) => flushDraft(key)));
}

/** Forgets a waiting write and deletes the stored draft (after a save or 丢弃). */
export async function removeDraft(key: string): Promise<void> {
  const waiting = pending.get(key);
  if (waiting) {
    clearTimeout(waiting.timer);
    pending.delete(key);
  }
  try {
    await (await backend()).delete(key);
  } catch (e) {
    console.warn('[drafts] could not remove a draft', e);
  }
}

/**
 * Tests: drop waiting writes and reopen on the next call, with `factory` as IndexedDB (null = none,
 * i.e. the memory fallback; undefined = the global one).
 */
export function resetDraftStoreForTests(factory?: IDBFactory | null): void {
  for (const p of pending.values()) clearTimeout(p.timer);
  pending.clear();
  backendPromise = null;
  factoryOverride = factory;
}

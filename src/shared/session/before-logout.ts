/**
 * Work that must finish before a logout clears the session (the offline drafts' pending writes).
 * A registry rather than an import, so the session store (first load) does not pull the draft
 * store and IndexedDB code into the phone's boot path; a module registers itself when it loads.
 */
const hooks = new Set<() => Promise<void> | void>();

export function onBeforeLogout(fn: () => Promise<void> | void): () => void {
  hooks.add(fn);
  return () => hooks.delete(fn);
}

/** Runs every hook; a failing hook never blocks the logout. */
export async function runBeforeLogout(): Promise<void> {
  await Promise.all([...hooks].map(async (fn) => fn())).catch(() => undefined);
}

import { useEffect, useId } from 'react';

/**
 * Which forms on screen hold unsaved input. The webview back handling asks before leaving while
 * any form is dirty; the draft autosave marks its form dirty on change and clean after a save.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function setFormDirty(id: string, isDirty: boolean): void {
  const had = dirty.has(id);
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  if (had !== isDirty) listeners.forEach((fn) => fn());
}

export function hasDirtyForms(): boolean {
  return dirty.size > 0;
}

export function subscribeDirtyForms(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Tests and logout: forget every mark. */
export function clearDirtyForms(): void {
  dirty.clear();
  listeners.forEach((fn) => fn());
}

/** Marks the calling form dirty while `isDirty` is true; unmounting clears the mark. */
export function useDirtyForm(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setFormDirty(id, isDirty);
  }, [id, isDirty]);
  useEffect(() => () => setFormDirty(id, false), [id]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, sameDraftData, snapshotDraft } from '../../drafts/draft-data';
import { flushDraft, readDraft, removeDraft, scheduleDraft, type DraftEntry } from '../../drafts/draft-store';
import { useDirtyForm } from '../../platform/dirty-forms';
import { useSession } from '../../session/session-store';

/** A stored draft offered for restore (the banner shows its time). */
export interface DraftOffer {
  savedAt: number;
}

export interface DraftCoreOptions<V> {
  /** Names the form or grid (e.g. 'sys-user'); with the record id it identifies the draft. */
  formKey: string;
  /** The record being edited; empty for a new one. */
  recordId?: string | number | null;
  /** False for read-only views (detail): no autosave, no offer. Default true. */
  enabled?: boolean;
  /** False while the record loads: the baseline is taken, and the draft looked up, once it is true. */
  ready?: boolean;
  /** A new value (e.g. a grid's new data source) retakes the baseline and looks the draft up again. */
  resetOn?: unknown;
  /** The current input. */
  read(): V;
  /** Puts a restored draft back into the form or grid. */
  apply(data: V): void;
  title?: string;
}

export interface DraftControl {
  /** A draft that differs from the loaded record, until 恢复 or 丢弃. */
  offer: DraftOffer | null;
  /** Puts the offered draft back. */
  restore(): void;
  /** Deletes the offered draft. */
  discard(): void;
  /** Call on every change of the input: marks dirty and autosaves (debounced). */
  changed(): void;
  /** Call after a successful save: the draft is removed and the form is clean. */
  saved(): void;
  /** The input differs from the loaded record. */
  dirty: boolean;
}

/**
 * The draft life cycle shared by forms and grids. The draft is keyed by the signed-in user and
 * tenant, so another user signing in on the same device never sees it; no user, no drafts.
 */
export function useDraftCore<V>(options: DraftCoreOptions<V>): DraftControl {
  const { formKey, recordId, enabled = true, ready = true, resetOn } = options;
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const tenantId = useSession((s) => s.tenantId);
  const key = enabled && userId ? draftKey({ userId, tenantId, formKey, recordId }) : null;

  // The latest accessors, so callers may pass inline functions.
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const baseline = useRef<unknown>(undefined);
  const offered = useRef<DraftEntry | null>(null);
  const done = useRef(false);
  const wrote = useRef(false);
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const [dirty, setDirty] = useState(false);
  useDirtyForm(dirty);

  useEffect(() => {
    if (!key || !ready) return;
    done.current = false;
    wrote.current = false;
    baseline.current = snapshotDraft(opts.current.read(), formKey)?.data;
    let alive = true;
    void readDraft(key).then((entry) => {
      if (!alive || !entry) return;
      if (sameDraftData(entry.data, baseline.current)) {
        void removeDraft(key);
        return;
      }
      offered.current = entry;
      setOffer({ savedAt: entry.savedAt });
    });
    return () => {
      alive = false;
      // Closing or unmounting keeps the input: a crash or a re-login never loses it.
      if (!done.current) void flushDraft(key);
    };
  }, [key, ready, formKey, resetOn]);

  const changed = useCallback(() => {
    if (!key || !ready) return;
    done.current = false;
    const snap = snapshotDraft(opts.current.read(), formKey);
    if (!snap) return;
    const differs = !sameDraftData(snap.data, baseline.current);
    setDirty(differs);
    if (!differs) {
      // Back to the record: drop the draft this form wrote, never one still on offer.
      if (wrote.current) void removeDraft(key);
      wrote.current = false;
      return;
    }
    wrote.current = true;
    const rid = recordId === null || recordId === undefined || recordId === '' ? null : String(recordId);
    const title = opts.current.title;
    scheduleDraft(key, {
      data: snap.data,
      savedAt: Date.now(),
      formKey,
      recordId: rid,
      ...(title ? { title } : {}),
    });
  }, [key, ready, formKey, recordId]);

  const restore = useCallback(() => {
    const entry = offered.current;
    offered.current = null;
    setOffer(null);
    if (!entry) return;
    opts.current.apply(entry.data as V);
    changed();
  }, [changed]);

  const discard = useCallback(() => {
    offered.current = null;
    setOffer(null);
    if (key) void removeDraft(key);
  }, [key]);

  const saved = useCallback(() => {
    done.current = true;
    wrote.current = false;
    // What was saved is the record now: later changes are compared with it.
    baseline.current = snapshotDraft(opts.current.read(), formKey)?.data;
    offered.current = null;
    setOffer(null);
    setDirty(false);
    if (key) void removeDraft(key);
  }, [key, formKey]);

  return { offer, restore, discard, changed, saved, dirty };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cachedLabel, requestLabels, storeLabels, type LabelResolver } from './label-cache';

export type { LabelResolver } from './label-cache';

/**
 * Labels for the current value of a select whose options are not all loaded (async search, lazy
 * trees). Values already labelled in this scope (by this or any other widget) are not asked for;
 * the rest are asked once, batched per tick. `scope` (the dictionary) resets the widget's map.
 */
export function useValueLabels(values: readonly string[], resolve: LabelResolver, scope: string) {
  const [labels, setLabels] = useState<{ scope: string; map: ReadonlyMap<string, string> }>(() => ({
    scope,
    map: new Map(),
  }));
  const own = labels.scope === scope ? labels.map : undefined;
  const asked = useRef<{ scope: string; values: Set<string> }>({ scope, values: new Set() });
  const resolveRef = useRef(resolve);
  resolveRef.current = resolve;
  const key = values.join(',');

  useEffect(() => {
    if (asked.current.scope !== scope) asked.current = { scope, values: new Set() };
    const missing = key
      .split(',')
      .filter((v) => v !== '' && cachedLabel(scope, v) === undefined && !asked.current.values.has(v));
    if (missing.length === 0) return;
    for (const v of missing) asked.current.values.add(v);
    let alive = true;
    requestLabels(scope, missing, (batch) => resolveRef.current(batch))
      .then((found) => {
        if (!alive) return;
        setLabels((prev) => {
          const map = new Map(prev.scope === scope ? prev.map : []);
          for (const v of missing) if (found[v] !== undefined) map.set(v, found[v]);
          return { scope, map };
        });
      })
      .catch(() => {
        // The interceptor already told the user; the raw value stays shown.
      });
    const pending = asked.current.values;
    return () => {
      alive = false;
      // Let a remount or the next run ask again for values whose answer was dropped.
      for (const v of missing) pending.delete(v);
    };
  }, [key, scope]);

  /** Records labels the widget learned itself (a picked option), so they are never asked for. */
  const remember = useCallback(
    (entries: readonly { value: string; label: string }[]) => {
      if (entries.length === 0) return;
      storeLabels(scope, Object.fromEntries(entries.map((e) => [e.value, e.label])));
      setLabels((prev) => {
        const map = new Map(prev.scope === scope ? prev.map : []);
        for (const e of entries) map.set(e.value, e.label);
        return { scope, map };
      });
    },
    [scope],
  );

  const merged = useMemo(() => {
    const map = new Map<string, string>();
    for (const v of key.split(',')) {
      const label = own?.get(v) ?? cachedLabel(scope, v);
      if (v !== '' && label !== undefined) map.set(v, label);
    }
    return map;
  }, [key, own, scope]);

  return { labels: merged, remember };
}

/** Maps texts answered in key order back to their keys (a shorter answer maps nothing). */
export function textsByKey(keys: readonly string[], texts: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(texts) || texts.length !== keys.length) return out;
  keys.forEach((k, i) => {
    const t: unknown = texts[i];
    if (typeof t === 'string' || typeof t === 'number') out[k] = String(t);
  });
  return out;
}

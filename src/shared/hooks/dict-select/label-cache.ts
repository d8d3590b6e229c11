/** Resolves the labels of values a widget does not know yet (value → label). */
export type LabelResolver = (values: string[]) => Promise<Record<string, string>>;

/** Labels kept per scope (e.g. `dict:sys_user,realname,username`); oldest dropped past this. */
const MAX_PER_SCOPE = 2000;

const cache = new Map<string, Map<string, string>>();

interface Batch {
  values: Set<string>;
  promise: Promise<Record<string, string>>;
}
const batches = new Map<string, Batch>();

/** A label learned earlier in this page's life (by any widget of the scope). */
export function cachedLabel(scope: string, value: string): string | undefined {
  return cache.get(scope)?.get(value);
}

export function storeLabels(scope: string, entries: Readonly<Record<string, string>>): void {
  let map = cache.get(scope);
  if (!map) cache.set(scope, (map = new Map()));
  for (const [value, label] of Object.entries(entries)) {
    map.delete(value);
    map.set(value, label);
  }
  while (map.size > MAX_PER_SCOPE) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/**
 * Asks for labels, batching every request of the same scope made in one tick into one call: a
 * grid page of async-search cells mounting together costs one `loadDictItem`, not one per row.
 * Resolvers of one scope are interchangeable (same dictionary, same endpoint), so the first one
 * of a batch serves it.
 */
export function requestLabels(scope: string, values: readonly string[], resolve: LabelResolver) {
  let batch = batches.get(scope);
  if (!batch) {
    const fresh: Batch = { values: new Set(), promise: Promise.resolve({}) };
    fresh.promise = Promise.resolve().then(async () => {
      batches.delete(scope);
      const found = await resolve([...fresh.values]);
      storeLabels(scope, found);
      return found;
    });
    batches.set(scope, fresh);
    batch = fresh;
  }
  for (const v of values) batch.values.add(v);
  return batch.promise;
}

/** Tests start from an empty cache. */
export function clearLabelCache(): void {
  cache.clear();
  batches.clear();
}

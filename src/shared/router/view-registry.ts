/**
 * Menu component key → registered page (spec 000 §2.2): a key containing "layouts" resolves in
 * the layouts set, any other in the views set. Each shell passes its own sets.
 */
export function pickView<V>(
  componentKey: string | null,
  views: Readonly<Record<string, V>>,
  layouts: Readonly<Record<string, V>>,
): V | null {
  if (!componentKey) return null;
  const registry = componentKey.includes('layouts') ? layouts : views;
  return registry[componentKey] ?? null;
}

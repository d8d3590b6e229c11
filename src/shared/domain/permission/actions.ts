import type { AuthEntry } from '../contract/permission';

/** An entry's action may hold several codes separated by commas (spec 000 §6). */
export function actionsOf(entry: Pick<AuthEntry, 'action'>): string[] {
  if (!entry.action) return [];
  return entry.action
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

export function entryHas(entry: Pick<AuthEntry, 'action'>, code: string): boolean {
  return actionsOf(entry).includes(code);
}

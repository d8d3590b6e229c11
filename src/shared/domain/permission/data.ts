import type { AuthEntry } from '../contract/permission';
import { actionsOf, entryHas } from './actions';

/**
 * Action-code check, the second reading (spec 000 §6, spec 002 §6). In the session-stored lists
 * status "0" means denied and "1" allowed.
 * 1. a type "2" entry of the user's own list with the action → allowed;
 * 2. else the session lists: a type "2" entry with status "0" denies; an entry with status "1"
 *    allows unless the user's own list already has the action (read literally from the spec);
 * 3. nothing configured → denied (deny by default).
 */
export function hasDataPermission(
  action: string,
  userAuth: readonly AuthEntry[],
  sessionAuth: readonly AuthEntry[],
  sessionAllAuth: readonly AuthEntry[],
): boolean {
  if (userAuth.some((e) => e.type === '2' && entryHas(e, action))) return true;
  const session = [...sessionAuth, ...sessionAllAuth].filter((e) => entryHas(e, action));
  if (session.some((e) => e.type === '2' && String(e.status) === '0')) return false;
  if (session.some((e) => String(e.status) === '1')) return !userAuth.some((e) => entryHas(e, action));
  return false;
}

/**
 * Button permission helper (`getNoAuthCols`): for a prefix, the type "1" actions of the session
 * list (status "1") starting with it, prefix stripped, that are NOT in the user's own list — the
 * buttons this user must not see.
 */
export function buttonActionsForPrefix(
  prefix: string,
  sessionAuth: readonly AuthEntry[],
  userAuth: readonly AuthEntry[],
): string[] {
  if (!prefix) return [];
  const own = new Set(
    userAuth
      .filter((e) => String(e.type) === '1')
      .flatMap(actionsOf)
      .filter((a) => a.startsWith(prefix))
      .map((a) => a.slice(prefix.length)),
  );
  const result: string[] = [];
  for (const e of sessionAuth) {
    if (String(e.type) !== '1' || String(e.status) !== '1') continue;
    for (const a of actionsOf(e)) {
      if (!a.startsWith(prefix)) continue;
      const stripped = a.slice(prefix.length);
      if (!own.has(stripped) && !result.includes(stripped)) result.push(stripped);
    }
  }
  return result;
}

export type ToolbarButton = 'add' | 'remove' | 'clearSelection';

export const DEFAULT_TOOLBAR_BUTTONS: readonly ToolbarButton[] = ['add', 'remove', 'clearSelection'];

/** Excluded toolbar buttons for a permission prefix; excluding batch_delete also hides remove. */
export function toolbarExclusions(
  prefix: string | null | undefined,
  sessionAuth: readonly AuthEntry[],
  userAuth: readonly AuthEntry[],
): string[] {
  if (!prefix) return [];
  const excluded = buttonActionsForPrefix(prefix, sessionAuth, userAuth);
  if (excluded.includes('batch_delete') && !excluded.includes('remove')) excluded.push('remove');
  return excluded;
}

export function visibleToolbarButtons(
  prefix: string | null | undefined,
  sessionAuth: readonly AuthEntry[],
  userAuth: readonly AuthEntry[],
): ToolbarButton[] {
  const excluded = toolbarExclusions(prefix, sessionAuth, userAuth);
  return DEFAULT_TOOLBAR_BUTTONS.filter((b) => !excluded.includes(b));
}

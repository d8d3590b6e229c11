import type { AuthEntry } from '../contract/permission';
import { toolbarExclusions } from '../permission/data';

/**
 * The grid toolbar (spec 001 §6, 002 §6): add, remove (batch delete) and clear selection. The
 * permission list for the grid's `authPre` (looked up as prefix + ':') may exclude `add` or
 * `batch_delete`; excluding batch delete also hides remove. A disabled grid offers no edits.
 */
export interface GridToolbarButtons {
  add: boolean;
  remove: boolean;
  clearSelection: boolean;
}

export function permissionPrefix(authPre: string | null | undefined): string | null {
  if (!authPre) return null;
  return authPre.endsWith(':') ? authPre : `${authPre}:`;
}

export function gridToolbarButtons(
  authPre: string | null | undefined,
  sessionAllAuth: readonly AuthEntry[],
  userAuth: readonly AuthEntry[],
  options: { disabled?: boolean } = {},
): GridToolbarButtons {
  if (options.disabled) return { add: false, remove: false, clearSelection: true };
  const excluded = toolbarExclusions(permissionPrefix(authPre), sessionAllAuth, userAuth);
  return {
    add: !excluded.includes('add'),
    remove: !excluded.includes('batch_delete') && !excluded.includes('remove'),
    clearSelection: true,
  };
}

/** The batch-delete confirmation (the original's wording). */
export function removeConfirmText(count: number): string {
  return `确定要删除这 ${count} 项吗?`;
}

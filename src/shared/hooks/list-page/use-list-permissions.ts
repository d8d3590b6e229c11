import { useCallback } from 'react';
import { hasButtonPermission } from '../../domain/permission/button';
import { useSession } from '../../session/session-store';

/** The list page's permission-gated actions. */
export type ListAction = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

/**
 * Default codes after the page's prefix (JeecgBoot's `system:user:add` … convention, the same codes
 * the server's routes declare). A page overrides one with another code, or `null` for "no check".
 * 批量删除 checks the resource's delete code: the permission registry defines no `deleteBatch` code
 * and every server `…/deleteBatch` route is guarded by the resource's `delete` code.
 */
export const DEFAULT_ACTION_CODES: Record<ListAction, string> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  export: 'export',
  import: 'import',
};

export type ActionCodeOverrides = Partial<Record<ListAction, string | null>>;

/** The full code of an action, or null when it is not checked (no prefix, or overridden to null). */
export function actionCode(
  prefix: string,
  action: ListAction,
  overrides: ActionCodeOverrides = {},
): string | null {
  if (action in overrides) {
    const code = overrides[action];
    return code ? (code.includes(':') ? code : prefix + code) : null;
  }
  return prefix ? prefix + DEFAULT_ACTION_CODES[action] : null;
}

export interface ListPermissions {
  /** Whether the action's button is shown (spec 000 §6 button directive). */
  can(action: ListAction): boolean;
  /** Any full code (extra page buttons); null/empty = unrestricted. */
  has(code: string | null | undefined): boolean;
}

/** Button permissions of a list page from the session's `auth` / `allAuth` lists. */
export function useListPermissions(prefix: string, overrides?: ActionCodeOverrides): ListPermissions {
  const permissions = useSession((s) => s.permissions);
  const has = useCallback(
    (code: string | null | undefined) =>
      !code || hasButtonPermission(code, permissions?.auth ?? [], permissions?.allAuth ?? []),
    [permissions],
  );
  const can = useCallback(
    (action: ListAction) => has(actionCode(prefix, action, overrides)),
    [has, prefix, overrides],
  );
  return { can, has };
}

import { useCallback, useMemo } from 'react';
import { browserLocation } from '../platform/browser-location';
import { selectTenant, useSession } from '../session/session-store';
import { tenantOptions, type ChoiceOption } from './login-choice';

export interface TenantSwitch {
  /** True when the signed-in user belongs to more than one tenant (the 切换租户 entry is shown). */
  available: boolean;
  options: ChoiceOption[];
  /** The current tenant id (the tenant header's value), or null. */
  current: string | null;
  /**
   * Stores the chosen tenant (it is sent as the tenant header from now on) and reloads the page:
   * menus, buttons and data all depend on the tenant, so everything is fetched again.
   * Resolves false for an empty or unknown choice (nothing changes).
   */
  confirm(id: string | null | undefined): Promise<boolean>;
}

/** 切换租户 after login (issue 3 "switching tenant on login and later"), written once for both shells. */
export function useTenantSwitch(): TenantSwitch {
  const tenantList = useSession((s) => s.tenantList);
  const current = useSession((s) => s.tenantId);
  const options = useMemo(() => tenantOptions(tenantList), [tenantList]);

  const confirm = useCallback(
    (id: string | null | undefined) => {
      // Only the session's own tenants are offered; the server checks the header again anyway.
      if (!id || !options.some((o) => o.value === id)) return Promise.resolve(false);
      selectTenant(id);
      browserLocation.reload();
      return Promise.resolve(true);
    },
    [options],
  );

  return { available: tenantList.length > 1, options, current, confirm };
}

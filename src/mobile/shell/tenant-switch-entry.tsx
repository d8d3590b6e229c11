import { lazy, Suspense, useState } from 'react';
import { useTenantSwitch } from '../../shared/flows/tenant-switch';

// Loaded on first use: most users have one tenant and never open it.
const TenantSwitchDialog = lazy(() => import('./tenant-switch-dialog'));

/** The drawer's 切换租户 entry: only for users of several tenants; the choice reloads the app. */
export function TenantSwitchEntry() {
  const { available } = useTenantSwitch();
  const [open, setOpen] = useState(false);
  if (!available) return null;
  return (
    <>
      <button type="button" className="cwxt-m-menu-group" onClick={() => setOpen(true)}>
        <span>切换租户</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <TenantSwitchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import type { AuthEntry } from '../contract/permission';
import { actionsOf } from './actions';

interface PermissionRoute<T> {
  meta: { permission?: string[] };
  children: T[];
}

/**
 * Menus filtered by route meta permission against the user's permission list (spec 000 §6): a route
 * without `meta.permission` is kept; one with it needs at least one of its codes.
 */
export function filterMenuByPermission<T extends PermissionRoute<T>>(
  routes: readonly T[],
  userAuth: readonly AuthEntry[],
): T[] {
  const granted = new Set(userAuth.flatMap(actionsOf));
  const out: T[] = [];
  for (const route of routes) {
    const required = route.meta.permission;
    if (required && required.length > 0 && !required.some((code) => granted.has(code))) continue;
    out.push({ ...route, children: filterMenuByPermission(route.children, userAuth) });
  }
  return out;
}

import type { AuthEntry } from '../contract/permission';
import { entryHas } from './actions';

/**
 * The `v-has` directive reading (spec 000 §6, CONTRACT.md §3.4): keep the element when
 * - `allAuth` has the code with status '0' (the rule is inactive, so the button is unrestricted), or
 * - the user's `auth` has it in an entry whose type is not '2' (type 2 never counts for buttons).
 */
export function hasButtonPermission(
  code: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
): boolean {
  if (!code) return true;
  if (allAuth.some((e) => entryHas(e, code) && String(e.status) === '0')) return true;
  return auth.some((e) => e.type !== '2' && entryHas(e, code));
}

/**
 * The disable policy (`disabledAuthFilter`, type '2'): disabled when `allAuth` holds the code as an
 * active type-2 rule (status other than '0') and the user's own type-2 `auth` does not grant it.
 */
export function isDisabledByPolicy(
  code: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
): boolean {
  if (!code) return false;
  const rule = allAuth.find((e) => e.type === '2' && entryHas(e, code));
  if (!rule || String(rule.status) === '0') return false;
  return !auth.some((e) => e.type === '2' && entryHas(e, code));
}

import { PERM } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { hasPermissionCode } from './permission-check';
import { effectiveTenantId } from './tenant-scope';

/**
 * Least data about people: a user's mobile, e-mail, office phone and birthday go only to holders
 * of the user list code (who read them on 用户管理 anyway). Pickers and the user lists of roles,
 * departments and department roles answer name, account, department, position and avatar to
 * everyone else. The 通讯录 keeps its own rule (see docs/decisions.md "Scope grants").
 */
export const CONTACT_FIELDS = ['phone', 'email', 'telephone', 'birthday'] as const;

export const CONTACT_MESSAGES = {
  notAllowed: '只有用户管理员可以按手机号或生日查找用户',
} as const;

export async function canReadContacts(db: Db, auth: AuthContext): Promise<boolean> {
  if (auth.isSuper) return true;
  return hasPermissionCode(db, auth.user.id, effectiveTenantId(auth), PERM.user.list);
}

/** The same records with the contact fields blanked (kept as null: JeecgBoot clients read the keys). */
export function withoutContacts<T extends object>(records: readonly T[]): T[] {
  return records.map((r) => {
    const out = { ...r } as Record<string, unknown>;
    for (const f of CONTACT_FIELDS) if (f in out) out[f] = null;
    return out as T;
  });
}

/** Searching or sorting by a contact field reveals it: refused to those who may not read it. */
export function assertMayQueryContacts(allowed: boolean, used: boolean): void {
  if (used && !allowed) throw new BizError(CONTACT_MESSAGES.notAllowed);
}

/**
 * Whether a list query filters, ranges or sorts on a contact field (plain keys, `_begin`/`_end`,
 * `column`, or anywhere in superQueryParams: refusing a false positive beats leaking).
 */
export function queryUsesContacts(query: Readonly<Record<string, unknown>>): boolean {
  const named = (s: string) => CONTACT_FIELDS.some((f) => s === f || s.startsWith(`${f}_`));
  if (Object.keys(query).some((k) => named(k) && query[k] !== undefined && query[k] !== '')) return true;
  const column = typeof query.column === 'string' ? query.column : '';
  if (named(column)) return true;
  const superQuery = typeof query.superQueryParams === 'string' ? query.superQueryParams : '';
  let text = superQuery;
  try {
    text = decodeURIComponent(superQuery);
  } catch {
    // Not URI-encoded: searched as sent.
  }
  return CONTACT_FIELDS.some((f) => text.includes(f));
}

import type { UserRow } from '../user/user-row';

/** Who is calling, resolved from a valid session on every protected request. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** The tenant chosen by the tenant header, always one of the user's own; null = none. */
  tenantId: number | null;
  /**
   * Holds the super role (read with the session, once per request): every permission, no data
   * rules. Services use this instead of asking the database again.
   */
  isSuper: boolean;
  /**
   * The grants cache version read with the session (migration 036); permission and data-rule
   * answers computed at this version may be reused. Absent: always read afresh.
   */
  grantsVersion?: string;
  /** The dictionary cache version read with the session (saves the dictionary cache its own read). */
  dictVersion?: string;
}

export type AuthOutcome = { ok: true; auth: AuthContext } | { ok: false; message: string };

/** The session of a route whose policy requires one; the policy hook guarantees it is set. */
export function authOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('authOf() used on a route without an authenticated policy');
  return request.auth;
}

import { randomBytes } from 'node:crypto';
import {
  IN_APP_MESSAGES as M,
  IN_APP_PROVIDER_NAME,
  type InAppProvider,
} from '../../../src/shared/domain/contract/in-app-login';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf } from '../user/user-row';
import { sha256 } from './oauth-state';

/** An app account as the provider named it, and the tenant whose app vouched for it. */
export interface AppAccount {
  thirdType: InAppProvider;
  thirdUserId: string;
  realname: string | null;
  tenantId: number;
}

export const BIND_TICKET_TTL_MS = 10 * 60_000;

/** A single-use ticket (10 minutes) that lets the next signed-in user bind this app account. */
export async function issueBindTicket(db: Db, account: AppAccount): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sys_third_bind_ticket WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sys_third_bind_ticket (ticket_hash, third_type, third_user_id, realname, tenant_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      sha256(ticket),
      account.thirdType,
      account.thirdUserId,
      account.realname,
      account.tenantId,
      BIND_TICKET_TTL_MS / 1000,
    ],
  );
  return ticket;
}

/** The ticket's account, deleted so it cannot be used twice (inside the binding transaction). */
export async function consumeBindTicket(tx: Db, ticket: string): Promise<AppAccount> {
  const [row] = await tx.query<{
    third_type: InAppProvider;
    third_user_id: string;
    realname: string | null;
    tenant_id: number;
    live: boolean;
  }>(
    `DELETE FROM sys_third_bind_ticket WHERE ticket_hash = $1
     RETURNING third_type, third_user_id, realname, tenant_id, expires_at > now() AS live`,
    [sha256(ticket)],
  );
  if (!row || row.live !== true) throw new BizError(M.bindTicketInvalid);
  return {
    thirdType: row.third_type,
    thirdUserId: row.third_user_id,
    realname: row.realname,
    tenantId: row.tenant_id,
  };
}

/** The console user id bound to an app account, if any. */
export async function boundUserId(
  db: Db,
  thirdType: InAppProvider,
  thirdUserId: string,
): Promise<string | null> {
  const [row] = await db.query<{ sys_user_id: string }>(
    'SELECT sys_user_id FROM sys_third_account WHERE third_type = $1 AND third_user_id = $2',
    [thirdType, thirdUserId],
  );
  return row?.sys_user_id ?? null;
}

/**
 * Binds the app account to the caller: one account per app and user, one user per app account.
 * Binding the same pair again is a no-op success. The caller must belong to the app's tenant,
 * or the binding could never sign in.
 */
export async function bindAccount(
  tx: Db,
  auth: AuthContext,
  meta: Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>,
  account: AppAccount,
): Promise<void> {
  const p = account.thirdType;
  if (!tenantIdsOf(auth.user).includes(account.tenantId)) throw new BizError(M.notInTenant);
  const owner = await boundUserId(tx, p, account.thirdUserId);
  if (owner === auth.user.id) return;
  if (owner !== null) throw new BizError(M.accountTaken(p));
  const mine = await tx.query('SELECT 1 FROM sys_third_account WHERE sys_user_id = $1 AND third_type = $2', [
    auth.user.id,
    p,
  ]);
  if (mine.length > 0) throw new BizError(M.userAlreadyBound(p));
  // ON CONFLICT: a concurrent bind of the same account or user loses cleanly instead of a 23505.
  const inserted = await tx.query(
    `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [newId(), auth.user.id, p, account.thirdUserId, account.realname],
  );
  if (inserted.length === 0) throw new BizError(M.accountTaken(p));
  await logOperation(tx, auth, {
    ...meta,
    content: `绑定${IN_APP_PROVIDER_NAME[p]}账号：${account.realname ?? account.thirdUserId}`,
    operateType: OPERATE_TYPE.add,
    requestParam: { thirdType: p, thirdUserId: account.thirdUserId },
  });
}

import type { AppDeps } from '../../fastify-types';
import type { PushMessage } from '../../lib/push/types';
import { SqlParams } from '../../lib/list-query/sql-params';
import { userTenantCondition } from '../access/tenant-scope';

/** Pushes never fail the request that caused them: the data is committed, clients also poll. */
async function safely(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    console.warn('push failed', error instanceof Error ? error.message : error);
  }
}

export async function pushToUsers(
  deps: AppDeps,
  userIds: readonly string[],
  message: PushMessage,
): Promise<void> {
  const hub = deps.push;
  if (userIds.length === 0) return;
  await safely(() => hub.toUsers(userIds, message));
}

/**
 * An ALL announcement reaches "everyone" of its tenant: a platform one (tenant NULL) is broadcast;
 * a tenant's one goes to that tenant's users only, so no title leaks to another tenant.
 */
export async function pushToAudience(
  deps: AppDeps,
  tenantId: number | null,
  message: PushMessage,
): Promise<void> {
  const hub = deps.push;
  if (tenantId === null) {
    await safely(() => hub.broadcast(message));
    return;
  }
  const p = new SqlParams();
  const rows = await deps.db.query<{ id: string }>(
    `SELECT u.id FROM sys_user u WHERE u.del_flag = 0 AND ${userTenantCondition('u', p, tenantId)}`,
    p.values,
  );
  if (rows.length)
    await safely(() =>
      hub.toUsers(
        rows.map((r) => r.id),
        message,
      ),
    );
}

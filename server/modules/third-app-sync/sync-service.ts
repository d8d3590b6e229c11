import type { InAppProvider } from '../../../src/shared/domain/contract/in-app-login';
import { IN_APP_MESSAGES } from '../../../src/shared/domain/contract/in-app-login';
import { THIRD_APP_MESSAGES, type ThirdAppSyncSummary } from '../../../src/shared/domain/resources/third-app';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { THIRD_TYPE_TEXT } from '../../../src/shared/domain/resources/user-setting';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { loadAppConfig } from '../in-app-login/providers/provider-client';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readDirectory } from './directory';
import { syncDeparts } from './sync-departs';
import { syncUsers } from './sync-users';

/**
 * 同步部门和用户 of the session's tenant from its WeCom or DingTalk app. The provider is read in
 * full first; then departments and users are written in one transaction, so a provider error or
 * a failure half-way changes nothing. Running it again updates instead of duplicating.
 */
export async function syncDirectory(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  thirdType: InAppProvider,
): Promise<ThirdAppSyncSummary> {
  const tenantId = effectiveTenantId(auth);
  if (tenantId === null) throw new BizError(IN_APP_MESSAGES.noTenant);
  const cfg = await loadAppConfig(deps, tenantId, thirdType);
  if (!cfg || !cfg.enabled) throw new BizError(THIRD_APP_MESSAGES.notConfigured(THIRD_TYPE_TEXT[thirdType]));
  const directory = await readDirectory(deps, cfg);
  return deps.db.transaction(async (tx) => {
    // Two syncs of one app take turns (PostgreSQL; PGlite has a single connection anyway).
    if (tx.kind === 'pg') {
      await tx.query('SELECT pg_advisory_xact_lock(724303, hashtext($1))', [`${tenantId}:${thirdType}`]);
    }
    const ctx = { tx, tenantId, thirdType, auth, actor: auth.user.username };
    const departs = await syncDeparts(ctx, directory.departs);
    const users = await syncUsers(ctx, directory.users, departs.local);
    const summary: ThirdAppSyncSummary = {
      departsAdded: departs.added,
      departsUpdated: departs.updated,
      usersAdded: users.added,
      usersBound: users.bound,
      usersUpdated: users.updated,
      errors: users.errors,
    };
    await logOperation(tx, auth, {
      ...meta,
      content: `同步${THIRD_TYPE_TEXT[thirdType]}部门和用户：${JSON.stringify({ ...summary, errors: summary.errors.length })}`,
      operateType: OPERATE_TYPE.import,
    });
    return summary;
  });
}

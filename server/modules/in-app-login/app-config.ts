import {
  IN_APP_MESSAGES as M,
  type InAppProvider,
  type InAppPublicConfig,
} from '../../../src/shared/domain/contract/in-app-login';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import type { AppConfigRow } from './config-row';
import { loadAppConfig, type AppConfig } from './providers/provider-client';

export const PROVIDERS: readonly InAppProvider[] = ['wechat_enterprise', 'dingtalk'];

/**
 * The lowest active tenant with an enabled app of this type (decision: a console without a tenant
 * hint — the app's home URL carries none — signs in through its first configured tenant).
 */
export async function defaultTenantId(deps: AppDeps, thirdType: InAppProvider): Promise<number | null> {
  const [row] = await deps.db.query<{ tenant_id: number }>(
    `SELECT c.tenant_id FROM sys_third_app_config c JOIN sys_tenant t ON t.id = c.tenant_id
      WHERE c.third_type = $1 AND c.status = 1 AND t.status = 1
      ORDER BY c.tenant_id LIMIT 1`,
    [thirdType],
  );
  return row?.tenant_id ?? null;
}

async function tenantActive(deps: AppDeps, tenantId: number): Promise<boolean> {
  const rows = await deps.db.query('SELECT 1 FROM sys_tenant WHERE id = $1 AND status = 1', [tenantId]);
  return rows.length > 0;
}

/** The enabled app of an active tenant (given, else the default one), or the "not configured" error. */
export async function usableAppConfig(
  deps: AppDeps,
  thirdType: InAppProvider,
  tenantId: number | undefined,
): Promise<AppConfig> {
  const tenant = tenantId ?? (await defaultTenantId(deps, thirdType));
  if (tenant === null || !(await tenantActive(deps, tenant))) throw new BizError(M.notConfigured(thirdType));
  const cfg = await loadAppConfig(deps, tenant, thirdType);
  if (!cfg || !cfg.enabled) throw new BizError(M.notConfigured(thirdType));
  return cfg;
}

type PublicRow = Pick<AppConfigRow, 'tenant_id' | 'third_type' | 'corp_id' | 'client_id' | 'agent_id'>;

async function publicRow(deps: AppDeps, thirdType: InAppProvider, tenantId: number | null) {
  if (tenantId === null) return null;
  const [row] = await deps.db.query<PublicRow>(
    `SELECT c.tenant_id, c.third_type, c.corp_id, c.client_id, c.agent_id
       FROM sys_third_app_config c JOIN sys_tenant t ON t.id = c.tenant_id
      WHERE c.tenant_id = $1 AND c.third_type = $2 AND c.status = 1 AND t.status = 1`,
    [tenantId, thirdType],
  );
  return row ?? null;
}

/**
 * GET /sys/thirdLogin/oauth2/config: identifiers only (never a secret). Without a tenant each app
 * answers from its default tenant; `tenantId` is that tenant when the apps agree on one, and null
 * when they come from different tenants (the client then sends no tenant and the server resolves
 * each app the same way again).
 */
export async function publicConfig(deps: AppDeps, tenantId: number | undefined): Promise<InAppPublicConfig> {
  const [wecom, ding] = await Promise.all(
    PROVIDERS.map(async (p) => publicRow(deps, p, tenantId ?? (await defaultTenantId(deps, p)))),
  );
  const tenants = new Set([wecom?.tenant_id, ding?.tenant_id].filter((t) => t !== undefined));
  return {
    tenantId: tenants.size === 1 ? ([...tenants][0] ?? null) : null,
    wechat_enterprise: wecom ? { corpId: wecom.corp_id, agentId: wecom.agent_id } : null,
    dingtalk: ding ? { corpId: ding.corp_id, clientId: ding.client_id } : null,
  };
}

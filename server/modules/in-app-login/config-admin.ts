import {
  IN_APP_MESSAGES as M,
  IN_APP_PROVIDER_NAME,
  type InAppProvider,
  type SaveThirdConfigParams,
  type ThirdAppConfigView,
} from '../../../src/shared/domain/contract/in-app-login';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { secretBox } from '../../lib/secret-box';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { AppConfigRow } from './config-row';
import { dropAppTokens } from './providers/provider-client';

/** Identifier characters the providers use for corp ids, app keys and agent ids. */
const ID_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const CONFIG_LIMITS = { id: 100, secret: 256 } as const;

interface ConfigRow extends AppConfigRow {
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

const toView = (r: ConfigRow): ThirdAppConfigView => ({
  id: r.id,
  tenantId: r.tenant_id,
  thirdType: r.third_type,
  corpId: r.corp_id,
  clientId: r.client_id,
  agentId: r.agent_id,
  status: r.status,
  secretSet: r.client_secret_enc !== '',
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

function sessionTenant(auth: AuthContext): number {
  const tenant = effectiveTenantId(auth);
  if (tenant === null) throw new BizError(M.noTenant);
  return tenant;
}

async function findRow(deps: AppDeps, tenantId: number, thirdType: InAppProvider) {
  const [row] = await deps.db.query<ConfigRow>(
    'SELECT * FROM sys_third_app_config WHERE tenant_id = $1 AND third_type = $2',
    [tenantId, thirdType],
  );
  return row ?? null;
}

/** The session tenant's app of this type without its secret (null when not configured yet). */
export async function configView(
  deps: AppDeps,
  auth: AuthContext,
  thirdType: InAppProvider,
): Promise<ThirdAppConfigView | null> {
  const row = await findRow(deps, sessionTenant(auth), thirdType);
  return row ? toView(row) : null;
}

function checkId(value: string, emptyMessage: string, required: boolean): string {
  const text = value.trim();
  if (!text) {
    if (required) throw new BizError(emptyMessage);
    return '';
  }
  if (!ID_PATTERN.test(text)) throw new BizError(`${emptyMessage.replace(/^请填写/, '')}${M.idInvalid}`);
  return text;
}

/** Creates or updates the session tenant's app; an empty secret keeps the stored one. */
export async function saveConfig(
  deps: AppDeps,
  auth: AuthContext,
  meta: Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>,
  body: SaveThirdConfigParams,
): Promise<void> {
  const p = body.thirdType;
  if (p !== 'wechat_enterprise' && p !== 'dingtalk') throw new BizError(M.configTypeInvalid);
  if (body.status !== 0 && body.status !== 1) throw new BizError(M.statusInvalid);
  const corpId = checkId(body.corpId ?? '', M.corpIdRequired(p), true);
  // WeCom has no separate app key: its OAuth2 appid is the corp id.
  const clientId = p === 'dingtalk' ? checkId(body.clientId ?? '', M.clientIdRequired, true) : corpId;
  const agentId = checkId(body.agentId ?? '', M.agentIdRequired(p), p === 'wechat_enterprise');
  const secret = (body.clientSecret ?? '').trim();
  const tenantId = sessionTenant(auth);
  const box = await secretBox(deps.db);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.query<ConfigRow>(
      'SELECT * FROM sys_third_app_config WHERE tenant_id = $1 AND third_type = $2 FOR UPDATE',
      [tenantId, p],
    );
    if (!existing && !secret) throw new BizError(M.secretRequired(p));
    const sealed = secret ? box.seal(secret) : (existing?.client_secret_enc ?? '');
    if (existing) {
      await tx.query(
        `UPDATE sys_third_app_config SET corp_id = $2, client_id = $3, agent_id = $4, client_secret_enc = $5,
           status = $6, update_by = $7, update_time = now() WHERE id = $1`,
        [existing.id, corpId, clientId, agentId, sealed, body.status, auth.user.username],
      );
    } else {
      await tx.query(
        `INSERT INTO sys_third_app_config (id, tenant_id, third_type, corp_id, client_id, agent_id,
           client_secret_enc, status, create_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [newId(), tenantId, p, corpId, clientId, agentId, sealed, body.status, auth.user.username],
      );
    }
    await logOperation(tx, auth, {
      ...meta,
      content: `${existing ? '修改' : '添加'}${IN_APP_PROVIDER_NAME[p]}应用配置：${corpId}`,
      operateType: existing ? OPERATE_TYPE.edit : OPERATE_TYPE.add,
      requestParam: body,
    });
  });
  // New credentials take effect on the next call, not when the old token would have expired.
  dropAppTokens(deps, tenantId, p);
}
